import { PatternDetectedEvent } from '../observation/events/pattern-detected.event';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { AuditAuthor, AuditService } from '../audit/audit.service';
import { Page, paginate } from '../common/pagination/paginate';
import { ListDeliveriesQueryDto } from './dto/list-deliveries-query.dto';
import { WebhookAttemptEntity } from './entities/webhook-attempt.entity';
import { WebhookDeliveryEntity } from './entities/webhook-delivery.entity';
import { WebhookDispatchEntity } from './entities/webhook-dispatch.entity';
import { WebhookEntity } from './entities/webhook.entity';
import { Batcher } from './batcher';
import { audienceOf, serializePayload } from './payload';
import { WebhookDbGate } from './webhook-db-gate';
import { WebhookDispatcher } from './webhook-dispatcher.service';
import { WebhookDeliveryNotFoundError, WebhookNotFoundError } from './webhooks.errors';
import { OUTBOX_BATCH_SIZE } from './webhooks.constants';

export interface DeliveryWithAttempts {
  delivery: WebhookDeliveryEntity;
  attempts: WebhookAttemptEntity[];
}

/** The outbox (deliveries created from detections), the delivery log and redelivery. */
@Injectable()
export class WebhookDeliveriesService {
  private readonly outbox = new Batcher<PatternDetectedEvent, number>(
    (events) => this.gate.run(() => this.insertOutbox(events)),
    OUTBOX_BATCH_SIZE,
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly dispatcher: WebhookDispatcher,
    private readonly gate: WebhookDbGate,
  ) {}

  /**
   * Writes one pending delivery per active webhook of the organization that wants the detection,
   * together with the detection's body (its dispatch row, the marker), in one statement, so
   * atomically. Idempotent per observation: when the marker already exists (the live event and
   * the reconciler raced, or another instance got there first) nothing is written. Detections
   * that arrive while a write is running are written together in the next. Answers how many
   * deliveries were written.
   */
  async createForDetection(event: PatternDetectedEvent): Promise<number> {
    if (audienceOf(event.pattern.severity) === 'none') return 0;
    return this.outbox.submit(event);
  }

  /** One statement for every detection that arrived while the previous one was being written. */
  private async insertOutbox(events: PatternDetectedEvent[]): Promise<number[]> {
    const now = new Date();
    const rows: { webhook_id: string; observation_id: string }[] = await this.dataSource.query(
      `WITH detection AS (
         SELECT DISTINCT ON (observation_id) *
           FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[])
             AS d(observation_id, org_id, payload, audience, severity)
       ), marker AS (
         INSERT INTO webhook_dispatches (observation_id, org_id, event, payload, created_at)
         SELECT observation_id, org_id, $6, payload, $7 FROM detection
         ON CONFLICT (observation_id) DO NOTHING
         RETURNING observation_id
       )
       INSERT INTO webhook_deliveries (id, webhook_id, observation_id, event, status,
                                       attempt_count, next_attempt_at, created_at, updated_at)
       SELECT gen_random_uuid(), w.id, d.observation_id, $6, 'pending', 0, $7, $7, $7
         FROM marker
         JOIN detection d USING (observation_id)
         JOIN webhooks w ON w.org_id = d.org_id AND w.active AND w.deleted_at IS NULL
        WHERE d.audience = 'all' OR w.events @> ARRAY[d.severity]::varchar(8)[]
       RETURNING webhook_id, observation_id`,
      [
        events.map((e) => e.observationId),
        events.map((e) => e.orgId),
        events.map((e) => serializePayload(e)),
        events.map((e) => audienceOf(e.pattern.severity)),
        events.map((e) => e.pattern.severity),
        PatternDetectedEvent.eventName,
        now,
      ],
    );
    if (rows.length > 0) this.dispatcher.wake(rows.map((row) => row.webhook_id));
    const perObservation = new Map<string, number>();
    for (const row of rows) {
      perObservation.set(row.observation_id, (perObservation.get(row.observation_id) ?? 0) + 1);
    }
    // A detection given twice in one batch was written once: the first asker gets the count.
    return events.map((e) => {
      const count = perObservation.get(e.observationId) ?? 0;
      perObservation.delete(e.observationId);
      return count;
    });
  }

