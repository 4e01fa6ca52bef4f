import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What lets a gate action be one statement after an unlocked read (GovernanceService.transition):
 *
 * - `governance_run_held(run, responses)`: whether an open observation in band enforce with one of
 *   `responses` holds the run. PL/pgSQL and VOLATILE, so under READ COMMITTED its query takes a
 *   fresh snapshot when it runs: called after the statement has locked the run, it sees every
 *   observation committed before the lock was granted, as a second statement would.
 * - `raise_write_conflict()`: aborts the statement that calls it (SQLSTATE AG409), so a guarded
 *   write that matched nothing rolls back the writes that came with it.
 */
export class RunWriteChecks1795000002200 implements MigrationInterface {
  name = 'RunWriteChecks1795000002200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION governance_run_held(run uuid, responses text[]) RETURNS boolean
      LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        RETURN EXISTS (
          SELECT 1 FROM observations o
           WHERE o.run_id = run AND o.review_status = 'open' AND o.band = 'enforce'
             AND o.governance_response = ANY (responses));
      END $$`);
    await q.query(`
      CREATE FUNCTION raise_write_conflict() RETURNS integer
      LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        RAISE EXCEPTION 'the row changed since it was read' USING ERRCODE = 'AG409';
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION raise_write_conflict()`);
    await q.query(`DROP FUNCTION governance_run_held(uuid, text[])`);
  }
}
