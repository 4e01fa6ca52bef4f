import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AuthContext, recordedBy } from '../auth/auth-context';
import { ValidationFailedError } from '../common/errors/validation-failed.error';
import { DetectionSettingsService } from './detection-settings.service';
import { DetectionPolicyEntity } from './entities/detection-policy.entity';
import {
  changeOverrides,
  effectivePolicy,
  type EffectivePatternPolicy,
  type PatternPolicyChange,
  type PolicyOverrides,
} from './policy-overrides';

export interface OrganizationPolicy {
  patterns: EffectivePatternPolicy[];
  /** When the organization last changed it; null while it follows the defaults untouched. */
  updatedAt: Date | null;
}

/** The organization's detection policy (SPEC §7.1): read, and changed by admins, audited. */
@Injectable()
export class DetectionPolicyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly settings: DetectionSettingsService,
  ) {}

  async get(orgId: string): Promise<OrganizationPolicy> {
    const row = await this.dataSource.manager.findOneBy(DetectionPolicyEntity, { orgId });
    return { patterns: effectivePolicy(row?.patterns ?? {}), updatedAt: row?.updatedAt ?? null };
  }

  /**
   * Applies the named entries over what is stored, or refuses the whole change. Concurrent
   * changes of one organization are serialized by its row lock (the one key management takes),
   * so each merges with the last committed policy: both are audited, the last wins.
   */
  async update(
    caller: AuthContext,
    changes: readonly PatternPolicyChange[],
  ): Promise<OrganizationPolicy> {
    const { orgId } = caller;
    const policy = await this.dataSource.transaction(async (manager) => {
      await lockOrganization(manager, orgId);
      const row = await manager.findOneBy(DetectionPolicyEntity, { orgId });
      const stored: PolicyOverrides = row?.patterns ?? {};
      const result = changeOverrides(stored, changes);
      if (!result.ok) throw new ValidationFailedError(result.messages);
      const updatedAt = new Date();
      await manager.query(
        `INSERT INTO detection_policies AS p (org_id, patterns, updated_at, version)
         VALUES ($1, $2::jsonb, $3, 1)
         ON CONFLICT (org_id) DO UPDATE
            SET patterns = excluded.patterns, updated_at = excluded.updated_at,
                version = p.version + 1`,
        [orgId, JSON.stringify(result.overrides), updatedAt],
      );
      const named = new Set(changes.map((c) => c.patternId));
      const before = effectivePolicy(stored).filter((e) => named.has(e.patternId));
      const patterns = effectivePolicy(result.overrides);
      await this.audit.record(manager, {
        orgId,
        action: 'detection_policy_updated',
        resourceType: 'organization',
        resourceId: orgId,
        ...recordedBy(caller),
        details: {
          before: before.map((e) => ({ ...e })),
          after: patterns.filter((e) => named.has(e.patternId)).map((e) => ({ ...e })),
        },
      });
      return { patterns, updatedAt };
    });
    await this.settings.refresh(orgId);
    return policy;
  }
}

/** Serializes policy changes per organization, as key creation and revocation are. */
async function lockOrganization(manager: EntityManager, orgId: string): Promise<void> {
  await manager.query('SELECT 1 FROM organizations WHERE id = $1 FOR UPDATE', [orgId]);
}
