import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Format tag of the stored text, so the scheme can change without guessing. */
const VERSION = 'v1';

/**
 * Authenticated encryption of small secrets at rest (AES-256-GCM, random 96-bit IV). `context`
 * is bound as additional authenticated data (e.g. the owning row's id), so a ciphertext copied
 * onto another row does not decrypt.
 *
 * Stored form: `v1.<base64url(iv | tag | ciphertext)>`.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const sealed = Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
    return `${VERSION}.${sealed.toString('base64url')}`;
  }

  /** Throws when the text was not sealed with this key and context, or was altered. */
  open(sealedText: string, context: string): string {
    const [version, data, ...rest] = sealedText.split('.');
    if (version !== VERSION || !data || rest.length > 0) {
      throw new Error('unrecognised sealed secret format');
    }
    const sealed = Buffer.from(data, 'base64url');
    if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('sealed secret is truncated');
    const decipher = createDecipheriv(ALGORITHM, this.key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }
}
