import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { JsonObject } from '../common/json';
import { AuditEntryMac } from './audit-entry-mac.service';
import { chainHash, ChainContent, ChainVerdict, ChainVerifier, GENESIS_HASH } from './audit-chain';

/** Entries sealed per transaction. */
const SEAL_PAGE = 500;
/** Entries read per page when verifying: bounded memory, few round trips. */
const VERIFY_PAGE = 2000;

/** The chained columns, read with plain SQL: entity hydration costs more than the hashing. */
const CHAIN_COLUMNS = `id, org_id, seq, action, resource_type, resource_id, actor, key_id, details,
  created_at, hash, mac, legacy`;

interface ChainRow {
  id: string;
  org_id: string;
  seq: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  actor: string;
  key_id: string | null;
  details: JsonObject;
  created_at: Date;
  hash: string | null;
  mac: string | null;
  legacy: boolean;
}

/** The organization's last sealed entry, as the sealer reads it with a page of unsealed ones. */
interface HeadColumns {
  head_seq: string | null;
  head_hash: string | null;
}

function contentOf(row: ChainRow, seq: number): ChainContent {
  return {
    id: row.id,
    orgId: row.org_id,
    seq,
    action: row.action,
    resourceType: row.resource_type,
    resourceId: row.resource_id,
    actor: row.actor,
    keyId: row.key_id,
    details: row.details,
    createdAt: row.created_at,
  };
}

/**
 * Advisory-lock namespace of the sealers (first key of `pg_try_advisory_xact_lock(int, int)`;
 * the second is a hash of the organization id).
 */
const SEAL_LOCK_NAMESPACE = 0x5ea1;

/** The per-organization hash chain of the audit trail (SPEC §9): sealing and verifying. */
@Injectable()
export class AuditChainService {
  private readonly logger = new Logger(AuditChainService.name);
  /** Rows already reported as not written by the service (each is warned about once). */
  private readonly reported = new Set<string>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mac: AuditEntryMac,
  ) {}

  private authentic(row: ChainRow): boolean {
    return this.mac.isAuthentic(contentOf(row, 0), row.mac, row.legacy);
  }

  /** Organizations with entries still to seal (any instance's writes, missed nudges included). */
  async unsealedOrgIds(limit: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ org_id: string }[]>(
      `SELECT DISTINCT org_id FROM audit_entries WHERE seq IS NULL LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.org_id);
  }

  /**
   * Chains the organization's unsealed entries after its last sealed one, in (created_at, id)
   * order, a page per transaction. One sealer per organization at a time across instances (an
   * advisory lock; another instance already on it means there is nothing to do here). Writers
   * never wait for this. Answers how many entries it sealed.
   */
  async sealOrg(orgId: string): Promise<number> {
    let sealed = 0;
    // Rows left unsealed (not the service's) are passed over, not read again page after page.
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const page = await this.dataSource.transaction(async (manager) => {
        const [{ locked }] = await manager.query<{ locked: boolean }[]>(
          `SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked`,
          [SEAL_LOCK_NAMESPACE, orgId],
        );
        if (!locked) return { read: 0, sealed: 0, last: null };
        // The page and the chain's head (repeated on each row) in one read, after the lock.
        const unsealed = await manager.query<(ChainRow & HeadColumns)[]>(
          `SELECT u.*, head.seq AS head_seq, head.hash AS head_hash
             FROM (SELECT ${CHAIN_COLUMNS} FROM audit_entries
                    WHERE org_id = $1 AND seq IS NULL
                      AND ($3::timestamptz IS NULL OR (created_at, id) > ($3::timestamptz, $4::uuid))
                    ORDER BY created_at, id LIMIT $2) AS u
             LEFT JOIN (SELECT seq, hash FROM audit_entries
                         WHERE org_id = $1 AND seq IS NOT NULL ORDER BY seq DESC LIMIT 1) AS head
               ON true
            ORDER BY u.created_at, u.id`,
          [orgId, SEAL_PAGE, after?.createdAt ?? null, after?.id ?? null],
        );
        const head = unsealed[0];
        const lastRow = unsealed.at(-1);
        const last = lastRow ? { createdAt: lastRow.created_at, id: lastRow.id } : null;
        let seq = head?.head_seq ? Number(head.head_seq) : 0;
        let previous = head?.head_hash ?? GENESIS_HASH;
        const ids: string[] = [];
        const seqs: number[] = [];
        const hashes: string[] = [];
        for (const entry of unsealed) {
          // Only what the service wrote enters the chain: a row added in the database stays
          // unsealed (seq null), which is how the trail shows it.
          if (!this.authentic(entry)) {
            this.reportForged(entry);
            continue;
          }
          seq++;
          previous = chainHash(previous, contentOf(entry, seq));
          ids.push(entry.id);
          seqs.push(seq);
          hashes.push(previous);
        }
        if (ids.length === 0) return { read: unsealed.length, sealed: 0, last };
        await manager.query(
          `UPDATE audit_entries AS e SET seq = s.seq, hash = s.hash
             FROM unnest($1::uuid[], $2::bigint[], $3::char(64)[]) AS s (id, seq, hash)
            WHERE e.id = s.id`,
          [ids, seqs, hashes],
        );
        return { read: unsealed.length, sealed: ids.length, last };
      });
      sealed += page.sealed;
      if (page.read < SEAL_PAGE) return sealed;
      after = page.last;
    }
  }

  private reportForged(row: ChainRow): void {
    if (this.reported.has(row.id)) return;
    if (this.reported.size >= 10_000) this.reported.clear();
    this.reported.add(row.id);
    this.logger.warn(
      `audit entry ${row.id} of organization ${row.org_id} was not written by the service ` +
        `(its MAC is missing or wrong): it is not sealed into the chain`,
    );
  }

  /** Recomputes the organization's chain, a page at a time in `seq` order. */
  async verify(orgId: string): Promise<ChainVerdict> {
    const verifier = new ChainVerifier();
    let after = 0;
    for (;;) {
      const page = await this.dataSource.query<ChainRow[]>(
        `SELECT ${CHAIN_COLUMNS} FROM audit_entries
          WHERE org_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
        [orgId, after, VERIFY_PAGE],
      );
      for (const row of page) {
        const seq = Number(row.seq);
        verifier.add({ ...contentOf(row, seq), hash: row.hash ?? '' }, this.authentic(row));
        after = seq;
      }
      if (page.length < VERIFY_PAGE) return verifier.verdict();
    }
  }
}
