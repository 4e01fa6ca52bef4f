import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The idempotency record commits with the change (SPEC §10): `committed` is set in the change's
 * own transaction, so a key whose change committed is never run again; `holder` names the
 * instance holding the claim (its liveness lock), so a crashed instance's claim frees at once.
 */
export class IdempotencyCommit1795000000800 implements MigrationInterface {
  name = 'IdempotencyCommit1795000000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE idempotency_keys
        ADD COLUMN committed boolean NOT NULL DEFAULT false,
        ADD COLUMN holder integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE idempotency_keys DROP COLUMN committed, DROP COLUMN holder`);
  }
}
