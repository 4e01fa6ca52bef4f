import { MigrationInterface, QueryRunner } from 'typeorm';

/** Stored first responses of POST requests sent with an `Idempotency-Key` (SPEC §10). */
export class IdempotencyKeys1795000000500 implements MigrationInterface {
  name = 'IdempotencyKeys1795000000500';

  async up(q: QueryRunner): Promise<void> {
    // scope: `org:<uuid>`, or `address:<client address>` for the public registration route.
    // response_status NULL: the first request is still running (or died: see locked_until).
    await q.query(`
      CREATE TABLE idempotency_keys (
        scope varchar(80) NOT NULL,
        idempotency_key varchar(255) NOT NULL,
        fingerprint char(64) NOT NULL,
        claim_token uuid NOT NULL,
        locked_until timestamptz(3),
        response_status smallint,
        response_body text,
        created_at timestamptz(3) NOT NULL,
        expires_at timestamptz(3) NOT NULL,
        CONSTRAINT pk_idempotency_keys PRIMARY KEY (scope, idempotency_key)
      )`);
    // Serves the sweeper: DELETE … WHERE expires_at < now().
    await q.query(`CREATE INDEX ix_idempotency_keys_expires ON idempotency_keys (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_keys`);
  }
}
