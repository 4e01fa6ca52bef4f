import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { AuditAuthor, AuditService } from '../audit/audit.service';
import { Page, paginate } from '../common/pagination/paginate';
import { PageQueryDto } from '../common/pagination/page-query.dto';
import { AppConfigService } from '../config/app-config.service';
import { CreateWebhookDto } from './dto/create-webhook.dto';
import { UpdateWebhookDto } from './dto/update-webhook.dto';
import { WebhookDeliveryEntity } from './entities/webhook-delivery.entity';
import { WebhookEntity } from './entities/webhook.entity';
import { hostOf, hostRefusal } from './http/ssrf-guard';
import { WebhookSecretsService } from './webhook-secrets.service';
import { DEFAULT_EVENT_TYPES } from '../outbox/outbox.constants';
import { DEFAULT_WEBHOOK_EVENTS, MAX_WEBHOOKS_PER_ORGANIZATION } from './webhooks.constants';
import {
  WebhookLimitReachedError,
  WebhookNotFoundError,
  WebhookUrlNotAllowedError,
  WebhookUrlUnresolvableError,
} from './webhooks.errors';

const RESOLVE_TIMEOUT_MS = 5_000;

export interface WebhookWithSecret {
  webhook: WebhookEntity;
  /** Plaintext, for the one response that shows it. */
  secret: string;
}

