import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const DEFAULT_KEY_FILE = './data/secret-encryption.key';

export interface ResolvedEncryptionKey {
  key: Buffer;
  /** Where a development key came from; undefined when the environment provided it. */
  generatedFile?: { path: string; created: boolean };
}

/**
 * The key for secrets at rest: `SECRET_ENCRYPTION_KEY` when set, otherwise (development only,
 * configuration refuses a missing key in production) a random key kept in `file` (mode 0600), so
 * secrets sealed before a restart still open after it. Concurrent first starts agree on one key:
 * the complete file is linked into place atomically, and a loser reads the winner's.
 */
export function resolveEncryptionKey(
  configured: Buffer | undefined,
  file = DEFAULT_KEY_FILE,
): ResolvedEncryptionKey {
  if (configured) return { key: configured };
  const existing = readKeyFile(file);
  if (existing) return { key: existing, generatedFile: { path: file, created: false } };
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  const staging = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(staging, `${key.toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(staging, file);
    return { key, generatedFile: { path: file, created: true } };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readKeyFile(file);
    if (!winner) throw new Error(`${file} does not hold a 32-byte hex key`);
    return { key: winner, generatedFile: { path: file, created: false } };
  } finally {
    unlinkSync(staging);
  }
}

function readKeyFile(file: string): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new Error(`${file} does not hold a 32-byte hex key`);
  return Buffer.from(text, 'hex');
}
