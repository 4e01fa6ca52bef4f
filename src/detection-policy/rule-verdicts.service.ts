import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isDemoted, verdictDelta, type ReviewVerdict, type RuleVerdicts } from './demotion';
import { bumpVersion } from './policy-version';
import { RuleVerdictEntity } from './entities/rule-verdict.entity';

export interface ReviewedObservation {
  orgId: string;
  patternId: string;
  /** The rules that fired for it (its evidence). */
  ruleIds: readonly string[];
  previous: 'open' | ReviewVerdict;
  verdict: ReviewVerdict;
}

export interface RuleVerdictCounts extends RuleVerdicts {
  ruleId: string;
  patternId: string;
  demoted: boolean;
}

/** Per organization and rule, reviewers' confirmed and dismissed verdicts (SPEC §7.1). */
@Injectable()
export class RuleVerdictsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Counts a review in the review's transaction: the new verdict for each rule that fired, the
   * one it replaces taken back. Each rule's row is updated in one statement (its row lock
   * serializes concurrent reviews). Answers whether a rule was demoted or restored; then the
   * organization's version is bumped too, so every instance rereads its demoted rules.
   */
  async record(manager: EntityManager, review: ReviewedObservation): Promise<boolean> {
    const delta = verdictDelta(review.previous, review.verdict);
    const ruleIds = [...new Set(review.ruleIds)];
    if (!delta || ruleIds.length === 0) return false;
    const rows: { confirmed: number; dismissed: number }[] = await manager.query(
      `INSERT INTO detection_rule_verdicts AS v (org_id, rule_id, pattern_id, confirmed, dismissed)
       SELECT $1, rule_id, $3, greatest($4::int, 0), greatest($5::int, 0)
         FROM unnest($2::varchar[]) AS rule_id
       ON CONFLICT (org_id, rule_id) DO UPDATE
          SET confirmed = v.confirmed + $4::int, dismissed = v.dismissed + $5::int
       RETURNING v.confirmed, v.dismissed`,
      [review.orgId, ruleIds, review.patternId, delta.confirmed, delta.dismissed],
    );
    const flipped = rows.some((after) => {
      const before = {
        confirmed: after.confirmed - delta.confirmed,
        dismissed: after.dismissed - delta.dismissed,
      };
      return isDemoted(before) !== isDemoted(after);
    });
    if (flipped) await bumpVersion(manager, review.orgId);
    return flipped;
  }

  /** The organization's counts per rule. */
  async forOrganization(orgId: string): Promise<RuleVerdictCounts[]> {
    const rows = await this.dataSource.getRepository(RuleVerdictEntity).findBy({ orgId });
    return rows.map((row) => ({
      ruleId: row.ruleId,
      patternId: row.patternId,
      confirmed: row.confirmed,
      dismissed: row.dismissed,
      demoted: isDemoted(row),
    }));
  }
}
