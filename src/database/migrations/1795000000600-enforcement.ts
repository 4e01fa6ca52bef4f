import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Detections govern runs (halted status, enforcement policy, blockers), observations are
 * reviewed, webhooks subscribe to event types, and every outbound event is a row of a
 * transactional outbox written with the change it reports (replacing `webhook_dispatches`).
 */
export class Enforcement1795000000600 implements MigrationInterface {
  name = 'Enforcement1795000000600';

  async up(q: QueryRunner): Promise<void> {
    // Runs: `halted`, the enforcement policy, and whether the latest gate action at the current
    // gate is `submitted` (awaiting a decision), kept on the row for the list that filters on it.
    await q.query(`ALTER TABLE governance_runs DROP CONSTRAINT ck_governance_runs_status`);
    await q.query(`
      ALTER TABLE governance_runs
        ADD CONSTRAINT ck_governance_runs_status
          CHECK (status IN ('in_progress', 'halted', 'completed', 'cancelled')),
        ADD COLUMN awaiting_decision boolean NOT NULL DEFAULT false,
        ALTER COLUMN policy
          SET DEFAULT '{"requireDistinctApprover": false, "enforcement": "enforce"}'::jsonb`);
    await q.query(`
      UPDATE governance_runs
         SET policy = policy || '{"enforcement": "enforce"}'::jsonb
       WHERE NOT policy ? 'enforcement'`);
    await q.query(`
      UPDATE governance_runs r
         SET awaiting_decision = true
       WHERE r.status = 'in_progress'
         AND (SELECT e.action FROM gate_events e
               WHERE e.run_id = r.id AND e.gate = r.current_gate
               ORDER BY e.seq DESC LIMIT 1) = 'submitted'`);
    // GET /govern?awaiting=decision, newest first.
    await q.query(
      `CREATE INDEX ix_governance_runs_org_awaiting_created ON governance_runs (org_id, created_at DESC, id DESC)
        WHERE status = 'in_progress' AND awaiting_decision`,
    );

    await q.query(`ALTER TABLE gate_events DROP CONSTRAINT ck_gate_events_action`);
    await q.query(`
      ALTER TABLE gate_events ADD CONSTRAINT ck_gate_events_action
        CHECK (action IN ('submitted', 'approved', 'rejected', 'halted', 'resumed', 'cancelled'))`);

    // Observations: the governance response at detection time (what held the run) and the review.
    await q.query(`
      ALTER TABLE observations
        ADD COLUMN governance_response varchar(16),
        ADD COLUMN review_status varchar(16) NOT NULL DEFAULT 'open'
          CONSTRAINT ck_observations_review_status
          CHECK (review_status IN ('open', 'confirmed', 'dismissed')),
        ADD COLUMN review_note varchar(2000),
        ADD COLUMN reviewed_by varchar(200),
        ADD COLUMN reviewed_key_id uuid,
        ADD COLUMN reviewed_at timestamptz(3),
        ADD CONSTRAINT ck_observations_reviewed
          CHECK ((review_status = 'open') = (reviewed_at IS NULL))`);
    // The catalogue's responses when this migration was written.
    await q.query(`
      UPDATE observations o SET governance_response = c.response
        FROM (VALUES ('BP-001', 'HALT'), ('BP-002', 'ESCALATE'), ('BP-003', 'PAUSE'),
                     ('BP-004', 'PAUSE'), ('BP-005', 'PAUSE'), ('BP-006', 'FLAG'),
                     ('BP-007', 'ESCALATE'), ('BP-008', 'ESCALATE')) AS c(pattern_id, response)
       WHERE o.pattern_id = c.pattern_id`);
    await q.query(
      `UPDATE observations SET governance_response = 'FLAG' WHERE governance_response IS NULL`,
    );
    await q.query(`
      ALTER TABLE observations
        ALTER COLUMN governance_response SET NOT NULL,
        ADD CONSTRAINT ck_observations_governance_response
          CHECK (governance_response IN ('HALT', 'PAUSE', 'ESCALATE', 'FLAG'))`);
    // GET /observations (the organization's inbox, newest first) and its status filter.
    await q.query(
      `CREATE INDEX ix_observations_org_created ON observations (org_id, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX ix_observations_org_review_created ON observations (org_id, review_status, created_at DESC, id DESC)`,
    );
    // A run's blockers: its open observations whose response holds a run.
    await q.query(
      `CREATE INDEX ix_observations_run_holding ON observations (run_id, created_at, id)
        WHERE review_status = 'open' AND governance_response IN ('HALT', 'PAUSE', 'ESCALATE')`,
    );
    // Served the time-window reconciler, which the outbox replaces.
    await q.query(`DROP INDEX ix_observations_alerting_created`);

    // The outbox: one row per outbound event, written in the transaction of the change it
    // reports, with the exact body every delivery of it sends. `processed_at` is set when the
    // webhooks have turned it into deliveries.
    await q.query(`
      CREATE TABLE outbox_events (
        id uuid PRIMARY KEY,
        org_id uuid NOT NULL CONSTRAINT fk_outbox_events_org REFERENCES organizations (id),
        type varchar(32) NOT NULL
          CONSTRAINT ck_outbox_events_type CHECK (type IN ('pattern.detected', 'gate.submitted',
            'run.halted', 'run.resumed', 'run.completed', 'run.cancelled')),
        severity varchar(8),
        observation_id uuid,
        run_id uuid,
        payload text NOT NULL,
        created_at timestamptz(3) NOT NULL,
        processed_at timestamptz(3)
      )`);
    await q.query(`CREATE INDEX ix_outbox_events_org ON outbox_events (org_id)`);
    // The relay's queue: unprocessed rows, oldest first.
    await q.query(
      `CREATE INDEX ix_outbox_events_unprocessed ON outbox_events (created_at, id) WHERE processed_at IS NULL`,
    );
    // Existing detections' bodies become processed outbox rows; the observation id serves as
    // their event id (unique, and what their deliveries already reference).
    await q.query(`
      INSERT INTO outbox_events (id, org_id, type, severity, observation_id, run_id, payload,
                                 created_at, processed_at)
      SELECT d.observation_id, d.org_id, d.event, o.severity, d.observation_id, o.run_id,
             d.payload, d.created_at, d.created_at
        FROM webhook_dispatches d LEFT JOIN observations o ON o.id = d.observation_id`);

    await q.query(`
      ALTER TABLE webhook_deliveries
        DROP CONSTRAINT fk_webhook_deliveries_dispatch,
        ADD COLUMN event_id uuid,
        ADD COLUMN run_id uuid,
        ALTER COLUMN observation_id DROP NOT NULL`);
    await q.query(`
      UPDATE webhook_deliveries d SET event_id = d.observation_id, run_id = e.run_id
        FROM outbox_events e WHERE e.id = d.observation_id`);
    await q.query(`
      ALTER TABLE webhook_deliveries
        ALTER COLUMN event_id SET NOT NULL,
        ADD CONSTRAINT fk_webhook_deliveries_event FOREIGN KEY (event_id) REFERENCES outbox_events (id)`);
    await q.query(`CREATE INDEX ix_webhook_deliveries_event ON webhook_deliveries (event_id)`);
    await q.query(`DROP TABLE webhook_dispatches`);

    await q.query(`
      ALTER TABLE webhooks
        ADD COLUMN types varchar(32)[] NOT NULL DEFAULT ARRAY['pattern.detected']::varchar(32)[]
          CONSTRAINT ck_webhooks_types CHECK (types <@ ARRAY['pattern.detected', 'gate.submitted',
            'run.halted', 'run.resumed', 'run.completed', 'run.cancelled']::varchar(32)[])`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhooks DROP COLUMN types`);
    await q.query(`
      CREATE TABLE webhook_dispatches (
        observation_id uuid PRIMARY KEY,
        org_id uuid NOT NULL CONSTRAINT fk_webhook_dispatches_org REFERENCES organizations (id),
        event varchar(64) NOT NULL,
        payload text NOT NULL,
        created_at timestamptz(3) NOT NULL
      )`);
    await q.query(`CREATE INDEX ix_webhook_dispatches_org ON webhook_dispatches (org_id)`);
    await q.query(`
      INSERT INTO webhook_dispatches (observation_id, org_id, event, payload, created_at)
      SELECT observation_id, org_id, type, payload, created_at
        FROM outbox_events WHERE type = 'pattern.detected' AND observation_id IS NOT NULL`);
    // Deliveries of run events have no place in the old schema.
    await q.query(`DELETE FROM webhook_attempts a USING webhook_deliveries d
                    WHERE a.delivery_id = d.id AND d.observation_id IS NULL`);
    await q.query(`UPDATE webhook_deliveries SET redelivery_of = NULL
                    WHERE redelivery_of IN (SELECT id FROM webhook_deliveries WHERE observation_id IS NULL)`);
    await q.query(`DELETE FROM webhook_deliveries WHERE observation_id IS NULL`);
    await q.query(`
      ALTER TABLE webhook_deliveries
        DROP COLUMN event_id,
        DROP COLUMN run_id,
        ALTER COLUMN observation_id SET NOT NULL,
        ADD CONSTRAINT fk_webhook_deliveries_dispatch FOREIGN KEY (observation_id)
          REFERENCES webhook_dispatches (observation_id)`);
    await q.query(`DROP TABLE outbox_events`);

    await q.query(
      `CREATE INDEX ix_observations_alerting_created ON observations (created_at, id) WHERE severity IN ('P1', 'P2')`,
    );
    await q.query(`DROP INDEX ix_observations_run_holding`);
    await q.query(`DROP INDEX ix_observations_org_review_created`);
    await q.query(`DROP INDEX ix_observations_org_created`);
    await q.query(`
      ALTER TABLE observations
        DROP CONSTRAINT ck_observations_reviewed,
        DROP COLUMN governance_response, DROP COLUMN review_status, DROP COLUMN review_note,
        DROP COLUMN reviewed_by, DROP COLUMN reviewed_key_id, DROP COLUMN reviewed_at`);

    await q.query(`ALTER TABLE gate_events DISABLE TRIGGER tr_gate_events_append_only`);
    await q.query(`DELETE FROM gate_events WHERE action IN ('halted', 'resumed', 'cancelled')`);
    await q.query(`ALTER TABLE gate_events ENABLE TRIGGER tr_gate_events_append_only`);
    await q.query(`ALTER TABLE gate_events DROP CONSTRAINT ck_gate_events_action`);
    await q.query(`
      ALTER TABLE gate_events ADD CONSTRAINT ck_gate_events_action
        CHECK (action IN ('submitted', 'approved', 'rejected'))`);

    await q.query(`DROP INDEX ix_governance_runs_org_awaiting_created`);
    await q.query(`UPDATE governance_runs SET status = 'in_progress' WHERE status = 'halted'`);
    await q.query(`ALTER TABLE governance_runs DROP CONSTRAINT ck_governance_runs_status`);
    await q.query(`
      ALTER TABLE governance_runs
        ADD CONSTRAINT ck_governance_runs_status
          CHECK (status IN ('in_progress', 'completed', 'cancelled')),
        DROP COLUMN awaiting_decision,
        ALTER COLUMN policy SET DEFAULT '{"requireDistinctApprover": false}'::jsonb`);
  }
}
