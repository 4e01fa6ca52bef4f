/** SPEC §10: a first response is kept, and replayed, for 24 hours. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** How often each instance deletes expired keys (claims also take over expired keys at once). */
export const IDEMPOTENCY_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Rows deleted per sweep statement, so a large backlog never holds a long lock. */
export const IDEMPOTENCY_SWEEP_BATCH = 1000;

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * The first key of the session advisory lock (`pg_advisory_lock(class, instance id)`) each
 * instance holds while it runs; a claim's holder whose lock is gone died with the claim.
 */
export const INSTANCE_LIVENESS_LOCK_CLASS = 0x1de4;
