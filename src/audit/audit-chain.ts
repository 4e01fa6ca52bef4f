import { canonicalize } from 'json-canonicalize';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { JsonObject } from '../common/json';

/** What seq 1 is chained to: 64 zeros. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of an entry that its hash covers: all of them except `hash` itself. */
export interface ChainContent {
  id: string;
  orgId: string;
  seq: number;
  action: string;
  resourceType: string;
  resourceId: string | null;
  actor: string;
  keyId: string | null;
  details: JsonObject;
  createdAt: Date;
}

/**
 * The entry as RFC 8785 (JCS) canonical JSON: an object with exactly the ChainContent keys, sorted
 * by JCS (UTF-16 code units), `details` canonicalised the same way at every depth, absent ids as
 * `null`, `createdAt` as ISO 8601 UTC with milliseconds (`2026-11-22T12:34:56.789Z`).
 */
export function canonicalContent(entry: ChainContent): string {
  return canonicalize({
    id: entry.id,
    orgId: entry.orgId,
    seq: entry.seq,
    action: entry.action,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId,
    actor: entry.actor,
    keyId: entry.keyId,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
  });
}

/** `hash` = lowercase hex SHA-256 of the UTF-8 bytes of previous hash (hex) + canonical content. */
export function chainHash(previousHash: string, entry: ChainContent): string {
  return createHash('sha256').update(previousHash).update(canonicalContent(entry)).digest('hex');
}

/** What an entry's MAC covers: everything the service wrote (`seq` and `hash` come later). */
export type MacContent = Omit<ChainContent, 'seq'>;

/**
 * `mac` = lowercase hex HMAC-SHA256, keyed by the server's audit key, over the entry's canonical
 * content (as `canonicalContent`, without `seq`): proof that the service wrote the entry.
 */
export function entryMac(key: Buffer, entry: MacContent): string {
  return createHmac('sha256', key)
    .update(canonicalContent({ ...entry, seq: 0 }))
    .digest('hex');
}

/** Whether `mac` is the entry's MAC under `key` (constant time). */
export function isAuthentic(key: Buffer, entry: MacContent, mac: string | null): boolean {
  if (mac === null || !/^[0-9a-f]{64}$/.test(mac)) return false;
  return timingSafeEqual(Buffer.from(entryMac(key, entry), 'hex'), Buffer.from(mac, 'hex'));
}

export interface ChainVerdict {
  ok: boolean;
  entries: number;
  firstBrokenSeq: number | null;
}

/**
 * Checks an organization's sealed entries fed in `seq` order, one page at a time: each must carry
 * the next number and the hash of its content chained to the stored hash before it, and be
 * authentic (written by the service, see `entryMac`): a row added in the database and sealed by
 * hand with a correct hash breaks the chain at itself. A removed
 * entry breaks the chain at its number; an edited one at itself (or, if its hash was recomputed
 * too, at the entry after it).
 */
export class ChainVerifier {
  private previousHash = GENESIS_HASH;
  private expectedSeq = 1;
  private count = 0;
  private firstBroken: number | null = null;

  /** `authentic`: the entry carries the service's MAC (or predates MACs). */
  add(entry: ChainContent & { hash: string }, authentic = true): void {
    this.count++;
    if (this.firstBroken === null) {
      if (entry.seq !== this.expectedSeq) this.firstBroken = this.expectedSeq;
      else if (!authentic || chainHash(this.previousHash, entry) !== entry.hash) {
        this.firstBroken = entry.seq;
      }
    }
    this.previousHash = entry.hash;
    this.expectedSeq = entry.seq + 1;
  }

  verdict(): ChainVerdict {
    return { ok: this.firstBroken === null, entries: this.count, firstBrokenSeq: this.firstBroken };
  }
}
