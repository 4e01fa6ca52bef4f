import {
  BeforeApplicationShutdown,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AsyncResource } from 'node:async_hooks';
import { DataSource } from 'typeorm';
import { SEVERITY_AUDIENCE } from '../../observation/detection/catalogue';
import { BackgroundDbGate } from './background-db-gate';
import { DeliveryWorker } from './delivery-worker.service';
import { OUTBOX_BATCH_SIZE, OUTBOX_POLL_INTERVAL_MS } from './delivery.constants';

/**
 * Turns outbox rows (written by governance and observation in the transactions of the changes
 * they report) into one pending delivery per subscribed webhook, and marks them processed, in
 * one statement. Woken after each commit by the listener; on start it drains what a previous
 * process left (killed between a commit and its wake-up), and it polls now and then for rows
 * whose wake-up failed. Rows are claimed `FOR UPDATE SKIP LOCKED`, so with several instances
 * each event fans out exactly once.
 */
@Injectable()
export class OutboxConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxConsumer.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly worker: DeliveryWorker,
    private readonly gate: BackgroundDbGate,
  ) {}

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.wake();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Events were committed: fan them out now. Wake-ups during a pass cost one more pass. Runs in
   * the context of the consumer's creation, not in that of the request whose commit woke it (see
   * DeliveryWorker.schedule).
   */
  readonly wake = AsyncResource.bind((): void => {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
        return;
      }
      this.timer = setTimeout(() => this.wake(), OUTBOX_POLL_INTERVAL_MS);
      this.timer.unref();
    });
  });

  private async drain(): Promise<void> {
    try {
      for (;;) {
        if (this.stopped) return;
        const written = await this.gate.run(() => this.fanOut());
        if (written.webhookIds.length > 0) this.worker.wake(written.webhookIds);
        if (written.events < OUTBOX_BATCH_SIZE) return;
      }
    } catch (error) {
      this.logger.error(
        `outbox events not turned into deliveries yet (retried shortly): ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
  }

  /**
   * One batch of unprocessed events, oldest first: answers how many events it processed and the
   * webhooks it wrote deliveries for.
   */
  private async fanOut(): Promise<{ events: number; webhookIds: string[] }> {
    const now = new Date();
    const [row]: { events: number; webhooks: string[] }[] = await this.dataSource.query(
      `WITH batch AS (
         SELECT id, org_id, type, severity, observation_id, run_id, created_at
           FROM outbox_events
          WHERE processed_at IS NULL
          ORDER BY created_at, id
          LIMIT $1
          FOR UPDATE SKIP LOCKED
       ), processed AS (
         UPDATE outbox_events o SET processed_at = $2 FROM batch WHERE o.id = batch.id
       ), audience AS (
         SELECT * FROM unnest($3::text[], $4::text[]) AS a(severity, audience)
       ), delivery AS (
         INSERT INTO webhook_deliveries (id, webhook_id, event_id, observation_id, run_id, event,
                                         status, attempt_count, next_attempt_at, created_at,
                                         updated_at)
         SELECT gen_random_uuid(), w.id, b.id, b.observation_id, b.run_id, b.type, 'pending', 0,
                $2, $2, $2
           FROM batch b
           -- Subscribers at the time of the event: a webhook registered after it, while the
           -- event waited for the consumer, does not get it.
           JOIN webhooks w ON w.org_id = b.org_id AND w.active AND w.deleted_at IS NULL
                          AND b.type = ANY(w.types) AND w.created_at <= b.created_at
           LEFT JOIN audience a ON a.severity = b.severity
          WHERE b.severity IS NULL OR a.audience = 'all'
             OR (a.audience = 'listed' AND b.severity = ANY(w.events))
         -- An event already delivered to the webhook is never delivered again.
         ON CONFLICT (webhook_id, event_id) WHERE redelivery_of IS NULL DO NOTHING
         RETURNING webhook_id
       )
       SELECT (SELECT count(*)::int FROM batch) AS events,
              (SELECT coalesce(array_agg(DISTINCT webhook_id), '{}') FROM delivery) AS webhooks`,
      [OUTBOX_BATCH_SIZE, now, Object.keys(SEVERITY_AUDIENCE), Object.values(SEVERITY_AUDIENCE)],
    );
    return { events: row.events, webhookIds: row.webhooks };
  }
}
