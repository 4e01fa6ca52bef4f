import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { AppConfigService } from '../../config/app-config.service';
import { Batcher } from './batcher';
import { nextStep, NextStep } from './retry-schedule';
import { BackgroundDbGate } from './background-db-gate';
import type { AttemptResult } from '../http/webhook-sender.service';
import { DISPATCH_LEASE_MARGIN_MS, RECORD_BATCH_SIZE } from './delivery.constants';

/** One attempt this instance has claimed and must make, then record. */
export interface ClaimedAttempt {
  deliveryId: string;
  webhookId: string;
  event: string;
  payload: string;
  /** 1-based number of this attempt. */
  attempt: number;
  /** Fencing token: only the claim holding it may record the outcome. */
  claimedAt: Date;
  url: string;
  secretCiphertext: string | null;
}

export interface ClaimRequest {
  /** Most attempts to claim. */
  limit: number;
  /** How many more attempts this instance may start for a webhook. */
  roomFor: (webhookId: string) => number;
  /** Webhooks with no room at all: not even looked at. */
  saturated: string[];
  /** Most attempts in flight per webhook. */
  perWebhook: number;
}

interface CandidateRow {
  id: string;
  webhook_id: string;
  attempt_count: number;
  claimed_at: Date | null;
}

/** A claimed delivery as both claiming statements return it. */
interface ClaimedRow {
  id: string;
  webhook_id: string;
  event: string;
  payload: string;
  attempt_count: number;
  url: string;
  secret_ciphertext: string | null;
}

interface Outcome {
  claim: ClaimedAttempt;
  result: AttemptResult;
  step: NextStep;
  claimNext: boolean;
}

export interface RecordResult {
  recorded: boolean;
  next: ClaimedAttempt | null;
}

interface RecordedRow {
  org_id: string;
  webhook_id: string;
  observation_id: string | null;
  run_id: string | null;
  status: string;
}

export const LOST_ATTEMPT_ERROR =
  'no outcome recorded: the instance making this attempt stopped during it';

/**
 * The delivery schedule in the database: claiming due attempts (`FOR UPDATE SKIP LOCKED`, so
 * instances never take the same one), leases that outlive a dead instance, and recording each
 * outcome together with the next step in one transaction.
 */
@Injectable()
export class DeliveryRepository {
  private readonly logger = new Logger(DeliveryRepository.name);
  private readonly retryDelaysMs: number[];
  private readonly timeoutMs: number;
  private readonly outcomes = new Batcher<Outcome, RecordResult>(
    (outcomes) => this.gate.run(() => this.recordBatch(outcomes)),
    RECORD_BATCH_SIZE,
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly gate: BackgroundDbGate,
    config: AppConfigService,
  ) {
    const webhooks = config.get('webhooks');
    this.retryDelaysMs = webhooks.retryDelaysMs;
    this.timeoutMs = webhooks.timeoutMs;
  }

  /**
   * Claims due attempts: each claimed row gets `attempt_count + 1`, a fencing token and a lease
   * (the attempt's timeout plus a margin) in the same transaction that found it. Rows whose lease
   * ran out without an outcome (the instance died mid-attempt) are settled instead: the lost
   * attempt is logged as failed and the next one scheduled as if it had timed out.
   */
  async claimDue(request: ClaimRequest): Promise<ClaimedAttempt[]> {
    if (request.limit <= 0) return [];
    return this.gate.run(() => this.claimDueNow(request));
  }

  /**
   * Two statements, no transaction: the due rows are read without locks, and the claim takes each
   * chosen row only if, under its row lock, it is still due and unclaimed. Due rows whose lease
   * ran out (an instance died mid-attempt) are rare: they are settled in a transaction of their own.
   */
  private async claimDueNow(request: ClaimRequest): Promise<ClaimedAttempt[]> {
    const now = new Date();
    const candidates = await this.dueCandidates(this.dataSource.manager, request, now, false);
    if (candidates.some((row) => row.claimed_at)) return this.settleLostAndClaim(request);
    return this.claim(this.dataSource.manager, this.choose(candidates, request), now);
  }

  /** Settles the lost attempts among the due rows and claims the others, under their row locks. */
  private settleLostAndClaim(request: ClaimRequest): Promise<ClaimedAttempt[]> {
    return this.dataSource.transaction(async (manager) => {
      const now = new Date();
      const candidates = await this.dueCandidates(manager, request, now, true);
      const unclaimed: CandidateRow[] = [];
      for (const row of candidates) {
        if (row.claimed_at) {
          await this.settleLostAttempt(manager, row.id, row.attempt_count, row.claimed_at, now);
        } else {
          unclaimed.push(row);
        }
      }
      return this.claim(manager, this.choose(unclaimed, request), now);
    });
  }

