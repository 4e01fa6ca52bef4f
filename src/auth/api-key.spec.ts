import { createHash } from 'node:crypto';
import {
  bearerKey,
  displayPrefix,
  generateApiKey,
  hashApiKey,
  isWellFormedApiKey,
} from './api-key';

describe('API keys', () => {
  it('generates agk_ + 32 random bytes in base64url', () => {
    const { key } = generateApiKey();
    expect(key).toMatch(/^agk_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key.slice(4), 'base64url')).toHaveLength(32);
  });

  it('never generates the same key twice', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateApiKey().key));
    expect(keys.size).toBe(1000);
  });

  it('stores the SHA-256 hex of the key and a short non-secret prefix', () => {
    const generated = generateApiKey();
    expect(generated.hash).toBe(createHash('sha256').update(generated.key).digest('hex'));
    expect(generated.hash).toBe(hashApiKey(generated.key));
    expect(generated.prefix).toBe(generated.key.slice(0, 12));
    expect(displayPrefix(generated.key)).toBe(generated.prefix);
    expect(generated.hash).not.toContain(generated.key.slice(4));
  });

  it.each([
    ['agk_' + 'a'.repeat(43), true],
    ['agk_' + 'a'.repeat(42), false],
    ['agk_' + 'a'.repeat(44), false],
    ['xyz_' + 'a'.repeat(43), false],
    ['agk_' + 'a'.repeat(42) + '!', false],
  ])('isWellFormedApiKey(%s) is %s', (value, expected) => {
    expect(isWellFormedApiKey(value)).toBe(expected);
  });

  it.each([
    [`Bearer agk_${'b'.repeat(43)}`, `agk_${'b'.repeat(43)}`],
    [`bearer agk_${'b'.repeat(43)}`, `agk_${'b'.repeat(43)}`],
    [`Bearer  agk_${'b'.repeat(43)} `, `agk_${'b'.repeat(43)}`],
    [`Basic agk_${'b'.repeat(43)}`, undefined],
    ['Bearer', undefined],
    ['Bearer agk_short', undefined],
    [undefined, undefined],
  ])('bearerKey(%j) is %j', (header, expected) => {
    expect(bearerKey(header)).toBe(expected);
  });
});
