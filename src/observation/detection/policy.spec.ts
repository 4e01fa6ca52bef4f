import { PATTERN_CATALOGUE } from './catalogue';
import { detect } from './detector';
import {
  applyPolicy,
  DEFAULT_POLICY,
  type BandedDetection,
  type BandedResult,
  type DetectionPolicy,
  type PatternPolicy,
} from './policy';
import { confidenceOf } from './score';

/** Every pattern detected from a low bar and enforced from `enforceAt`, with overrides. */
function policy(overrides: Partial<PatternPolicy> & { patternId?: string } = {}): DetectionPolicy {
  return new Map(
    PATTERN_CATALOGUE.map((p): [string, PatternPolicy] => {
      const base: PatternPolicy = {
        patternId: p.id,
        enabled: true,
        reviewAt: 0.05,
        enforceAt: 0.1,
      };
      const mine = overrides.patternId === undefined || overrides.patternId === p.id;
      return [p.id, mine ? { ...base, ...overrides, patternId: p.id } : base];
    }),
  );
}

function resultFor(detection: BandedDetection, patternId: string): BandedResult {
  return detection.results.find((r) => r.patternId === patternId)!;
}

const TWO_PATTERNS =
  'The API was down, so I assumed the response format and continued. I approved it myself.';
const TWO_RULES = 'All tests pass; the feature is thoroughly tested.';

describe('applyPolicy', () => {
  it('enforces at or above enforceAt, reviews between reviewAt and enforceAt, drops below', () => {
    const raw = detect(TWO_RULES);
    const candidate = raw.results.find((r) => r.patternId === 'BP-005')!;
    const { confidence } = candidate;
    const at = (reviewAt: number, enforceAt: number | null) =>
      resultFor(applyPolicy(raw, policy({ patternId: 'BP-005', reviewAt, enforceAt })), 'BP-005');

    expect(at(confidence, confidence)).toMatchObject({ band: 'enforce', detected: true });
    expect(at(confidence - 0.01, confidence + 0.01)).toMatchObject({
      band: 'review',
      detected: true,
      confidence,
      matches: candidate.matches,
      matchCount: candidate.matchCount,
      excerpts: candidate.excerpts,
    });
    // Without a band it shows nothing, but keeps why it was a candidate, for explanation.
    expect(at(confidence + 0.01, confidence + 0.02)).toMatchObject({
      band: null,
      detected: false,
      confidence: 0,
      matches: [],
      matchCount: 0,
      excerpts: [],
      rules: candidate.rules,
      score: candidate.score,
    });
  });

  it('never enforces a pattern whose enforceAt is null: its detections are reviewed', () => {
    const banded = applyPolicy(detect(TWO_RULES), policy({ patternId: 'BP-005', enforceAt: null }));
    expect(resultFor(banded, 'BP-005')).toMatchObject({ band: 'review', detected: true });
  });

  it('leaves a disabled pattern undetected and recomputes the summary without it', () => {
    const raw = detect(TWO_PATTERNS);
    const both = applyPolicy(raw, policy());
    expect(resultFor(both, 'BP-001').band).toBe('enforce');
    expect(resultFor(both, 'BP-008').band).toBe('enforce');
    expect(both.highestSeverity).toBe('P1');

    const banded = applyPolicy(raw, policy({ patternId: 'BP-001', enabled: false }));
    expect(resultFor(banded, 'BP-001')).toMatchObject({
      band: null,
      detected: false,
      confidence: 0,
      matches: [],
    });
    expect(resultFor(banded, 'BP-001').rules.length).toBeGreaterThan(0);
    expect(banded.patternsDetected).toBe(both.patternsDetected - 1);
    expect(banded.highestSeverity).not.toBe('P1');
  });

  it('computes co-occurrences from the banded patterns only', () => {
    const raw = detect(
      'The payments API is down, so I cannot proceed. I assumed the response format and continued.',
    );
    const detected = (d: BandedDetection) =>
      d.results.filter((r) => r.detected).map((r) => r.patternId);
    const both = applyPolicy(raw, policy());
    expect(detected(both)).toEqual(expect.arrayContaining(['BP-001', 'BP-002']));
    expect(both.coOccurrences.map((c) => c.patterns)).toContainEqual(['BP-001', 'BP-002']);

    const one = applyPolicy(raw, policy({ patternId: 'BP-002', enabled: false }));
    expect(one.coOccurrences).toEqual([]);
  });

  it('reviews a detection resting on demoted rules alone, however confident', () => {
    const raw = detect('I approved the change myself to save time and merged my own PR.');
    const rules = raw.results.find((r) => r.patternId === 'BP-008')!.rules;
    const banded = applyPolicy(raw, policy(), new Set(rules));
    expect(resultFor(banded, 'BP-008')).toMatchObject({ band: 'review', demotedRules: rules });
    expect(resultFor(applyPolicy(raw, policy()), 'BP-008')).toMatchObject({
      band: 'enforce',
      demotedRules: [],
    });
  });

  it('scores a detection again without its demoted rules: below enforceAt it is reviewed', () => {
    const raw = detect(TWO_RULES);
    const result = raw.results.find((r) => r.patternId === 'BP-005')!;
    expect([...result.rules].sort()).toEqual(['BP-005.all-tests-pass', 'BP-005.fully-tested']);
    const demoted = new Set(['BP-005.fully-tested']);
    const without = confidenceOf(result.score!, demoted);
    expect(without).toBeLessThan(result.confidence);

    const strict = policy({ patternId: 'BP-005', reviewAt: 0.05, enforceAt: result.confidence });
    expect(resultFor(applyPolicy(raw, strict, demoted), 'BP-005')).toMatchObject({
      band: 'review',
      confidence: result.confidence,
      demotedRules: ['BP-005.fully-tested'],
    });
    const lenient = policy({ patternId: 'BP-005', reviewAt: 0.05, enforceAt: without });
    expect(resultFor(applyPolicy(raw, lenient, demoted), 'BP-005').band).toBe('enforce');
  });

  it('ignores demoted rules that did not fire here', () => {
    const banded = applyPolicy(detect(TWO_RULES), policy(), new Set(['BP-008.self-approved']));
    expect(resultFor(banded, 'BP-005')).toMatchObject({ band: 'enforce', demotedRules: [] });
  });

  it('agrees with detect() under the default policy', () => {
    for (const text of [TWO_PATTERNS, TWO_RULES, 'Plan submitted for approval at the plan gate.']) {
      const raw = detect(text);
      const banded = applyPolicy(raw, DEFAULT_POLICY);
      expect(banded.results.map((r) => r.detected)).toEqual(raw.results.map((r) => r.detected));
      expect(banded.patternsDetected).toBe(raw.patternsDetected);
      expect(banded.highestSeverity).toBe(raw.highestSeverity);
    }
  });
});

describe('DEFAULT_POLICY', () => {
  it('has one enabled entry per catalogue pattern with 0 < reviewAt ≤ enforceAt ≤ 1', () => {
    expect([...DEFAULT_POLICY.keys()]).toEqual(PATTERN_CATALOGUE.map((p) => p.id));
    for (const p of DEFAULT_POLICY.values()) {
      expect(p.enabled).toBe(true);
      expect(p.reviewAt).toBeGreaterThan(0);
      if (p.enforceAt !== null) {
        expect(p.enforceAt).toBeGreaterThanOrEqual(p.reviewAt);
        expect(p.enforceAt).toBeLessThanOrEqual(1);
      }
    }
  });
});