  /**
   * Per webhook with due work, its earliest due rows: a receiver with a large backlog costs one
   * index probe, not a scan of its backlog (skip-scan over the pending index). With `lock`, the
   * rows are locked (`FOR UPDATE SKIP LOCKED`) in the caller's transaction.
   */
  private dueCandidates(
    manager: EntityManager,
    request: ClaimRequest,
    now: Date,
    lock: boolean,
  ): Promise<CandidateRow[]> {
    return manager.query(
      `WITH RECURSIVE due_webhooks(webhook_id) AS (
         (SELECT webhook_id FROM webhook_deliveries
           WHERE status = 'pending' AND next_attempt_at <= $1
           ORDER BY webhook_id LIMIT 1)
         UNION ALL
         SELECT (SELECT n.webhook_id FROM webhook_deliveries n
                  WHERE n.status = 'pending' AND n.next_attempt_at <= $1
                    AND n.webhook_id > w.webhook_id
                  ORDER BY n.webhook_id LIMIT 1)
           FROM due_webhooks w WHERE w.webhook_id IS NOT NULL
       )
       SELECT d.id, d.webhook_id, d.attempt_count, d.claimed_at
         FROM due_webhooks w
         CROSS JOIN LATERAL (
           SELECT id, webhook_id, attempt_count, claimed_at, next_attempt_at
             FROM webhook_deliveries
            WHERE webhook_id = w.webhook_id AND status = 'pending' AND next_attempt_at <= $1
              AND (locked_until IS NULL OR locked_until <= $1)
            ORDER BY next_attempt_at, id
            LIMIT $3
            ${lock ? 'FOR UPDATE SKIP LOCKED' : ''}
         ) d
        WHERE w.webhook_id IS NOT NULL AND NOT (w.webhook_id = ANY($2::uuid[]))
        ORDER BY d.next_attempt_at, d.id
        LIMIT $4`,
      [now, request.saturated, request.perWebhook, Math.max(request.limit * 2, 32)],
    );
  }

  /** The unclaimed candidates to claim: oldest first, within the limit and each webhook's room. */
  private choose(candidates: CandidateRow[], request: ClaimRequest): string[] {
    const chosen: string[] = [];
    const chosenPerWebhook = new Map<string, number>();
    for (const row of candidates) {
      const taken = chosenPerWebhook.get(row.webhook_id) ?? 0;
      if (chosen.length >= request.limit || taken >= request.roomFor(row.webhook_id)) continue;
      chosen.push(row.id);
      chosenPerWebhook.set(row.webhook_id, taken + 1);
    }
    return chosen;
  }

  /**
   * Records the outcome of a claimed attempt and releases the claim with the next step
   * (succeeded, retry at a time, or failed with its audit entry), atomically. With `claimNext`,
   * the same statement also claims the webhook's next due delivery, so a busy webhook's slot goes
   * straight on to it. Outcomes that end while a write is running are written together in the
   * next one. Answers that claim (or null), and whether the outcome was recorded: false when the
   * claim was no longer ours (its lease ran out and another instance settled it).
   */
  record(claim: ClaimedAttempt, result: AttemptResult, claimNext: boolean): Promise<RecordResult> {
    const step = nextStep(claim.attempt, result.succeeded, result.endedAt, this.retryDelaysMs);
    return this.outcomes.submit({ claim, result, step, claimNext });
  }

  private async recordBatch(outcomes: Outcome[]): Promise<RecordResult[]> {
    // A failure's audit entry must commit with its status change: then the batch needs a
    // transaction; otherwise it is one statement.
    const write = (manager: EntityManager) => this.recordWith(manager, outcomes);
    return outcomes.some((outcome) => outcome.step.kind === 'failed')
      ? this.dataSource.transaction(write)
      : write(this.dataSource.manager);
  }