  /** Which of these observations already have their deliveries (a dispatch marker). */
  async dispatchedAmong(observationIds: string[]): Promise<Set<string>> {
    if (observationIds.length === 0) return new Set();
    const markers = await this.dataSource.getRepository(WebhookDispatchEntity).find({
      select: { observationId: true },
      where: { observationId: In(observationIds) },
    });
    return new Set(markers.map((marker) => marker.observationId));
  }

  async list(
    orgId: string,
    webhookId: string,
    query: ListDeliveriesQueryDto,
  ): Promise<Page<DeliveryWithAttempts>> {
    await this.findWebhook(orgId, webhookId);
    const qb = this.dataSource
      .getRepository(WebhookDeliveryEntity)
      .createQueryBuilder('delivery')
      // The webhook was just found in this organization: its deliveries are the organization's.
      .where('delivery.webhookId = :webhookId', { webhookId });
    if (query.status) qb.andWhere('delivery.status = :status', { status: query.status });
    const page = await paginate(qb, query);
    const attempts = await this.attemptsOf(page.items.map((delivery) => delivery.id));
    return {
      items: page.items.map((delivery) => ({
        delivery,
        attempts: attempts.get(delivery.id) ?? [],
      })),
      nextCursor: page.nextCursor,
    };
  }

  /** A new delivery (new id, attempts from 1) of the same stored body. */
  async redeliver(
    orgId: string,
    webhookId: string,
    deliveryId: string,
    by: AuditAuthor,
  ): Promise<DeliveryWithAttempts> {
    const delivery = await this.dataSource.transaction(async (manager) => {
      await this.findWebhook(orgId, webhookId, manager);
      const original = await manager.findOneBy(WebhookDeliveryEntity, {
        id: deliveryId,
        webhookId,
      });
      if (!original) throw new WebhookDeliveryNotFoundError();
      const now = new Date();
      const copy: WebhookDeliveryEntity = {
        id: randomUUID(),
        webhookId,
        observationId: original.observationId,
        event: original.event,
        status: 'pending',
        attemptCount: 0,
        nextAttemptAt: now,
        claimedAt: null,
        lockedUntil: null,
        redeliveryOf: original.id,
        createdAt: now,
        updatedAt: now,
      };
      await manager.insert(WebhookDeliveryEntity, copy);
      await this.audit.record(manager, {
        orgId,
        action: 'redelivered',
        resourceType: 'webhook',
        resourceId: webhookId,
        ...by,
        details: { webhookId, deliveryId: copy.id, redeliveryOf: original.id },
      });
      return copy;
    });
    this.dispatcher.wake([webhookId]);
    return { delivery, attempts: [] };
  }

  private async findWebhook(
    orgId: string,
    webhookId: string,
    manager = this.dataSource.manager,
  ): Promise<void> {
    const exists = await manager
      .getRepository(WebhookEntity)
      .createQueryBuilder('webhook')
      .where('webhook.id = :webhookId AND webhook.orgId = :orgId', { webhookId, orgId })
      .andWhere('webhook.deletedAt IS NULL')
      .getExists();
    if (!exists) throw new WebhookNotFoundError();
  }

  private async attemptsOf(deliveryIds: string[]): Promise<Map<string, WebhookAttemptEntity[]>> {
    const byDelivery = new Map<string, WebhookAttemptEntity[]>();
    if (deliveryIds.length === 0) return byDelivery;
    const attempts = await this.dataSource.getRepository(WebhookAttemptEntity).find({
      where: { deliveryId: In(deliveryIds) },
      order: { number: 'ASC' },
    });
    for (const attempt of attempts) {
      const list = byDelivery.get(attempt.deliveryId) ?? [];
      list.push(attempt);
      byDelivery.set(attempt.deliveryId, list);
    }
    return byDelivery;
  }
}
