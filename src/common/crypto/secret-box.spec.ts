import { randomBytes } from 'node:crypto';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, and never stores the plaintext', () => {
    const sealed = box.seal('whsec_abc', 'webhook:1');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('whsec_abc');
    expect(box.open(sealed, 'webhook:1')).toBe('whsec_abc');
  });

  it('seals the same secret differently each time (random IV)', () => {
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it.each([
    ['another context', (s: string) => s, 'webhook:2', box],
    ['another key', (s: string) => s, 'webhook:1', new SecretBox(randomBytes(32))],
    [
      'an altered ciphertext',
      (s: string) => s.slice(0, -2) + (s.endsWith('AA') ? 'BB' : 'AA'),
      'webhook:1',
      box,
    ],
    ['an unknown format', () => 'v2.abc', 'webhook:1', box],
  ])('refuses to open with %s', (_case, tamper, context, opener) => {
    const sealed = box.seal('whsec_abc', 'webhook:1');
    expect(() => opener.open(tamper(sealed), context)).toThrow();
  });

  it('needs a 32-byte key', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow();
  });
});
