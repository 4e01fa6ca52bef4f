import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { AgentNotFoundError } from '../agents/agents.errors';
import { AuditAuthor, AuditService } from '../audit/audit.service';
import { Page, paginate } from '../common/pagination/paginate';
import type { PageQueryDto } from '../common/pagination/page-query.dto';
import { generateApiKey, hashApiKey } from './api-key';
import {
  AgentBindingError,
  ApiKeyNotFoundError,
  InvalidExpiryError,
  KeyLimitReachedError,
  LastAdminKeyError,
} from './auth.errors';
import { AuthContext, recordedBy } from './auth-context';
import { ApiKeyEntity } from './entities/api-key.entity';
import type { Role } from './roles';

/** A verified key is trusted from memory this long; revocation elsewhere shows within it. */
const CACHE_TTL_MS = 1_000;
const CACHE_MAX_ENTRIES = 10_000;
/** `lastUsedAt` is a hint, written at most this often per key, never on the request's path. */
const LAST_USED_WRITE_INTERVAL_MS = 60_000;
/** Active (unrevoked, unexpired) keys an organization may hold at once. */
const MAX_ACTIVE_KEYS = 100;
/**
 * Revoking a key must leave an admin key that stays valid at least this long, so an organization
 * never locks itself out by keeping only an admin key about to expire.
 */
const ADMIN_KEY_MIN_REMAINING_MS = 60 * 60 * 1000;

interface CachedKey {
  context: AuthContext;
  expiresAt: number | null;
  cachedAt: number;
}

export interface NewApiKey {
  name?: string;
  role: Role;
  agentId?: string | null;
  actor?: string | null;
  expiresAt?: Date | null;
}

export interface CreatedApiKey {
  entity: ApiKeyEntity;
  key: string;
}

@Injectable()
export class ApiKeysService {
  private readonly logger = new Logger(ApiKeysService.name);
  private readonly cache = new Map<string, CachedKey>();
  private readonly lookups = new Map<string, Promise<CachedKey | undefined>>();
  private readonly lastUsedWrites = new Map<string, number>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /**
   * The caller of a well-formed key, or undefined when the key is unknown, revoked or expired.
   * A verified key costs one database read per second per instance, not one per request.
   */
  async authenticate(key: string): Promise<AuthContext | undefined> {
    const hash = hashApiKey(key);
    const now = Date.now();
    let cached = this.cache.get(hash);
    if (!cached || now - cached.cachedAt > CACHE_TTL_MS) {
      // Requests that miss together share one read.
      let lookup = this.lookups.get(hash);
      if (!lookup) {
        lookup = this.lookup(hash, now).finally(() => this.lookups.delete(hash));
        this.lookups.set(hash, lookup);
      }
      cached = await lookup;
      if (!cached) return undefined;
    }
    if (cached.expiresAt !== null && cached.expiresAt <= now) return undefined;
    this.touch(cached.context.keyId, now);
    return cached.context;
  }

  private async lookup(hash: string, now: number): Promise<CachedKey | undefined> {
    const entity = await this.dataSource.getRepository(ApiKeyEntity).findOne({
      where: { keyHash: hash, revokedAt: IsNull() },
      select: { id: true, orgId: true, role: true, agentId: true, actor: true, expiresAt: true },
    });
    if (!entity) {
      this.cache.delete(hash);
      return undefined;
    }
    const cached: CachedKey = {
      context: {
        orgId: entity.orgId,
        keyId: entity.id,
        role: entity.role,
        agentId: entity.agentId,
        actor: entity.actor,
      },
      expiresAt: entity.expiresAt?.getTime() ?? null,
      cachedAt: now,
    };
    this.remember(hash, cached);
    return cached;
  }

