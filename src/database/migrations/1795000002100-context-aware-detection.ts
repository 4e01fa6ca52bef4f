import { MigrationInterface, QueryRunner } from 'typeorm';

/** Observations may come from the context-aware layer (SPEC §7.2): `detection_method` says so. */
export class ContextAwareDetection1795000002100 implements MigrationInterface {
  name = 'ContextAwareDetection1795000002100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE observations
        DROP CONSTRAINT ck_observations_detection_method,
        ADD CONSTRAINT ck_observations_detection_method
          CHECK (detection_method IN ('regex', 'context-aware'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE observations SET detection_method = 'regex' WHERE detection_method = 'context-aware'`,
    );
    await q.query(`
      ALTER TABLE observations
        DROP CONSTRAINT ck_observations_detection_method,
        ADD CONSTRAINT ck_observations_detection_method CHECK (detection_method IN ('regex'))`);
  }
}
