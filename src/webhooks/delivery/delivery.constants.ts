/**
 * Attempts in flight at once in one instance, all webhooks together. Sockets are cheap; with the
 * per-webhook bound, 128 receivers can hang before the others have to wait for a slot.
 */
export const DISPATCH_CONCURRENCY = 256;
/**
 * Attempts in flight at once in one instance for one webhook, by how its latest attempt went: a
 * receiver that answers gets more parallelism, and one that answers fast the most (its slots are
 * soon free again, so they cost the others little, and a busy webhook's deliveries are then bound
 * by its slots, not by the receiver); one that fails or hangs holds only a couple of slots, so the
 * others keep flowing.
 */
export const SLOTS_PER_WEBHOOK = {
  unknown: 4,
  failing: 2,
  answering: 8,
  answeringFast: 32,
} as const;
export const SLOTS_PER_WEBHOOK_MAX = SLOTS_PER_WEBHOOK.answeringFast;
/** An attempt answered with a 2xx within this time makes its receiver one that answers fast. */
export const FAST_ANSWER_MS = 500;
/** Background webhook statements in flight at once per instance (see BackgroundDbGate). */
export const BACKGROUND_DB_CONCURRENCY = 2;
/** Most outbox events turned into deliveries in one statement. */
export const OUTBOX_BATCH_SIZE = 100;
/** Most attempt outcomes written in one statement. */
export const RECORD_BATCH_SIZE = 100;
/** How often the worker looks for due work it was not woken for (retries, other instances). */
export const DISPATCH_POLL_INTERVAL_MS = 250;
/**
 * A claimed attempt's lease beyond its own timeout: if the instance making it dies, another may
 * treat the attempt as lost once the lease has passed.
 */
export const DISPATCH_LEASE_MARGIN_MS = 10_000;

/**
 * How often the outbox consumer looks for events whose wake-up it missed (a failed pass, a wake-up
 * lost). Wake-ups after each commit, and the drain on start, make this a safety net only.
 */
export const OUTBOX_POLL_INTERVAL_MS = 5_000;
