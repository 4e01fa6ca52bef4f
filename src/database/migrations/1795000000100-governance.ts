import { MigrationInterface, QueryRunner } from 'typeorm';

/** Governance runs and their gate history. */
export class Governance1795000000100 implements MigrationInterface {
  name = 'Governance1795000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE governance_runs (
        id uuid PRIMARY KEY,
        org_id uuid NOT NULL CONSTRAINT fk_governance_runs_org REFERENCES organizations (id),
        agent_id uuid NOT NULL CONSTRAINT fk_governance_runs_agent REFERENCES agents (id),
        status varchar(16) NOT NULL
          CONSTRAINT ck_governance_runs_status CHECK (status IN ('in_progress', 'completed', 'cancelled')),
        current_gate varchar(16) NOT NULL
          CONSTRAINT ck_governance_runs_current_gate
          CHECK (current_gate IN ('plan', 'build', 'review_eng', 'remediate', 'review_arch', 'approve')),
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        policy jsonb NOT NULL DEFAULT '{"requireDistinctApprover": false}'::jsonb,
        event_count integer NOT NULL DEFAULT 0 CONSTRAINT ck_governance_runs_event_count CHECK (event_count >= 0),
        started_at timestamptz(3) NOT NULL,
        completed_at timestamptz(3),
        cancelled_at timestamptz(3),
        created_at timestamptz(3) NOT NULL,
        CONSTRAINT ck_governance_runs_finished_at CHECK (
          (status = 'completed') = (completed_at IS NOT NULL)
          AND (status = 'cancelled') = (cancelled_at IS NOT NULL)
        )
      )`);
    await q.query(
      `CREATE INDEX ix_governance_runs_org_created ON governance_runs (org_id, created_at DESC, id DESC)`,
    );
    // Leads with agent_id so it also serves the foreign key; an agent belongs to one organization.
    await q.query(
      `CREATE INDEX ix_governance_runs_agent_created ON governance_runs (agent_id, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX ix_governance_runs_org_status_created ON governance_runs (org_id, status, created_at DESC, id DESC)`,
    );

    // `seq` numbers a run's events 1, 2, 3, … in the order they were applied: the history order,
    // exact even when two transitions share a millisecond, and a second guard against applying
    // two transitions from the same state.
    await q.query(`
      CREATE TABLE gate_events (
        id uuid PRIMARY KEY,
        run_id uuid NOT NULL CONSTRAINT fk_gate_events_run REFERENCES governance_runs (id),
        org_id uuid NOT NULL CONSTRAINT fk_gate_events_org REFERENCES organizations (id),
        seq integer NOT NULL CONSTRAINT ck_gate_events_seq CHECK (seq > 0),
        gate varchar(16) NOT NULL
          CONSTRAINT ck_gate_events_gate
          CHECK (gate IN ('plan', 'build', 'review_eng', 'remediate', 'review_arch', 'approve')),
        action varchar(16) NOT NULL
          CONSTRAINT ck_gate_events_action CHECK (action IN ('submitted', 'approved', 'rejected')),
        actor varchar(200) NOT NULL,
        evidence jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz(3) NOT NULL,
        CONSTRAINT uq_gate_events_run_seq UNIQUE (run_id, seq)
      )`);
    await q.query(`CREATE INDEX ix_gate_events_org ON gate_events (org_id)`);
    // History is append-only in the database itself, like the audit trail.
    await q.query(`
      CREATE FUNCTION gate_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'gate_events is append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_gate_events_append_only BEFORE UPDATE OR DELETE ON gate_events
      FOR EACH ROW EXECUTE FUNCTION gate_events_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE gate_events`);
    await q.query(`DROP FUNCTION gate_events_append_only`);
    await q.query(`DROP TABLE governance_runs`);
  }
}
