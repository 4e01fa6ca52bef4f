import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhook registrations and their durable delivery outbox: one row per detection with the exact
 * body to send (written with its deliveries, so it also marks the detection as handled and closes
 * the gap between the observation commit and the outbox insert), one row per (detection, webhook)
 * whose retry schedule lives in the row, and one row per attempt made.
 */
export class Webhooks1795000000300 implements MigrationInterface {
  name = 'Webhooks1795000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhooks (
        id uuid PRIMARY KEY,
        org_id uuid NOT NULL CONSTRAINT fk_webhooks_org REFERENCES organizations (id),
        url varchar(2048) NOT NULL,
        events varchar(8)[] NOT NULL
          CONSTRAINT ck_webhooks_events CHECK (events <@ ARRAY['P1', 'P2', 'P3', 'ADV']::varchar(8)[]),
        description varchar(500),
        active boolean NOT NULL,
        secret_ciphertext text,
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL,
        deleted_at timestamptz(3),
        -- A deleted webhook keeps its delivery history but not its secret.
        CONSTRAINT ck_webhooks_secret CHECK (deleted_at IS NOT NULL OR secret_ciphertext IS NOT NULL)
      )`);
    await q.query(
      `CREATE INDEX ix_webhooks_org_created ON webhooks (org_id, created_at DESC, id DESC) WHERE deleted_at IS NULL`,
    );
    await q.query(`CREATE INDEX ix_webhooks_org ON webhooks (org_id)`);

    await q.query(`
      CREATE TABLE webhook_dispatches (
        observation_id uuid PRIMARY KEY,
        org_id uuid NOT NULL CONSTRAINT fk_webhook_dispatches_org REFERENCES organizations (id),
        event varchar(64) NOT NULL,
        payload text NOT NULL,
        created_at timestamptz(3) NOT NULL
      )`);
    await q.query(`CREATE INDEX ix_webhook_dispatches_org ON webhook_dispatches (org_id)`);

    // Kept narrow (the body is in webhook_dispatches, the organization is the webhook's): a
    // detection writes one row per webhook, so its size is what fan-out costs.
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY,
        webhook_id uuid NOT NULL CONSTRAINT fk_webhook_deliveries_webhook REFERENCES webhooks (id),
        observation_id uuid NOT NULL
          CONSTRAINT fk_webhook_deliveries_dispatch REFERENCES webhook_dispatches (observation_id),
        event varchar(64) NOT NULL,
        status varchar(16) NOT NULL
          CONSTRAINT ck_webhook_deliveries_status CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled')),
        attempt_count smallint NOT NULL DEFAULT 0,
        next_attempt_at timestamptz(3),
        claimed_at timestamptz(3),
        locked_until timestamptz(3),
        redelivery_of uuid CONSTRAINT fk_webhook_deliveries_redelivery_of REFERENCES webhook_deliveries (id),
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL,
        CONSTRAINT ck_webhook_deliveries_schedule CHECK (status <> 'pending' OR next_attempt_at IS NOT NULL),
        CONSTRAINT ck_webhook_deliveries_lease CHECK ((claimed_at IS NULL) = (locked_until IS NULL))
      )`);
    await q.query(
      `CREATE INDEX ix_webhook_deliveries_webhook_created ON webhook_deliveries (webhook_id, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX ix_webhook_deliveries_observation ON webhook_deliveries (observation_id)`,
    );
    await q.query(
      `CREATE INDEX ix_webhook_deliveries_redelivery_of ON webhook_deliveries (redelivery_of) WHERE redelivery_of IS NOT NULL`,
    );
    // The dispatcher's work queue: pending rows per webhook in due order (claims skip-scan it, so
    // one receiver's backlog never slows finding the others' due work).
    await q.query(
      `CREATE INDEX ix_webhook_deliveries_pending ON webhook_deliveries (webhook_id, next_attempt_at, id) WHERE status = 'pending'`,
    );

    await q.query(`
      CREATE TABLE webhook_attempts (
        id uuid PRIMARY KEY,
        delivery_id uuid NOT NULL CONSTRAINT fk_webhook_attempts_delivery REFERENCES webhook_deliveries (id),
        number smallint NOT NULL CONSTRAINT ck_webhook_attempts_number CHECK (number >= 1),
        started_at timestamptz(3) NOT NULL,
        duration_ms integer,
        response_status smallint,
        error varchar(500),
        response_body varchar(4096),
        -- Each attempt is made, and recorded, once.
        CONSTRAINT uq_webhook_attempts_delivery_number UNIQUE (delivery_id, number)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhook_attempts`);
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`DROP TABLE webhook_dispatches`);
    await q.query(`DROP TABLE webhooks`);
  }
}
