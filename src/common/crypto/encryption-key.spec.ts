import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveEncryptionKey } from './encryption-key';

describe('resolveEncryptionKey', () => {
  const made: string[] = [];
  const dir = () => {
    const path = mkdtempSync(join(tmpdir(), 'ags-key-'));
    made.push(path);
    return path;
  };

  afterAll(() => {
    for (const path of made) rmSync(path, { recursive: true, force: true });
  });

  it('uses the configured key and writes no file', () => {
    const key = randomBytes(32);
    const file = join(dir(), 'k');
    expect(resolveEncryptionKey(key, file)).toEqual({ key });
    expect(() => statSync(file)).toThrow();
  });

  it('generates a development key into a 0600 file, and reads the same key back next time', () => {
    const file = join(dir(), 'nested', 'secret-encryption.key');
    const first = resolveEncryptionKey(undefined, file);
    expect(first.generatedFile).toEqual({ path: file, created: true });
    expect(first.key).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = resolveEncryptionKey(undefined, file);
    expect(second.generatedFile).toEqual({ path: file, created: false });
    expect(second.key.equals(first.key)).toBe(true);
  });

  it('refuses a key file that does not hold a 32-byte hex key', () => {
    const file = join(dir(), 'k');
    writeFileSync(file, 'not a key');
    expect(() => resolveEncryptionKey(undefined, file)).toThrow(/32-byte hex key/);
    expect(readFileSync(file, 'utf8')).toBe('not a key');
  });
});
