import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { generateApiKey, hashApiKey } from './api-key';
import { ApiKeyNotFoundError, InvalidExpiryError, LastActiveKeyError } from './auth.errors';
import { AuthContext } from './auth-context';
import { ApiKeyEntity } from './entities/api-key.entity';
import type { Role } from './roles';

/** A verified key is trusted from memory this long; revocation elsewhere shows within it. */
const CACHE_TTL_MS = 1_000;
const CACHE_MAX_ENTRIES = 10_000;
/** `lastUsedAt` is a hint, written at most this often per key, never on the request's path. */
const LAST_USED_WRITE_INTERVAL_MS = 60_000;

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
      const entity = await this.dataSource.getRepository(ApiKeyEntity).findOne({
        where: { keyHash: hash, revokedAt: IsNull() },
        select: { id: true, orgId: true, role: true, agentId: true, actor: true, expiresAt: true },
      });
      if (!entity) {
        this.cache.delete(hash);
        return undefined;
      }
      cached = {
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
    }
    if (cached.expiresAt !== null && cached.expiresAt <= now) return undefined;
    this.touch(cached.context.keyId, now);
    return cached.context;
  }

  /** Inserts a new key inside the caller's transaction and audits it. */
  async insert(
    manager: EntityManager,
    orgId: string,
    input: NewApiKey,
    actor: string,
  ): Promise<CreatedApiKey> {
    if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) throw new InvalidExpiryError();
    const generated = generateApiKey();
    const entity: ApiKeyEntity = {
      id: randomUUID(),
      orgId,
      name: input.name ?? 'default',
      prefix: generated.prefix,
      role: input.role,
      agentId: input.agentId ?? null,
      actor: input.actor ?? null,
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
      actor,
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

  create(orgId: string, input: NewApiKey, actor: string): Promise<CreatedApiKey> {
    return this.dataSource.transaction((manager) => this.insert(manager, orgId, input, actor));
  }

  async findOne(orgId: string, keyId: string): Promise<ApiKeyEntity> {
    const key = await this.dataSource.getRepository(ApiKeyEntity).findOneBy({ id: keyId, orgId });
    if (!key) throw new ApiKeyNotFoundError();
    return key;
  }

  list(orgId: string): Promise<ApiKeyEntity[]> {
    return this.dataSource.getRepository(ApiKeyEntity).find({
      where: { orgId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /**
   * Revokes a key; idempotent. Refuses to revoke the last active key, which would lock the
   * organization out for good (there is no other way to obtain a key).
   */
  async revoke(orgId: string, keyId: string, actor: string): Promise<void> {
    const revokedHash = await this.dataSource.transaction(async (manager) => {
      // Serialize revocations per organization so two concurrent ones cannot remove the last two keys.
      await manager.query('SELECT 1 FROM organizations WHERE id = $1 FOR UPDATE', [orgId]);
      const key = await manager.findOne(ApiKeyEntity, { where: { id: keyId, orgId } });
      if (!key) throw new ApiKeyNotFoundError();
      if (key.revokedAt) return undefined;
      const now = new Date();
      const activeOthers = await manager
        .getRepository(ApiKeyEntity)
        .createQueryBuilder('key')
        .where('key.orgId = :orgId AND key.id <> :keyId AND key.revokedAt IS NULL', {
          orgId,
          keyId,
        })
        .andWhere('(key.expiresAt IS NULL OR key.expiresAt > :now)', { now })
        .getCount();
      if (activeOthers === 0) throw new LastActiveKeyError();
      await manager.update(ApiKeyEntity, { id: keyId }, { revokedAt: now });
      await this.audit.record(manager, {
        orgId,
        action: 'revoked',
        resourceType: 'api_key',
        resourceId: keyId,
        actor,
        details: { name: key.name, prefix: key.prefix },
      });
      return key.keyHash;
    });
    // After commit: a request racing the transaction could otherwise re-cache the key as valid.
    if (revokedHash) this.cache.delete(revokedHash);
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
