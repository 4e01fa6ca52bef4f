import { nextStep } from './retry-schedule';

describe('retry schedule', () => {
  const ended = new Date('2026-01-01T00:00:00.000Z');
  const defaults = [5000, 30000];

  it.each([
    [1, true, { kind: 'succeeded' }],
    [1, false, { kind: 'retry', at: new Date('2026-01-01T00:00:05.000Z') }],
    [2, true, { kind: 'succeeded' }],
    [2, false, { kind: 'retry', at: new Date('2026-01-01T00:00:30.000Z') }],
    [3, true, { kind: 'succeeded' }],
    [3, false, { kind: 'failed' }],
  ])('after attempt %i (succeeded: %s) the next step is %j', (attempt, succeeded, step) => {
    expect(nextStep(attempt, succeeded, ended, defaults)).toEqual(step);
  });

  it('gives three attempts with the default two delays', () => {
    const failedAt = [1, 2, 3, 4].find(
      (attempt) => nextStep(attempt, false, ended, defaults).kind === 'failed',
    );
    expect(failedAt).toBe(3);
  });

  it('follows shortened delays', () => {
    expect(nextStep(1, false, ended, [200, 400])).toEqual({
      kind: 'retry',
      at: new Date('2026-01-01T00:00:00.200Z'),
    });
  });
});