  private async recordWith(manager: EntityManager, outcomes: Outcome[]): Promise<RecordResult[]> {
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + this.timeoutMs + DISPATCH_LEASE_MARGIN_MS);
    const column = <T>(pick: (outcome: Outcome) => T): T[] => outcomes.map(pick);
    // Release each claim and log its attempt, only while its fencing token still matches; then
    // claim, per webhook, as many next due deliveries as slots asked for one. A delivery settled
    // meanwhile keeps its status; one whose webhook was deleted during the attempt records the
    // real outcome when it succeeded and is cancelled otherwise (no retry, no failure entry).
    const [row]: { recorded: (RecordedRow & { id: string })[]; claimed: ClaimedRow[] }[] =
      await manager.query(
        `WITH outcome AS (
           SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::int[], $4::text[],
                                $5::timestamptz[], $6::timestamptz[], $7::uuid[],
                                $8::timestamptz[], $9::int[], $10::int[], $11::text[],
                                $12::text[], $13::boolean[])
             AS o(id, claimed_at, attempt, status, next_attempt_at, ended_at, attempt_id,
                  started_at, duration_ms, response_status, error, response_body, claim_next)
         ), delivery AS (
           UPDATE webhook_deliveries d
              SET status = CASE WHEN d.status <> 'pending' THEN d.status
                                WHEN w.deleted_at IS NOT NULL AND o.status <> 'succeeded'
                                  THEN 'cancelled'
                                ELSE o.status END,
                  next_attempt_at = CASE WHEN d.status = 'pending' AND w.deleted_at IS NULL
                                      THEN o.next_attempt_at END,
                  claimed_at = NULL, locked_until = NULL, updated_at = o.ended_at
             FROM outcome o, webhooks w
            WHERE d.id = o.id AND d.claimed_at = o.claimed_at AND d.attempt_count = o.attempt
              AND w.id = d.webhook_id
        RETURNING d.id, w.org_id, d.webhook_id, d.observation_id, d.run_id, d.status
         ), attempt AS (
           INSERT INTO webhook_attempts (id, delivery_id, number, started_at, duration_ms,
                                         response_status, error, response_body)
           SELECT o.attempt_id, o.id, o.attempt, o.started_at, o.duration_ms, o.response_status,
                  o.error, o.response_body
             FROM outcome o JOIN delivery USING (id)
         ), wanted AS (
           SELECT delivery.webhook_id, count(*) AS slots
             FROM outcome o JOIN delivery USING (id)
            WHERE o.claim_next
            GROUP BY delivery.webhook_id
         ), next AS (
           SELECT n.id FROM wanted
            CROSS JOIN LATERAL (
              SELECT id FROM webhook_deliveries n
               WHERE n.webhook_id = wanted.webhook_id AND n.status = 'pending'
                 AND n.next_attempt_at <= $14 AND n.claimed_at IS NULL
                 AND NOT (n.id = ANY($1::uuid[]))
               ORDER BY n.next_attempt_at, n.id
               LIMIT wanted.slots
               FOR UPDATE SKIP LOCKED
            ) n
         ), claimed AS (
           UPDATE webhook_deliveries d
              SET attempt_count = d.attempt_count + 1, claimed_at = $14, locked_until = $15,
                  updated_at = $14
             FROM next, webhooks w, outbox_events e
            WHERE d.id = next.id AND w.id = d.webhook_id AND e.id = d.event_id
        RETURNING d.id, d.webhook_id, d.event, e.payload, d.attempt_count, w.url,
                  w.secret_ciphertext
         )
         SELECT (SELECT coalesce(json_agg(delivery), '[]') FROM delivery) AS recorded,
                (SELECT coalesce(json_agg(claimed), '[]') FROM claimed) AS claimed`,
        [
          column((o) => o.claim.deliveryId),
          column((o) => o.claim.claimedAt),
          column((o) => o.claim.attempt),
          column((o) => (o.step.kind === 'retry' ? 'pending' : o.step.kind)),
          column((o) => (o.step.kind === 'retry' ? o.step.at : null)),
          column((o) => o.result.endedAt),
          column(() => randomUUID()),
          column((o) => o.result.startedAt),
          column((o) => o.result.durationMs),
          column((o) => o.result.responseStatus),
          column((o) => o.result.error),
          column((o) => o.result.responseBody),
          column((o) => o.claimNext),
          now,
          leaseUntil,
        ],
      );

