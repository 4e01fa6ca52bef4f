import type { JsonObject } from '../common/json';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { entityInsert, Params, queryPrepared } from '../database/one-statement';
import { Page, paginate } from '../common/pagination/paginate';
import { AuditEntryMac } from './audit-entry-mac.service';
import { AuditSealer } from './audit-sealer.service';
import { AuditQueryDto } from './dto/audit-query.dto';
import { AuditEntryEntity, AuditResourceType } from './entities/audit-entry.entity';

/** Who an entry is recorded for: the request's actor and key (null key: system, registration). */
export interface AuditAuthor {
  actor: string;
  keyId: string | null;
}

export interface AuditRecord {
  orgId: string;
  action: string;
  resourceType: AuditResourceType;
  resourceId: string | null;
  actor: string;
  /** The API key that made the request; null for the system and for registration. */
  keyId?: string | null;
  details?: JsonObject;
}

/** The append-only audit trail. Writers record inside their own transaction. */
@Injectable()
export class AuditService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sealer: AuditSealer,
    private readonly mac: AuditEntryMac,
  ) {}

  /**
   * Writes an entry with the caller's transaction manager, so the change and its entry commit
   * (or roll back) together. The entry gets its `seq` and `hash` just after that commit (see
   * AuditSealer), so concurrent writers of one organization never wait for each other here.
   * Never put secrets in `details`.
   */
  async record(manager: EntityManager, entry: AuditRecord): Promise<void> {
    const params = new Params();
    await queryPrepared(manager, this.statement(manager, entry, params), params.values);
  }

  /**
   * As `record`, as the INSERT (its values added to `params`) for a caller that runs it with its
   * own writes in one statement (`writeTogether`) in the transaction of `manager`.
   */
  statement(manager: EntityManager, entry: AuditRecord, params: Params): string {
    this.sealer.noteWrite(manager, entry.orgId);
    // Serialised once: bound as the jsonb value, and parsed back as the database will hand it
    // back, so the MAC checks out when it is read.
    const details = JSON.stringify(entry.details ?? {});
    const content = {
      id: randomUUID(),
      orgId: entry.orgId,
      action: entry.action,
      resourceType: entry.resourceType,
      resourceId: entry.resourceId,
      actor: entry.actor,
      keyId: entry.keyId ?? null,
      details: JSON.parse(details) as JsonObject,
      createdAt: new Date(),
    };
    // `seq` and `hash` are left to their defaults (NULL) until the entry is sealed.
    return entityInsert(
      this.dataSource.getMetadata(AuditEntryEntity),
      [{ ...content, details, mac: this.mac.sign(content) }],
      params,
    );
  }

  async list(orgId: string, query: AuditQueryDto): Promise<Page<AuditEntryEntity>> {
    const qb = this.dataSource
      .getRepository(AuditEntryEntity)
      .createQueryBuilder('entry')
      .where('entry.orgId = :orgId', { orgId });
    if (query.action) qb.andWhere('entry.action = :action', { action: query.action });
    if (query.resourceType) {
      qb.andWhere('entry.resourceType = :resourceType', { resourceType: query.resourceType });
    }
    if (query.resourceId)
      qb.andWhere('entry.resourceId = :resourceId', { resourceId: query.resourceId });
    if (query.since) qb.andWhere('entry.createdAt >= :since', { since: query.since });
    if (query.until) qb.andWhere('entry.createdAt < :until', { until: query.until });
    return paginate(qb, query);
  }
}
