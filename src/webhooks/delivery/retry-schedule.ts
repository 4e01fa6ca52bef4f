/** The outcome of one attempt, as far as scheduling is concerned. */
export type NextStep = { kind: 'succeeded' } | { kind: 'retry'; at: Date } | { kind: 'failed' };

/**
 * After attempt `attempt` (1-based) ended at `endedAt`: done, retry after the configured delay
 * (`retryDelaysMs[attempt - 1]`: 5 s after attempt 1, 30 s after attempt 2 by default), or give
 * up once every delay has been used (3 attempts by default).
 */
export function nextStep(
  attempt: number,
  succeeded: boolean,
  endedAt: Date,
  retryDelaysMs: readonly number[],
): NextStep {
  if (succeeded) return { kind: 'succeeded' };
  const delay = retryDelaysMs[attempt - 1];
  if (delay === undefined) return { kind: 'failed' };
  return { kind: 'retry', at: new Date(endedAt.getTime() + delay) };
}
