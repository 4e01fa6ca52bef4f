import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan, Not } from 'typeorm';
import { chainHash, ChainVerdict, ChainVerifier, GENESIS_HASH } from './audit-chain';
import { AuditEntryEntity } from './entities/audit-entry.entity';

/** Entries sealed per transaction, and read per page when verifying. */
const PAGE = 500;

/**
 * Advisory-lock namespace of the sealers (first key of `pg_try_advisory_xact_lock(int, int)`;
 * the second is a hash of the organization id).
 */
const SEAL_LOCK_NAMESPACE = 0x5ea1;

/** The per-organization hash chain of the audit trail (SPEC §9): sealing and verifying. */
@Injectable()
export class AuditChainService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
    for (;;) {
      const count = await this.dataSource.transaction(async (manager) => {
        const [{ locked }] = await manager.query<{ locked: boolean }[]>(
          `SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked`,
          [SEAL_LOCK_NAMESPACE, orgId],
        );
        if (!locked) return 0;
        const entries = manager.getRepository(AuditEntryEntity);
        const head = await entries.findOne({
          where: { orgId, seq: Not(IsNull()) },
          order: { seq: 'DESC' },
          select: { seq: true, hash: true },
        });
        const unsealed = await entries.find({
          where: { orgId, seq: IsNull() },
          order: { createdAt: 'ASC', id: 'ASC' },
          take: PAGE,
        });
        if (unsealed.length === 0) return 0;
        let seq = head?.seq ?? 0;
        let previous = head?.hash ?? GENESIS_HASH;
        const ids: string[] = [];
        const seqs: number[] = [];
        const hashes: string[] = [];
        for (const entry of unsealed) {
          seq++;
          previous = chainHash(previous, { ...entry, seq });
          ids.push(entry.id);
          seqs.push(seq);
          hashes.push(previous);
        }
        await manager.query(
          `UPDATE audit_entries AS e SET seq = s.seq, hash = s.hash
             FROM unnest($1::uuid[], $2::bigint[], $3::char(64)[]) AS s (id, seq, hash)
            WHERE e.id = s.id`,
          [ids, seqs, hashes],
        );
        return unsealed.length;
      });
      sealed += count;
      if (count < PAGE) return sealed;
    }
  }

  /** Recomputes the organization's chain, a page at a time in `seq` order. */
  async verify(orgId: string): Promise<ChainVerdict> {
    const verifier = new ChainVerifier();
    const entries = this.dataSource.getRepository(AuditEntryEntity);
    let after = 0;
    for (;;) {
      const page = await entries.find({
        where: { orgId, seq: MoreThan(after) },
        order: { seq: 'ASC' },
        take: PAGE,
      });
      for (const entry of page) {
        verifier.add({ ...entry, seq: entry.seq!, hash: entry.hash! });
      }
      const last = page[page.length - 1];
      if (page.length < PAGE || !last) return verifier.verdict();
      after = last.seq!;
    }
  }
}
