import { createHash, randomBytes } from 'node:crypto';

export const API_KEY_PREFIX = 'agk_';
/** `agk_` + 32 random bytes in base64url (43 characters). */
const API_KEY_FORMAT = /^agk_[A-Za-z0-9_-]{43}$/;
const DISPLAY_PREFIX_LENGTH = 12;

export interface GeneratedApiKey {
  key: string;
  hash: string;
  prefix: string;
}

export function generateApiKey(): GeneratedApiKey {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, hash: hashApiKey(key), prefix: displayPrefix(key) };
}

/** Keys are long random values, so a plain SHA-256 is enough (no salt or slow hash needed). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function displayPrefix(key: string): string {
  return key.slice(0, DISPLAY_PREFIX_LENGTH);
}

export function isWellFormedApiKey(value: string): boolean {
  return API_KEY_FORMAT.test(value);
}

/** The key from an `Authorization: Bearer <key>` header, or undefined when absent or malformed. */
export function bearerKey(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  const key = match?.[1];
  return key && isWellFormedApiKey(key) ? key : undefined;
}
