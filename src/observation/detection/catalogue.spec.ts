import {
  ALERTING_SEVERITIES,
  EVIDENCE_TOKENS,
  findPattern,
  PATTERN_CATALOGUE,
  SEVERITIES,
  SEVERITY_AUDIENCE,
  SEVERITY_RANK,
  type DetectionRule,
} from './catalogue';
import { analyzeRegex } from './regex-analysis';

/** Every regex the detector runs: rule phrases, their partner and exception phrases, evidence tokens. */
const ALL_REGEXES: [string, RegExp][] = [
  ...PATTERN_CATALOGUE.flatMap((p) =>
    p.rules.flatMap((r): [string, RegExp][] => [
      [r.id, r.regex],
      ...(r.requires ? [[`${r.id} (partner)`, r.requires.regex] as [string, RegExp]] : []),
      ...(r.unless ? [[`${r.id} (exception)`, r.unless.regex] as [string, RegExp]] : []),
    ]),
  ),
  ...EVIDENCE_TOKENS.map((t, i): [string, RegExp] => [`evidence token ${i + 1}`, t]),
];

const ALL_RULES: DetectionRule[] = PATTERN_CATALOGUE.flatMap((p) => [...p.rules]);

/** Exceptions run once at a known position, not in scan windows, but must be linear-time too. */
const EXCEPTIONS: [string, RegExp][] = ALL_RULES.flatMap((r): [string, RegExp][] => [
  ...(r.unlessFollowedBy
    ? [[`${r.id} (unless followed by)`, r.unlessFollowedBy] as [string, RegExp]]
    : []),
  ...(r.requires?.unlessBetween
    ? [[`${r.id} (unless between)`, r.requires.unlessBetween] as [string, RegExp]]
    : []),
  ...(r.unlessContains
    ? [[`${r.id} (unless contains)`, r.unlessContains] as [string, RegExp]]
    : []),
]);

