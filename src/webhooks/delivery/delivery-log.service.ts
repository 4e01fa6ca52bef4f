import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { AuditAuthor, AuditService } from '../../audit/audit.service';
import { Page, paginate } from '../../common/pagination/paginate';
import { ListDeliveriesQueryDto } from '../dto/list-deliveries-query.dto';
import { WebhookAttemptEntity } from '../entities/webhook-attempt.entity';
import { WebhookDeliveryEntity } from '../entities/webhook-delivery.entity';
import { WebhookEntity } from '../entities/webhook.entity';
import { DeliveryWorker } from './delivery-worker.service';
import {
  DeliveryStillPendingError,
  WebhookDeliveryNotFoundError,
  WebhookNotFoundError,
} from '../webhooks.errors';

export interface DeliveryWithAttempts {
  delivery: WebhookDeliveryEntity;
  attempts: WebhookAttemptEntity[];
}

/** The delivery log and redelivery. */
@Injectable()
export class DeliveryLogService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly worker: DeliveryWorker,
  ) {}

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
      if (original.status === 'pending') throw new DeliveryStillPendingError();
      const now = new Date();
      const copy: WebhookDeliveryEntity = {
        id: randomUUID(),
        webhookId,
        eventId: original.eventId,
        observationId: original.observationId,
        runId: original.runId,
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
    this.worker.wake([webhookId]);
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