    const recorded = new Map(row.recorded.map((delivery) => [delivery.id, delivery]));
    const claimedByWebhook = new Map<string, ClaimedRow[]>();
    for (const claimed of row.claimed) {
      claimedByWebhook.set(claimed.webhook_id, [
        ...(claimedByWebhook.get(claimed.webhook_id) ?? []),
        claimed,
      ]);
    }
    const results: RecordResult[] = [];
    for (const { claim, result, step, claimNext } of outcomes) {
      const delivery = recorded.get(claim.deliveryId);
      if (!delivery) {
        this.logger.warn(
          `attempt ${claim.attempt} of delivery ${claim.deliveryId} ended after its lease; ` +
            `its outcome was already settled elsewhere`,
        );
        results.push({ recorded: false, next: null });
        continue;
      }
      if (step.kind === 'failed' && delivery.status === 'failed') {
        await this.recordFailure(manager, claim.deliveryId, delivery, {
          attempts: claim.attempt,
          lastStatus: result.responseStatus,
          lastError: result.error,
        });
      }
      const next = claimNext ? claimedByWebhook.get(claim.webhookId)?.shift() : undefined;
      results.push({ recorded: true, next: next ? toClaimedAttempt(next, now) : null });
    }
    return results;
  }

  /**
   * Claims the chosen rows that are, under their row lock, still due and unclaimed (another
   * instance, or a slot's claim-next, may have taken one since it was read): `attempt_count + 1`,
   * the fencing token and the lease.
   */
  private async claim(manager: EntityManager, ids: string[], now: Date): Promise<ClaimedAttempt[]> {
    if (ids.length === 0) return [];
    const leaseUntil = new Date(now.getTime() + this.timeoutMs + DISPATCH_LEASE_MARGIN_MS);
    const [claimed]: [ClaimedRow[], number] = await manager.query(
      `WITH target AS (
         SELECT id FROM webhook_deliveries
          WHERE id = ANY($1::uuid[]) AND status = 'pending' AND claimed_at IS NULL
            AND next_attempt_at <= $2 AND (locked_until IS NULL OR locked_until <= $2)
          FOR UPDATE SKIP LOCKED
       )
       UPDATE webhook_deliveries d
          SET attempt_count = d.attempt_count + 1, claimed_at = $2, locked_until = $3,
              updated_at = $2
         FROM target, webhooks w, outbox_events e
        WHERE d.id = target.id AND w.id = d.webhook_id AND e.id = d.event_id
    RETURNING d.id, d.webhook_id, d.event, e.payload, d.attempt_count, w.url,
              w.secret_ciphertext`,
      [ids, now, leaseUntil],
    );
    return claimed.map((row) => toClaimedAttempt(row, now));
  }

  /**
   * The attempt claimed at `claimedAt` never reported: log it as lost and take the next step as
   * if it had timed out (its latest possible end), so the retry delay still separates attempts.
   */
  private async settleLostAttempt(
    manager: EntityManager,
    deliveryId: string,
    attempt: number,
    claimedAt: Date,
    now: Date,
  ): Promise<void> {
    const assumedEnd = new Date(claimedAt.getTime() + this.timeoutMs);
    const step: NextStep = nextStep(attempt, false, assumedEnd, this.retryDelaysMs);
    this.logger.warn(`attempt ${attempt} of delivery ${deliveryId} was lost with its instance`);
    const [settled]: RecordedRow[] = await manager.query(
      `WITH delivery AS (
         UPDATE webhook_deliveries d
            SET status = $3, next_attempt_at = $4::timestamptz, claimed_at = NULL,
                locked_until = NULL, updated_at = $5
           FROM webhooks w
          WHERE d.id = $1 AND d.attempt_count = $2 AND w.id = d.webhook_id
      RETURNING w.org_id, d.webhook_id, d.observation_id, d.run_id, d.status
       ), attempt AS (
         INSERT INTO webhook_attempts (id, delivery_id, number, started_at, duration_ms,
                                       response_status, error, response_body)
         SELECT $6, $1, $2, $7, NULL, NULL, $8, NULL FROM delivery
         ON CONFLICT (delivery_id, number) DO NOTHING
       )
       SELECT org_id, webhook_id, observation_id, run_id, status FROM delivery`,
      [
        deliveryId,
        attempt,
        step.kind === 'retry' ? 'pending' : step.kind,
        step.kind === 'retry' ? step.at : null,
        now,
        randomUUID(),
        claimedAt,
        LOST_ATTEMPT_ERROR,
      ],
    );
    if (settled && step.kind === 'failed') {
      await this.recordFailure(manager, deliveryId, settled, {
        attempts: attempt,
        lastStatus: null,
        lastError: LOST_ATTEMPT_ERROR,
      });
    }
  }

  /** The one `webhook_delivery_failed` entry, in the transaction that marks the delivery failed. */
  private async recordFailure(
    manager: EntityManager,
    deliveryId: string,
    delivery: RecordedRow,
    outcome: { attempts: number; lastStatus: number | null; lastError: string | null },
  ): Promise<void> {
    await this.audit.record(manager, {
      orgId: delivery.org_id,
      action: 'webhook_delivery_failed',
      resourceType: 'webhook',
      resourceId: delivery.webhook_id,
      actor: 'system',
      details: {
        webhookId: delivery.webhook_id,
        deliveryId,
        observationId: delivery.observation_id,
        runId: delivery.run_id,
        attempts: outcome.attempts,
        lastStatus: outcome.lastStatus,
        lastError: outcome.lastError,
      },
    });
    // The operator's cue that a receiver missed an event for good (redeliver once it is fixed).
    this.logger.warn(
      `delivery ${deliveryId} to webhook ${delivery.webhook_id} failed for good after ` +
        `${outcome.attempts} attempts (last: ${outcome.lastError ?? `status ${outcome.lastStatus}`})`,
    );
  }
}

/** A claimed row as the worker takes it; `claimedAt` is the claim's time, its fencing token. */
function toClaimedAttempt(row: ClaimedRow, claimedAt: Date): ClaimedAttempt {
  return {
    deliveryId: row.id,
    webhookId: row.webhook_id,
    event: row.event,
    payload: row.payload,
    attempt: row.attempt_count,
    claimedAt,
    url: row.url,
    secretCiphertext: row.secret_ciphertext,
  };
}
