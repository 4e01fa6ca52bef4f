import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, QueryRunner } from 'typeorm';
import { AppConfigService } from '../config/app-config.service';
import {
  IDEMPOTENCY_SWEEP_BATCH,
  IDEMPOTENCY_TTL_MS,
  INSTANCE_LIVENESS_LOCK_CLASS,
} from './idempotency.constants';
import { IdempotencyInProgressError } from './idempotency.errors';
import { InstanceLiveness } from './instance-liveness.service';

export interface IdempotentRequest {
  /** `key:<API key id>`, or `address:<ip>` on the public registration route. */
  scope: string;
  key: string;
  fingerprint: string;
}

/** Proof that this request owns the key: only its holder may store or release it. */
export interface Claim extends IdempotentRequest {
  token: string;
}

export type ClaimOutcome =
  | { state: 'claimed'; claim: Claim }
  | { state: 'replay'; status: number; body: string | null }
  | { state: 'in_progress' }
  | { state: 'answer_lost' }
  | { state: 'reused' };

interface KeyRow {
  fingerprint: string;
  committed: boolean;
  holder_alive: boolean;
  response_status: number | null;
  response_body: string | null;
}

/**
 * SQL: whether the request holding row `k` may still be running — within its lease, and its
 * instance alive (that instance's liveness lock, class `classParam`, is held in this database).
 */
const HOLDER_ALIVE = (classParam: string) => `(k.locked_until > now() AND EXISTS (
  SELECT 1 FROM pg_locks l
   WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
     AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
     AND l.classid::bigint = ${classParam} AND l.objid::bigint = k.holder))`;

/** A concurrent release can delete the row between our two statements; then claim again. */
const CLAIM_ATTEMPTS = 3;

/** The stored first responses behind `Idempotency-Key` (SPEC §10), one row per (scope, key). */
@Injectable()
export class IdempotencyKeysService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfigService,
    private readonly liveness: InstanceLiveness,
  ) {}

  /**
   * Claims the key for this request in one statement, or says what the stored row answers. The
   * primary key decides between concurrent duplicates: exactly one insert (or takeover) wins.
   * A row is taken over when it expired, or when it is the same request, no change of its
   * committed, and its first request is gone: its instance died (its liveness lock is free) or
   * its lease ran out.
   */
  async claim(request: IdempotentRequest): Promise<ClaimOutcome> {
    const token = randomUUID();
    for (let attempt = 1; ; attempt++) {
      const claimed = await this.dataSource.query<unknown[]>(
        `INSERT INTO idempotency_keys AS k
           (scope, idempotency_key, fingerprint, claim_token, holder, locked_until, created_at,
            expires_at)
         VALUES ($1, $2, $3, $4, $7, now() + make_interval(secs => $5 / 1000.0), now(),
                 now() + make_interval(secs => $6 / 1000.0))
         ON CONFLICT (scope, idempotency_key) DO UPDATE SET
           fingerprint = EXCLUDED.fingerprint, claim_token = EXCLUDED.claim_token,
           holder = EXCLUDED.holder, locked_until = EXCLUDED.locked_until,
           response_status = NULL, response_body = NULL, committed = false,
           created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
         WHERE k.expires_at <= now()
            OR (k.response_status IS NULL AND NOT k.committed
                AND k.fingerprint = EXCLUDED.fingerprint
                AND NOT ${HOLDER_ALIVE('$8')})
         RETURNING k.claim_token`,
        [
          request.scope,
          request.key,
          request.fingerprint,
          token,
          this.config.get('idempotency').leaseMs,
          IDEMPOTENCY_TTL_MS,
          this.liveness.id,
          INSTANCE_LIVENESS_LOCK_CLASS,
        ],
      );
      if (claimed.length > 0) return { state: 'claimed', claim: { ...request, token } };

      // Only duplicates get here: the row exists and is not ours to take.
      const [row] = await this.dataSource.query<KeyRow[]>(
        `SELECT fingerprint, committed, response_status, response_body,
                ${HOLDER_ALIVE('$3')} AS holder_alive
           FROM idempotency_keys k WHERE scope = $1 AND idempotency_key = $2`,
        [request.scope, request.key, INSTANCE_LIVENESS_LOCK_CLASS],
      );
      if (!row) {
        if (attempt < CLAIM_ATTEMPTS) continue;
        return { state: 'in_progress' };
      }
      if (row.fingerprint !== request.fingerprint) return { state: 'reused' };
      if (row.response_status !== null) {
        return { state: 'replay', status: row.response_status, body: row.response_body };
      }
      // Committed and its instance gone before storing the answer: it will never come.
      return row.committed && !row.holder_alive
        ? { state: 'answer_lost' }
        : { state: 'in_progress' };
    }
  }

  /**
   * In the request's transaction, just before its COMMIT: marks the claim `committed`, so the
   * change and "this key's change is made" commit together and a retry never runs it again. Also
   * a fence: a claim taken over meanwhile (its instance looked dead) matches no row, and the
   * transaction rolls back instead of making the change a second time.
   */
  async markCommitted(runner: QueryRunner, claim: Claim): Promise<void> {
    const result = (await runner.query(
      `UPDATE idempotency_keys SET committed = true
        WHERE scope = $1 AND idempotency_key = $2 AND claim_token = $3`,
      [claim.scope, claim.key, claim.token],
      true,
    )) as { affected?: number };
    if (!result.affected) throw new IdempotencyInProgressError();
  }

  /** Stores the first response; a no-op if the claim lapsed and another request took the key. */
  async complete(claim: Claim, status: number, body: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE idempotency_keys
          SET response_status = $4, response_body = $5, locked_until = NULL
        WHERE scope = $1 AND idempotency_key = $2 AND claim_token = $3`,
      [claim.scope, claim.key, claim.token, status, body],
    );
  }

  /** Frees the key after an answer that is not stored (5xx), so a retry runs the request again. */
  async release(claim: Claim): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys
        WHERE scope = $1 AND idempotency_key = $2 AND claim_token = $3`,
      [claim.scope, claim.key, claim.token],
    );
  }

  /** Deletes expired keys in small batches; safe to run on every instance at once. */
  async deleteExpired(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const result = await this.dataSource.query<[unknown[], number]>(
        `DELETE FROM idempotency_keys WHERE ctid IN (
           SELECT ctid FROM idempotency_keys WHERE expires_at < now()
            LIMIT $1 FOR UPDATE SKIP LOCKED)`,
        [IDEMPOTENCY_SWEEP_BATCH],
      );
      deleted += result[1];
      if (result[1] < IDEMPOTENCY_SWEEP_BATCH) return deleted;
    }
  }
}
