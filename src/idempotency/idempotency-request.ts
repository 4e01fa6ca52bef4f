import { canonicalize } from 'json-canonicalize';
import { createHash } from 'node:crypto';

/** SPEC §10: 1–255 printable ASCII characters (space through tilde). */
const VALID_KEY = /^[\x20-\x7e]{1,255}$/;

export function isValidIdempotencyKey(key: string): boolean {
  return VALID_KEY.test(key);
}

/**
 * What makes two requests "the same" for one key: method, path and the parsed JSON body in its
 * RFC 8785 canonical form, so key order and number spelling do not matter but every value does.
 */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  const canonical = canonicalize([method.toUpperCase(), path, body ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * SPEC §10: every answer below 500 is the key's answer for 24 h, except a rate limit (429) and
 * "still in progress" (409 IDEMPOTENCY_IN_PROGRESS), which say nothing about the request itself.
 */
export function isStoredAnswer(status: number, code?: string): boolean {
  return status < 500 && status !== 429 && code !== 'IDEMPOTENCY_IN_PROGRESS';
}
