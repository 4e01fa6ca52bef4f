import { isDemoted, precisionOf, verdictDelta } from './demotion';

describe('demotion', () => {
  it.each([
    [0, 4, false], // too few dismissals
    [0, 5, true],
    [1, 5, true], // 1/6 ≤ 0.2
    [1, 4, false],
    [2, 8, true], // exactly 0.2
    [2, 5, false], // 2/7 > 0.2: restored
    [0, 0, false],
  ])('confirmed %i, dismissed %i → demoted %s', (confirmed, dismissed, demoted) => {
    expect(isDemoted({ confirmed, dismissed })).toBe(demoted);
  });

  it('has no precision before any verdict', () => {
    expect(precisionOf({ confirmed: 0, dismissed: 0 })).toBeNull();
    expect(precisionOf({ confirmed: 1, dismissed: 3 })).toBe(0.25);
  });

  it.each([
    ['open', 'dismissed', { confirmed: 0, dismissed: 1 }],
    ['open', 'confirmed', { confirmed: 1, dismissed: 0 }],
    ['dismissed', 'confirmed', { confirmed: 1, dismissed: -1 }],
    ['confirmed', 'dismissed', { confirmed: -1, dismissed: 1 }],
    ['dismissed', 'dismissed', null],
  ] as const)('moves the counts of a review from %s to %s', (previous, verdict, delta) => {
    expect(verdictDelta(previous, verdict)).toEqual(delta);
  });
});