  /**
   * Inserts a new key inside the caller's transaction and audits it as `by` (registration: no key).
   * An agent key's actor defaults to its agent's name.
   */
  async insert(
    manager: EntityManager,
    orgId: string,
    input: NewApiKey,
    by: AuditAuthor,
  ): Promise<CreatedApiKey> {
    if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) throw new InvalidExpiryError();
    if ((input.role === 'agent') !== (input.agentId != null)) throw new AgentBindingError();
    let actor = input.actor ?? null;
    if (input.agentId != null) {
      const agentName = await this.agentName(manager, orgId, input.agentId);
      actor ??= agentName;
    }
    const generated = generateApiKey();
    const entity: ApiKeyEntity = {
      id: randomUUID(),
      orgId,
      name: input.name ?? 'default',
      prefix: generated.prefix,
      role: input.role,
      agentId: input.agentId ?? null,
      actor,
      keyHash: generated.hash,
      createdAt: new Date(),
      expiresAt: input.expiresAt ?? null,
      lastUsedAt: null,
      revokedAt: null,
    };
    await manager.insert(ApiKeyEntity, entity);
    await this.audit.record(manager, {
      orgId,
      action: 'created',
      resourceType: 'api_key',
      resourceId: entity.id,
      ...by,
      details: {
        name: entity.name,
        prefix: entity.prefix,
        role: entity.role,
        agentId: entity.agentId,
        actor: entity.actor,
        expiresAt: entity.expiresAt?.toISOString() ?? null,
      },
    });
    return { entity, key: generated.key };
  }

  /** At most MAX_ACTIVE_KEYS active keys, counted under the lock revocations also take. */
  create(caller: AuthContext, input: NewApiKey): Promise<CreatedApiKey> {
    const { orgId } = caller;
    return this.dataSource.transaction(async (manager) => {
      await lockOrganization(manager, orgId);
      const active = await manager
        .getRepository(ApiKeyEntity)
        .createQueryBuilder('key')
        .where('key.orgId = :orgId AND key.revokedAt IS NULL', { orgId })
        .andWhere('(key.expiresAt IS NULL OR key.expiresAt > :now)', { now: new Date() })
        .getCount();
      if (active >= MAX_ACTIVE_KEYS) throw new KeyLimitReachedError(MAX_ACTIVE_KEYS);
      return this.insert(manager, orgId, input, recordedBy(caller));
    });
  }

  async findOne(orgId: string, keyId: string): Promise<ApiKeyEntity> {
    const key = await this.dataSource.getRepository(ApiKeyEntity).findOneBy({ id: keyId, orgId });
    if (!key) throw new ApiKeyNotFoundError();
    return key;
  }

  list(orgId: string, page: PageQueryDto): Promise<Page<ApiKeyEntity>> {
    const qb = this.dataSource
      .getRepository(ApiKeyEntity)
      .createQueryBuilder('key')
      .where('key.orgId = :orgId', { orgId });
    return paginate(qb, page);
  }

  /**
   * Revokes a key; idempotent. Refuses to revoke an admin key when no other admin key would stay
   * valid for the next hour: there is no other way to obtain an admin key, so the organization
   * would lock itself out of key management for good.
   */
  async revoke(caller: AuthContext, keyId: string): Promise<void> {
    const { orgId } = caller;
    const revokedHash = await this.dataSource.transaction(async (manager) => {
      // Serialized per organization (as creation is), so two concurrent revocations cannot
      // each see the other's key as the admin key that remains.
      await lockOrganization(manager, orgId);
      const key = await manager.findOne(ApiKeyEntity, { where: { id: keyId, orgId } });
      if (!key) throw new ApiKeyNotFoundError();
      if (key.revokedAt) return undefined;
      const now = new Date();
      if (key.role === 'admin') {
        const lastingAdmins = await manager
          .getRepository(ApiKeyEntity)
          .createQueryBuilder('key')
          .where('key.orgId = :orgId AND key.id <> :keyId AND key.revokedAt IS NULL', {
            orgId,
            keyId,
          })
          .andWhere("key.role = 'admin'")
          .andWhere('(key.expiresAt IS NULL OR key.expiresAt > :until)', {
            until: new Date(now.getTime() + ADMIN_KEY_MIN_REMAINING_MS),
          })
          .getCount();
        if (lastingAdmins === 0) throw new LastAdminKeyError();
      }
      await manager.update(ApiKeyEntity, { id: keyId }, { revokedAt: now });
      await this.audit.record(manager, {
        orgId,
        action: 'revoked',
        resourceType: 'api_key',
        resourceId: keyId,
        ...recordedBy(caller),
        details: { name: key.name, prefix: key.prefix, role: key.role },
      });
      return key.keyHash;
    });
    // After commit: a request racing the transaction could otherwise re-cache the key as valid.
    if (revokedHash) this.cache.delete(revokedHash);
  }

  /** The agent's name, read directly: auth must not depend on the agents module (it is below it). */
  private async agentName(manager: EntityManager, orgId: string, agentId: string): Promise<string> {
    const rows: { name: string }[] = await manager.query(
      'SELECT name FROM agents WHERE id = $1 AND org_id = $2',
      [agentId, orgId],
    );
    if (rows.length === 0) throw new AgentNotFoundError();
    return rows[0].name;
  }

  private remember(hash: string, entry: CachedKey): void {
    if (this.cache.size >= CACHE_MAX_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(hash, entry);
  }

  private touch(keyId: string, now: number): void {
    const last = this.lastUsedWrites.get(keyId);
    if (last !== undefined && now - last < LAST_USED_WRITE_INTERVAL_MS) return;
    if (this.lastUsedWrites.size >= CACHE_MAX_ENTRIES) this.lastUsedWrites.clear();
    this.lastUsedWrites.set(keyId, now);
    this.dataSource
      .getRepository(ApiKeyEntity)
      .update({ id: keyId }, { lastUsedAt: new Date(now) })
      .catch((error: unknown) => this.logger.warn(`could not record lastUsedAt: ${String(error)}`));
  }
}

/** Serializes key creation and revocation per organization. */
async function lockOrganization(manager: EntityManager, orgId: string): Promise<void> {
  await manager.query('SELECT 1 FROM organizations WHERE id = $1 FOR UPDATE', [orgId]);
}
