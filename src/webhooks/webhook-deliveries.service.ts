import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Page, paginate } from '../common/pagination/paginate';
import type { PatternDetectedEvent } from '../observation/events/pattern-detected.event';
import { ListDeliveriesQueryDto } from './dto/list-deliveries-query.dto';
import { WebhookAttemptEntity } from './entities/webhook-attempt.entity';
import { WebhookDeliveryEntity } from './entities/webhook-delivery.entity';
import { WebhookDispatchEntity } from './entities/webhook-dispatch.entity';
import { WebhookEntity } from './entities/webhook.entity';
import { audienceOf, serializePayload } from './payload';
import { WebhookDbGate } from './webhook-db-gate';
import { WebhookDispatcher } from './webhook-dispatcher.service';
import { WebhookDeliveryNotFoundError, WebhookNotFoundError } from './webhooks.errors';
import { PATTERN_DETECTED_EVENT } from './webhooks.constants';

export interface DeliveryWithAttempts {
  delivery: WebhookDeliveryEntity;
  attempts: WebhookAttemptEntity[];
}

/** The outbox (deliveries created from detections), the delivery log and redelivery. */
@Injectable()
export class WebhookDeliveriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly dispatcher: WebhookDispatcher,
    private readonly gate: WebhookDbGate,
  ) {}

  /**
   * Writes one pending delivery per active webhook of the organization that wants the event,
   * together with the observation's dispatch marker, in one statement (so atomically). Idempotent
   * per observation: when the marker already exists (the live event and the reconciler raced, or
   * another instance got there first) nothing is written. Answers how many deliveries were
   * written.
   */
  async createForDetection(event: PatternDetectedEvent): Promise<number> {
    const audience = audienceOf(event.pattern.severity);
    if (audience === 'none') return 0;
    const created = await this.gate.run(() => this.insertOutbox(event, audience));
    if (created.length > 0) this.dispatcher.wake(created.map((row) => row.webhook_id));
    return created.length;
  }

  private insertOutbox(
    event: PatternDetectedEvent,
    audience: 'all' | 'listed',
  ): Promise<{ webhook_id: string }[]> {
    const now = new Date();
    return this.dataSource.query(
      `WITH marker AS (
         INSERT INTO webhook_dispatches (observation_id, org_id, event, payload, created_at)
         VALUES ($1, $2, $4, $5, $3)
         ON CONFLICT (observation_id) DO NOTHING
         RETURNING observation_id
       )
       INSERT INTO webhook_deliveries (id, webhook_id, observation_id, event, status,
                                       attempt_count, next_attempt_at, created_at, updated_at)
       SELECT gen_random_uuid(), w.id, marker.observation_id, $4, 'pending', 0, $3, $3, $3
         FROM marker
         JOIN webhooks w ON w.org_id = $2 AND w.active AND w.deleted_at IS NULL
        WHERE $6 = 'all' OR w.events @> ARRAY[$7]::varchar(8)[]
       RETURNING webhook_id`,
      [
        event.observationId,
        event.orgId,
        now,
        PATTERN_DETECTED_EVENT,
        serializePayload(event),
        audience,
        event.pattern.severity,
      ],
    );
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
    actor: string,
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
        actor,
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
