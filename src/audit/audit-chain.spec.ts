import { createHash } from 'node:crypto';
import {
  canonicalContent,
  chainHash,
  ChainContent,
  ChainVerifier,
  GENESIS_HASH,
} from './audit-chain';

const entry = (seq: number, overrides: Partial<ChainContent> = {}): ChainContent => ({
  id: `00000000-0000-4000-8000-00000000000${seq}`,
  orgId: '11111111-1111-4111-8111-111111111111',
  seq,
  action: 'created',
  resourceType: 'agent',
  resourceId: null,
  actor: 'alice',
  keyId: null,
  details: { b: [1, { z: true, a: 'é' }], a: 1.5 },
  createdAt: new Date(Date.UTC(2026, 10, 22, 12, 34, 56, 789)),
  ...overrides,
});

/** A correctly chained trail of `n` entries. */
function chain(n: number): (ChainContent & { hash: string })[] {
  const entries: (ChainContent & { hash: string })[] = [];
  let previous = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq++) {
    const hash = chainHash(previous, entry(seq));
    entries.push({ ...entry(seq), hash });
    previous = hash;
  }
  return entries;
}

function verify(entries: (ChainContent & { hash: string })[]) {
  const verifier = new ChainVerifier();
  for (const e of entries) verifier.add(e);
  return verifier.verdict();
}

describe('canonicalContent', () => {
  it('is JCS: sorted keys at every depth, no whitespace, ISO timestamps with milliseconds', () => {
    expect(canonicalContent(entry(1))).toBe(
      '{"action":"created","actor":"alice","createdAt":"2026-11-22T12:34:56.789Z",' +
        '"details":{"a":1.5,"b":[1,{"a":"é","z":true}]},' +
        '"id":"00000000-0000-4000-8000-000000000001","keyId":null,' +
        '"orgId":"11111111-1111-4111-8111-111111111111","resourceId":null,' +
        '"resourceType":"agent","seq":1}',
    );
  });

  it('does not depend on the key order of details', () => {
    expect(canonicalContent(entry(1, { details: { x: 1, y: { b: 2, a: 1 } } }))).toBe(
      canonicalContent(entry(1, { details: { y: { a: 1, b: 2 }, x: 1 } })),
    );
  });
});

describe('chainHash', () => {
  it('is SHA-256 of the previous hash followed by the canonical content', () => {
    const expected = createHash('sha256')
      .update(GENESIS_HASH + canonicalContent(entry(1)))
      .digest('hex');
    expect(chainHash(GENESIS_HASH, entry(1))).toBe(expected);
  });
});

describe('ChainVerifier', () => {
  it('accepts an intact chain and counts its entries', () => {
    expect(verify(chain(5))).toEqual({ ok: true, entries: 5, firstBrokenSeq: null });
  });

  it('accepts an empty chain', () => {
    expect(verify([])).toEqual({ ok: true, entries: 0, firstBrokenSeq: null });
  });

  it('names an edited entry', () => {
    const entries = chain(5);
    entries[2] = { ...entries[2], actor: 'mallory' };
    expect(verify(entries)).toEqual({ ok: false, entries: 5, firstBrokenSeq: 3 });
  });

  it('names the entry after an edited one whose hash was recomputed', () => {
    const entries = chain(5);
    const forged = { ...entries[2], details: { forged: true } };
    entries[2] = { ...forged, hash: chainHash(entries[1].hash, forged) };
    expect(verify(entries).firstBrokenSeq).toBe(4);
  });

  it('names the number of a removed entry', () => {
    const entries = chain(5);
    entries.splice(1, 1);
    expect(verify(entries)).toEqual({ ok: false, entries: 4, firstBrokenSeq: 2 });
  });

  it('names a swapped pair at the first of them', () => {
    const entries = chain(4);
    [entries[1], entries[2]] = [
      { ...entries[2], seq: 2 },
      { ...entries[1], seq: 3 },
    ];
    expect(verify(entries).firstBrokenSeq).toBe(2);
  });

  it('names the first entry when the chain does not start at seq 1', () => {
    expect(verify(chain(3).slice(1)).firstBrokenSeq).toBe(1);
  });
});