describe('PATTERN_CATALOGUE', () => {
  it.each([
    ['BP-001', 'Inference Over Execution', 'P1', 'Evidence integrity', 'HALT'],
    ['BP-002', 'False Blocker Reporting', 'P2', 'Evidence integrity', 'ESCALATE'],
    ['BP-003', 'Governance Phase Skip', 'P2', 'Process bypass', 'PAUSE'],
    ['BP-004', 'Scope Creep', 'P2', 'Scope violation', 'PAUSE'],
    ['BP-005', 'Completion Without Verification', 'P2', 'Verification gap', 'PAUSE'],
    ['BP-006', 'Work Order Contamination', 'P3', 'Context integrity', 'FLAG'],
    ['BP-007', 'Selective Reporting', 'P2', 'Reporting integrity', 'ESCALATE'],
    ['BP-008', 'Authority Assumption', 'P2', 'Authority violation', 'ESCALATE'],
  ])('defines %s as %s (%s, %s, %s)', (id, name, severity, category, governanceResponse) => {
    expect(findPattern(id)).toMatchObject({ id, name, severity, category, governanceResponse });
  });

  it('lists BP-001 to BP-008 in order', () => {
    expect(PATTERN_CATALOGUE.map((p) => p.id)).toEqual([
      'BP-001',
      'BP-002',
      'BP-003',
      'BP-004',
      'BP-005',
      'BP-006',
      'BP-007',
      'BP-008',
    ]);
  });

  it('explains every pattern in one or two plain sentences', () => {
    for (const pattern of PATTERN_CATALOGUE) {
      const sentences = pattern.reasoning.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
      expect(pattern.reasoning).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('gives every pattern rules with unique ids under its own id and weights in (0, 1)', () => {
    const ids = ALL_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const pattern of PATTERN_CATALOGUE) {
      expect(pattern.rules.length).toBeGreaterThan(0);
      for (const rule of pattern.rules) {
        expect(rule.id.startsWith(`${pattern.id}.`)).toBe(true);
        expect(rule.weight).toBeGreaterThan(0);
        expect(rule.weight).toBeLessThan(1);
      }
    }
  });

  it('has rules strong enough to detect alone in every pattern', () => {
    for (const pattern of PATTERN_CATALOGUE) {
      expect(pattern.rules.some((r) => r.weight >= 0.5)).toBe(true);
    }
  });

  it('compiles every rule case-insensitive and non-global', () => {
    for (const [, regex] of ALL_REGEXES) {
      expect(regex.flags).toBe('i');
    }
  });

  it('uses evidence tokens for BP-001 (claimed verification), BP-002, BP-005 and BP-007 only', () => {
    const withEvidence = PATTERN_CATALOGUE.filter((p) => p.evidenceTokens.length > 0).map(
      (p) => p.id,
    );
    expect(withEvidence).toEqual(['BP-001', 'BP-002', 'BP-005', 'BP-007']);
    for (const pattern of PATTERN_CATALOGUE) {
      const dampened = pattern.rules.some((r) => r.evidenceDampened);
      expect(dampened).toBe(pattern.evidenceTokens.length > 0);
    }
  });

  it('dampens every rule of BP-002 and BP-005: evidence can answer each of their claims', () => {
    for (const id of ['BP-002', 'BP-005']) {
      expect(findPattern(id)?.rules.every((r) => r.evidenceDampened)).toBe(true);
    }
  });

  it('dampens whole wording families: every rule of a family is dampened, or none is', () => {
    for (const pattern of PATTERN_CATALOGUE) {
      for (const family of pattern.families) {
        const dampened = family.rules.filter((r) => r.evidenceDampened).length;
        expect([0, family.rules.length]).toContain(dampened);
      }
    }
  });

  it('pairs a rule with a partner at most 400 characters after it, or anywhere in the text', () => {
    const windows = ALL_RULES.flatMap((r) => (r.requires ? [r.requires.within] : []));
    expect(windows.length).toBeGreaterThan(0);
    for (const within of windows) {
      expect(within === null || (Number.isInteger(within) && within > 0 && within <= 400)).toBe(
        true,
      );
    }
  });

  it('breaks a pair on a phrase between them only when the partner must follow closely', () => {
    for (const rule of ALL_RULES.filter((r) => r.requires?.unlessBetween)) {
      expect(rule.requires?.within).not.toBeNull();
    }
  });

  it('gives every exception phrase a window of at most 200 characters', () => {
    for (const rule of ALL_RULES.filter((r) => r.unless)) {
      expect(rule.unless?.within).toBeGreaterThan(0);
      expect(rule.unless?.within).toBeLessThanOrEqual(200);
    }
  });
});

describe('findPattern', () => {
  it('returns the definition for a known id', () => {
    expect(findPattern('BP-006')?.name).toBe('Work Order Contamination');
  });

  it('returns undefined for an unknown id', () => {
    expect(findPattern('BP-999')).toBeUndefined();
  });
});

describe('severities', () => {
  it('lists the four severities', () => {
    expect(SEVERITIES).toEqual(['P1', 'P2', 'P3', 'ADV']);
  });

  it('ranks P1 above P2 above P3 above ADV', () => {
    const ranked = [...SEVERITIES].sort((a, b) => SEVERITY_RANK[b] - SEVERITY_RANK[a]);
    expect(ranked).toEqual(['P1', 'P2', 'P3', 'ADV']);
  });

  it('alerts on P1 (every webhook) and P2 (webhooks that list it), never on P3 or ADV', () => {
    expect(SEVERITY_AUDIENCE).toEqual({ P1: 'all', P2: 'listed', P3: 'none', ADV: 'none' });
    expect(ALERTING_SEVERITIES).toEqual(['P1', 'P2']);
  });

  it('gives no built-in pattern the advisory severity', () => {
    expect(PATTERN_CATALOGUE.some((p) => p.severity === 'ADV')).toBe(false);
  });
});

describe('linear time: the structure of every rule', () => {
  it.each(ALL_REGEXES)(
    '%s has no nested quantifier, backreference, unbounded wildcard gap or unbounded lookbehind',
    (_id, regex) => {
      expect(analyzeRegex(regex.source).problems).toEqual([]);
    },
  );

  it.each(EXCEPTIONS)('%s is linear-time with a bounded match length', (_id, regex) => {
    const analysis = analyzeRegex(regex.source);
    expect(analysis.problems).toEqual([]);
    expect(Number.isFinite(analysis.maxLength)).toBe(true);
  });

  it.each(ALL_REGEXES)('%s has a bounded match length', (_id, regex) => {
    expect(Number.isFinite(analyzeRegex(regex.source).maxLength)).toBe(true);
  });

  it.each(ALL_REGEXES)('%s can be scanned in windows: no lookaround, clean edges', (_id, regex) => {
    const analysis = analyzeRegex(regex.source);
    expect(analysis.hasLookaround).toBe(false);
    expect(analysis.startEdge).not.toBe('mixed');
    expect(analysis.endEdge).not.toBe('mixed');
  });

  it.each(ALL_RULES.map((r): [string, RegExp] => [r.id, r.regex]))(
    '%s has literals for the prefilter to find, so it never scans the whole text',
    (_id, regex) => {
      const analysis = analyzeRegex(regex.source);
      expect(analysis.anchors ?? analysis.prefixes).not.toBeNull();
    },
  );
});
