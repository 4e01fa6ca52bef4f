import { PATTERN_CATALOGUE } from '../observation/detection/catalogue';
import type { PatternPolicy } from '../observation/detection/policy';
import { changeOverrides, effectivePolicy } from './policy-overrides';

const DEFAULTS = new Map<string, PatternPolicy>(
  PATTERN_CATALOGUE.map((p) => [
    p.id,
    { patternId: p.id, enabled: true, reviewAt: 0.4, enforceAt: 0.8 },
  ]),
);

describe('effectivePolicy', () => {
  it('answers the defaults, in catalogue order, when the organization set nothing', () => {
    const policy = effectivePolicy({}, DEFAULTS);
    expect(policy.map((p) => p.patternId)).toEqual(PATTERN_CATALOGUE.map((p) => p.id));
    expect(policy.every((p) => p.source === 'default' && p.reviewAt === 0.4)).toBe(true);
  });

  it('overlays only the fields the organization set; a null enforceAt is a value', () => {
    const policy = effectivePolicy({ 'BP-005': { enforceAt: null } }, DEFAULTS);
    expect(policy.find((p) => p.patternId === 'BP-005')).toEqual({
      patternId: 'BP-005',
      enabled: true,
      reviewAt: 0.4,
      enforceAt: null,
      source: 'organization',
    });
  });

  it('lets later defaults reach the fields the organization did not set', () => {
    const overrides = { 'BP-002': { reviewAt: 0.3 } };
    const moved = new Map(DEFAULTS).set('BP-002', {
      patternId: 'BP-002',
      enabled: true,
      reviewAt: 0.6,
      enforceAt: 0.95,
    });
    expect(effectivePolicy(overrides, moved).find((p) => p.patternId === 'BP-002')).toMatchObject({
      reviewAt: 0.3,
      enforceAt: 0.95,
    });
  });
});

describe('changeOverrides', () => {
  it.each([
    [[{ patternId: 'BP-009', enabled: false }], /BP-009 is not a catalogue pattern/],
    [[{ patternId: 'BP-001' }, { patternId: 'BP-001' }], /named more than once/],
    [
      [{ patternId: 'BP-001', reviewAt: 0.9, enforceAt: 0.5 }],
      /enforceAt 0.5 is below reviewAt 0.9/,
    ],
    // Inverted only once merged with the default enforceAt (0.8).
    [[{ patternId: 'BP-001', reviewAt: 0.9 }], /enforceAt 0.8 is below reviewAt 0.9/],
  ])('refuses %j', (changes, message) => {
    const result = changeOverrides({}, changes, DEFAULTS);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.messages).toEqual([expect.stringMatching(message)]);
  });

  it('merges with what is stored and keeps the patterns not named', () => {
    const stored = { 'BP-001': { reviewAt: 0.2 }, 'BP-002': { enabled: false } };
    const result = changeOverrides(stored, [{ patternId: 'BP-001', enforceAt: null }], DEFAULTS);
    expect(result).toEqual({
      ok: true,
      overrides: { 'BP-001': { reviewAt: 0.2, enforceAt: null }, 'BP-002': { enabled: false } },
    });
  });

  it('accepts a never-acting pattern whatever its reviewAt', () => {
    expect(
      changeOverrides({}, [{ patternId: 'BP-003', reviewAt: 1, enforceAt: null }], DEFAULTS).ok,
    ).toBe(true);
  });
});
