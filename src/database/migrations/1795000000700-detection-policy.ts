import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bands and the organization's detection policy (SPEC §7.1): every observation is in band
 * `enforce` or `review` (existing ones acted on their run, so they are `enforce`), only `enforce`
 * ones hold a run; what each organization set of its policy; reviewers' verdicts per rule.
 */
export class DetectionPolicy1795000000700 implements MigrationInterface {
  name = 'DetectionPolicy1795000000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE observations
        ADD COLUMN band varchar(8) NOT NULL DEFAULT 'enforce'
          CONSTRAINT ck_observations_band CHECK (band IN ('enforce', 'review'))`);
    await q.query(`ALTER TABLE observations ALTER COLUMN band DROP DEFAULT`);
    // A run's blockers: its open observations in band enforce whose response holds a run.
    await q.query(`DROP INDEX ix_observations_run_holding`);
    await q.query(
      `CREATE INDEX ix_observations_run_holding ON observations (run_id, created_at, id)
        WHERE review_status = 'open' AND band = 'enforce'
          AND governance_response IN ('HALT', 'PAUSE', 'ESCALATE')`,
    );
    // GET /observations?band= (the review band's inbox), newest first.
    await q.query(
      `CREATE INDEX ix_observations_org_band_created ON observations (org_id, band, created_at DESC, id DESC)`,
    );

    // What an organization set of its policy, per pattern and field (a field not set follows the
    // project's default), and a version that counts every change assessments read: the policy
    // and the set of demoted rules. Instances poll the versions of the organizations they cache.
    await q.query(`
      CREATE TABLE detection_policies (
        org_id uuid PRIMARY KEY CONSTRAINT fk_detection_policies_org REFERENCES organizations (id),
        patterns jsonb NOT NULL DEFAULT '{}'::jsonb,
        updated_at timestamptz(3),
        version bigint NOT NULL DEFAULT 0
      )`);

    // Reviewers' verdicts per organization and rule, kept in each review's transaction.
    await q.query(`
      CREATE TABLE detection_rule_verdicts (
        org_id uuid NOT NULL CONSTRAINT fk_detection_rule_verdicts_org REFERENCES organizations (id),
        rule_id varchar(100) NOT NULL,
        pattern_id varchar(16) NOT NULL,
        confirmed integer NOT NULL DEFAULT 0 CONSTRAINT ck_detection_rule_verdicts_confirmed CHECK (confirmed >= 0),
        dismissed integer NOT NULL DEFAULT 0 CONSTRAINT ck_detection_rule_verdicts_dismissed CHECK (dismissed >= 0),
        CONSTRAINT pk_detection_rule_verdicts PRIMARY KEY (org_id, rule_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE detection_rule_verdicts`);
    await q.query(`DROP TABLE detection_policies`);
    await q.query(`DROP INDEX ix_observations_org_band_created`);
    await q.query(`DROP INDEX ix_observations_run_holding`);
    await q.query(
      `CREATE INDEX ix_observations_run_holding ON observations (run_id, created_at, id)
        WHERE review_status = 'open' AND governance_response IN ('HALT', 'PAUSE', 'ESCALATE')`,
    );
    await q.query(`ALTER TABLE observations DROP COLUMN band`);
  }
}
