import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Roles on API keys (existing keys become `admin`), agent-bound and actor-bound keys, and the key
 * that made each gate event and audit entry.
 */
export class Roles1795000000400 implements MigrationInterface {
  name = 'Roles1795000000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_keys ADD COLUMN role varchar(16) NOT NULL DEFAULT 'admin'`);
    await q.query(`ALTER TABLE api_keys ALTER COLUMN role DROP DEFAULT`);
    await q.query(`
      ALTER TABLE api_keys
        ADD CONSTRAINT ck_api_keys_role CHECK (role IN ('admin', 'reviewer', 'viewer', 'agent')),
        ADD COLUMN agent_id uuid CONSTRAINT fk_api_keys_agent REFERENCES agents (id),
        ADD COLUMN actor varchar(200),
        ADD CONSTRAINT ck_api_keys_agent_binding CHECK ((role = 'agent') = (agent_id IS NOT NULL))`);
    // Serves the foreign key.
    await q.query(
      `CREATE INDEX ix_api_keys_agent ON api_keys (agent_id) WHERE agent_id IS NOT NULL`,
    );
    await q.query(`ALTER TABLE gate_events ADD COLUMN key_id uuid`);
    await q.query(`ALTER TABLE audit_entries ADD COLUMN key_id uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_entries DROP COLUMN key_id`);
    await q.query(`ALTER TABLE gate_events DROP COLUMN key_id`);
    await q.query(`DROP INDEX ix_api_keys_agent`);
    await q.query(`
      ALTER TABLE api_keys
        DROP CONSTRAINT ck_api_keys_agent_binding,
        DROP COLUMN actor,
        DROP COLUMN agent_id,
        DROP CONSTRAINT ck_api_keys_role,
        DROP COLUMN role`);
  }
}
