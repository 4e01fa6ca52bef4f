import { MigrationInterface, QueryRunner } from 'typeorm';

/** Observations: one row per pattern detected in an assessed text. */
export class Observations1795000000200 implements MigrationInterface {
  name = 'Observations1795000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE observations (
        id uuid PRIMARY KEY,
        org_id uuid NOT NULL CONSTRAINT fk_observations_org REFERENCES organizations (id),
        agent_id uuid CONSTRAINT fk_observations_agent REFERENCES agents (id),
        run_id uuid CONSTRAINT fk_observations_run REFERENCES governance_runs (id),
        pattern_id varchar(16) NOT NULL
          CONSTRAINT ck_observations_pattern_id CHECK (pattern_id ~ '^BP-[0-9]{3}$'),
        pattern_name varchar(200) NOT NULL,
        severity varchar(8) NOT NULL
          CONSTRAINT ck_observations_severity CHECK (severity IN ('P1', 'P2', 'P3', 'ADV')),
        confidence numeric(3, 2) NOT NULL
          CONSTRAINT ck_observations_confidence CHECK (confidence BETWEEN 0 AND 1),
        detection_method varchar(16) NOT NULL
          CONSTRAINT ck_observations_detection_method CHECK (detection_method IN ('regex')),
        evidence jsonb NOT NULL,
        current_gate varchar(32),
        created_at timestamptz(3) NOT NULL
      )`);
    // GET /observe/:agentId, newest first; a since filter is a range on the same index. Also the
    // index of the organization foreign key.
    await q.query(
      `CREATE INDEX ix_observations_org_agent_created ON observations (org_id, agent_id, created_at DESC, id DESC)`,
    );
    // The patternId and severity filters. Agent ids are unique across organizations, so leading
    // with agent_id loses nothing and also indexes the agent foreign key.
    await q.query(
      `CREATE INDEX ix_observations_agent_pattern_created ON observations (agent_id, pattern_id, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX ix_observations_agent_severity_created ON observations (agent_id, severity, created_at DESC, id DESC)`,
    );
    // The runId filter and the run foreign key.
    await q.query(
      `CREATE INDEX ix_observations_run_created ON observations (run_id, created_at DESC, id DESC)`,
    );
    // Webhook reconciliation on start: P1/P2 observations since a time, oldest first.
    await q.query(
      `CREATE INDEX ix_observations_alerting_created ON observations (created_at, id) WHERE severity IN ('P1', 'P2')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE observations`);
  }
}
