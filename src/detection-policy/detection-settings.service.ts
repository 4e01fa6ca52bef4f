import {
  BeforeApplicationShutdown,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RepeatingTask } from '../common/scheduling/repeating-task';
import type { DetectionPolicy } from '../observation/detection/policy';
import { DEMOTION_MIN_DISMISSALS, isDemoted } from './demotion';
import { asDetectionPolicy, effectivePolicy, type PolicyOverrides } from './policy-overrides';

/** What an assessment of one organization needs besides the text: its policy and demoted rules. */
export interface DetectionSettings {
  readonly policy: DetectionPolicy;
  readonly demoted: ReadonlySet<string>;
}

interface CachedSettings extends DetectionSettings {
  /** detection_policies.version when read ('0' without a row), as decimal text. */
  readonly version: bigint;
  /** Date.now() when the read started. */
  readonly readAt: number;
}

interface SettingsRow {
  patterns: PolicyOverrides | null;
  version: string | null;
  demoted: { ruleId: string; confirmed: number; dismissed: number }[];
}

/** How often each instance asks whether the organizations it holds changed. */
const POLL_INTERVAL_MS = 500;
/**
 * A cached entry is trusted while a poll (or its own read) started less than this long ago: a
 * change on another instance shows here within this time, and an instance that cannot reach the
 * database stops trusting what it holds.
 */
const FRESH_FOR_MS = 1_000;
const MAX_ENTRIES = 10_000;

/**
 * Each organization's detection policy and demoted rules, held in process memory so that an
 * assessment reads them with no database round trip. Invalidation across instances: every change
 * (PUT /detection/policy, a review that demotes or restores a rule) bumps the organization's
 * `detection_policies.version` in its transaction; every POLL_INTERVAL_MS each instance reads the
 * versions of the organizations it holds (one small query, none when it holds none) and rereads
 * those that changed, in the background. The instance that made a change rereads at once, after
 * its commit. A failed poll is logged and retried; entries older than FRESH_FOR_MS are then read
 * again by the request that needs them (which answers 503 while the database is unreachable).
 */
@Injectable()
export class DetectionSettingsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DetectionSettingsService.name);
  private readonly cache = new Map<string, CachedSettings>();
  private readonly reads = new Map<string, Promise<CachedSettings>>();
  private readonly poller = new RepeatingTask(() => this.poll(), POLL_INTERVAL_MS);
  /** Date.now() when the last successful poll started. */
  private polledAt = 0;
  private pollFailing = false;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    this.poller.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.poller.stop();
  }

  /** The organization's settings: from memory when fresh, else one read (shared by concurrent callers). */
  async forOrganization(orgId: string): Promise<DetectionSettings> {
    const cached = this.cache.get(orgId);
    if (cached && Date.now() - Math.max(cached.readAt, this.polledAt) < FRESH_FOR_MS) {
      return cached;
    }
    return this.read(orgId);
  }

  /**
   * After a change committed on this instance: it shows here at once. Never throws (the change
   * is committed): when the read fails, the entry is dropped and the next request reads it.
   */
  async refresh(orgId: string): Promise<void> {
    try {
      await this.read(orgId, true);
    } catch (error) {
      this.cache.delete(orgId);
      this.logger.warn(`could not reread the detection settings of ${orgId}: ${String(error)}`);
    }
  }

  private read(orgId: string, force = false): Promise<CachedSettings> {
    let pending = force ? undefined : this.reads.get(orgId);
    if (!pending) {
      pending = this.load(orgId).finally(() => {
        if (this.reads.get(orgId) === pending) this.reads.delete(orgId);
      });
      this.reads.set(orgId, pending);
    }
    return pending;
  }

  /** One statement, so the policy, the verdicts and the version come from one snapshot. */
  private async load(orgId: string): Promise<CachedSettings> {
    const readAt = Date.now();
    const rows: SettingsRow[] = await this.dataSource.query(
      `SELECT p.patterns, p.version::text AS version,
              (SELECT coalesce(json_agg(json_build_object('ruleId', v.rule_id,
                        'confirmed', v.confirmed, 'dismissed', v.dismissed)), '[]'::json)
                 FROM detection_rule_verdicts v
                WHERE v.org_id = $1 AND v.dismissed >= $2) AS demoted
         FROM (SELECT 1) AS one LEFT JOIN detection_policies p ON p.org_id = $1`,
      [orgId, DEMOTION_MIN_DISMISSALS],
    );
    const row = rows[0];
    const settings: CachedSettings = {
      policy: asDetectionPolicy(effectivePolicy(row.patterns ?? {})),
      demoted: new Set(row.demoted.filter((v) => isDemoted(v)).map((v) => v.ruleId)),
      version: BigInt(row.version ?? '0'),
      readAt,
    };
    this.remember(orgId, settings);
    return settings;
  }

  /** Never replaces what is held with an older version (a slow read racing a newer one). */
  private remember(orgId: string, settings: CachedSettings): void {
    const held = this.cache.get(orgId);
    if (held && held.version > settings.version) return;
    if (!held && this.cache.size >= MAX_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(orgId, settings);
  }

  private async poll(): Promise<void> {
    if (this.cache.size === 0) {
      this.polledAt = Date.now();
      return;
    }
    const startedAt = Date.now();
    try {
      const orgIds = [...this.cache.keys()];
      const rows: { org_id: string; version: string }[] = await this.dataSource.query(
        `SELECT org_id, version::text AS version FROM detection_policies WHERE org_id = ANY($1::uuid[])`,
        [orgIds],
      );
      const versions = new Map(rows.map((row) => [row.org_id, BigInt(row.version)]));
      const stale = orgIds.filter(
        (orgId) => (versions.get(orgId) ?? 0n) !== this.cache.get(orgId)?.version,
      );
      for (const orgId of stale) await this.read(orgId, true);
      this.polledAt = startedAt;
      if (this.pollFailing) this.logger.log('detection settings poll recovered');
      this.pollFailing = false;
    } catch (error) {
      if (!this.pollFailing) {
        this.logger.warn(`detection settings poll failed, retrying: ${String(error)}`);
      }
      this.pollFailing = true;
    }
  }
}