/** Webhook registrations. Secrets are generated here and stored only sealed. */
@Injectable()
export class WebhooksService {
  private readonly allowPrivateNetworks: boolean;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly secrets: WebhookSecretsService,
    config: AppConfigService,
  ) {
    this.allowPrivateNetworks = config.get('webhooks').allowPrivateNetworks;
  }

  async create(
    orgId: string,
    input: CreateWebhookDto,
    by: AuditAuthor,
  ): Promise<WebhookWithSecret> {
    await this.assertReachableUrl(input.url);
    const now = new Date();
    const id = randomUUID();
    const secret = this.secrets.generate();
    const webhook: WebhookEntity = {
      id,
      orgId,
      url: input.url,
      events: input.events ?? [...DEFAULT_WEBHOOK_EVENTS],
      types: input.types ?? [...DEFAULT_EVENT_TYPES],
      description: input.description ?? null,
      active: true,
      secretCiphertext: this.secrets.seal(secret, id),
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    };
    await this.dataSource.transaction(async (manager) => {
      await this.assertBelowLimit(manager, orgId);
      await manager.insert(WebhookEntity, webhook);
      await this.audit.record(manager, {
        orgId,
        action: 'created',
        resourceType: 'webhook',
        resourceId: id,
        ...by,
        // The host only: a receiver URL may carry a token in its path or query.
        details: { host: new URL(webhook.url).host, events: webhook.events, types: webhook.types },
      });
    });
    return { webhook, secret };
  }

  /** The organization's webhooks, newest first (served by ix_webhooks_org_created). */
  list(orgId: string, page: PageQueryDto): Promise<Page<WebhookEntity>> {
    const qb = this.dataSource
      .getRepository(WebhookEntity)
      .createQueryBuilder('webhook')
      .where('webhook.orgId = :orgId AND webhook.deletedAt IS NULL', { orgId });
    return paginate(qb, page);
  }

  async get(orgId: string, id: string): Promise<WebhookEntity> {
    const webhook = await this.dataSource
      .getRepository(WebhookEntity)
      .findOneBy({ id, orgId, deletedAt: IsNull() });
    if (!webhook) throw new WebhookNotFoundError();
    return webhook;
  }

  async update(
    orgId: string,
    id: string,
    input: UpdateWebhookDto,
    by: AuditAuthor,
  ): Promise<WebhookEntity> {
    if (input.url !== undefined) await this.assertReachableUrl(input.url);
    return this.dataSource.transaction(async (manager) => {
      const webhook = await this.lock(manager, orgId, id);
      const changes: Partial<WebhookEntity> = {};
      if (input.url !== undefined) changes.url = input.url;
      if (input.events !== undefined) changes.events = input.events;
      if (input.types !== undefined) changes.types = input.types;
      if (input.description !== undefined) changes.description = input.description;
      if (input.active !== undefined) changes.active = input.active;
      const fields = Object.keys(changes);
      if (fields.length === 0) return webhook;
      const updated: WebhookEntity = { ...webhook, ...changes, updatedAt: new Date() };
      await manager.update(WebhookEntity, { id }, { ...changes, updatedAt: updated.updatedAt });
      await this.audit.record(manager, {
        orgId,
        action: 'updated',
        resourceType: 'webhook',
        resourceId: id,
        ...by,
        details: {
          fields,
          ...(changes.events !== undefined ? { events: changes.events } : {}),
          ...(changes.types !== undefined ? { types: changes.types } : {}),
          ...(changes.active !== undefined ? { active: changes.active } : {}),
        },
      });
      return updated;
    });
  }

  /**
   * Removes the registration: it disappears from the API, its secret is erased and its pending
   * deliveries are cancelled in the same transaction. An attempt already in flight (claimed) may
   * finish: its delivery is settled when the outcome is recorded, with the real result.
   */
  async remove(orgId: string, id: string, by: AuditAuthor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const webhook = await this.lock(manager, orgId, id);
      const now = new Date();
      await manager.update(
        WebhookEntity,
        { id },
        { deletedAt: now, active: false, secretCiphertext: null, updatedAt: now },
      );
      const cancelled = await manager
        .createQueryBuilder()
        .update(WebhookDeliveryEntity)
        .set({ status: 'cancelled', nextAttemptAt: null, updatedAt: now })
        .where('webhook_id = :id AND status = :pending AND claimed_at IS NULL', {
          id,
          pending: 'pending',
        })
        .execute();
      await this.audit.record(manager, {
        orgId,
        action: 'deleted',
        resourceType: 'webhook',
        resourceId: id,
        ...by,
        details: { host: new URL(webhook.url).host, cancelledDeliveries: cancelled.affected ?? 0 },
      });
    });
  }

  /** A new secret, used from the next attempt on; the old one stops working at once. */
  async rotateSecret(orgId: string, id: string, by: AuditAuthor): Promise<WebhookWithSecret> {
    const secret = this.secrets.generate();
    return this.dataSource.transaction(async (manager) => {
      const webhook = await this.lock(manager, orgId, id);
      const now = new Date();
      const secretCiphertext = this.secrets.seal(secret, id);
      await manager.update(WebhookEntity, { id }, { secretCiphertext, updatedAt: now });
      await this.audit.record(manager, {
        orgId,
        action: 'secret_rotated',
        resourceType: 'webhook',
        resourceId: id,
        ...by,
      });
      return { webhook: { ...webhook, secretCiphertext, updatedAt: now }, secret };
    });
  }

  /**
   * Refuses a webhook beyond the organization's limit. Creations of one organization are
   * serialized by a transaction-scoped advisory lock, so two at once cannot both see 49.
   */
  private async assertBelowLimit(manager: EntityManager, orgId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`webhooks:${orgId}`]);
    const count = await manager
      .getRepository(WebhookEntity)
      .countBy({ orgId, deletedAt: IsNull() });
    if (count >= MAX_WEBHOOKS_PER_ORGANIZATION) throw new WebhookLimitReachedError();
  }

  private async lock(manager: EntityManager, orgId: string, id: string): Promise<WebhookEntity> {
    const webhook = await manager
      .getRepository(WebhookEntity)
      .createQueryBuilder('webhook')
      .setLock('pessimistic_write')
      .where('webhook.id = :id AND webhook.orgId = :orgId AND webhook.deletedAt IS NULL', {
        id,
        orgId,
      })
      .getOne();
    if (!webhook) throw new WebhookNotFoundError();
    return webhook;
  }

  /**
   * With private networks refused, the host must resolve, and only to allowed addresses. The
   * same check runs again on every connection (the sender's lookup), since DNS can change.
   */
  private async assertReachableUrl(raw: string): Promise<void> {
    if (this.allowPrivateNetworks) return;
    const host = hostOf(new URL(raw));
    let refusal: string | undefined;
    try {
      refusal = await withTimeout(hostRefusal(host), RESOLVE_TIMEOUT_MS);
    } catch {
      throw new WebhookUrlUnresolvableError(host);
    }
    if (refusal) throw new WebhookUrlNotAllowedError(refusal);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
