import { MigrationInterface, QueryRunner } from 'typeorm';

/** Organizations, API keys, agents and the append-only audit trail. */
export class InitialSchema1795000000000 implements MigrationInterface {
  name = 'InitialSchema1795000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE organizations (
        id uuid PRIMARY KEY,
        name varchar(200) NOT NULL,
        slug varchar(63) NOT NULL,
        created_at timestamptz(3) NOT NULL,
        CONSTRAINT uq_organizations_slug UNIQUE (slug)
      )`);

    await q.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY,
        org_id uuid NOT NULL CONSTRAINT fk_api_keys_org REFERENCES organizations (id),
        name varchar(200) NOT NULL,
        prefix varchar(16) NOT NULL,
        key_hash char(64) NOT NULL,
        created_at timestamptz(3) NOT NULL,
        expires_at timestamptz(3),
        last_used_at timestamptz(3),
        revoked_at timestamptz(3),
        CONSTRAINT uq_api_keys_key_hash UNIQUE (key_hash)
      )`);
    await q.query(
      `CREATE INDEX ix_api_keys_org_created ON api_keys (org_id, created_at DESC, id DESC)`,
    );

    await q.query(`
      CREATE TABLE agents (
        id uuid PRIMARY KEY,
        org_id uuid NOT NULL CONSTRAINT fk_agents_org REFERENCES organizations (id),
        name varchar(200) NOT NULL,
        framework varchar(32) NOT NULL
          CONSTRAINT ck_agents_framework CHECK (framework IN ('framework_a', 'framework_b', 'framework_c', 'custom')),
        status varchar(16) NOT NULL
          CONSTRAINT ck_agents_status CHECK (status IN ('registered', 'active', 'suspended', 'retired')),
        config jsonb NOT NULL DEFAULT '{}'::jsonb,
        description varchar(2000),
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL
      )`);
    await q.query(
      `CREATE INDEX ix_agents_org_created ON agents (org_id, created_at DESC, id DESC)`,
    );

    await q.query(`
      CREATE TABLE audit_entries (
        id uuid PRIMARY KEY,
        org_id uuid NOT NULL CONSTRAINT fk_audit_entries_org REFERENCES organizations (id),
        action varchar(64) NOT NULL,
        resource_type varchar(32) NOT NULL,
        resource_id uuid,
        actor varchar(200) NOT NULL,
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz(3) NOT NULL
      )`);
    await q.query(
      `CREATE INDEX ix_audit_entries_org_created ON audit_entries (org_id, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX ix_audit_entries_org_resource ON audit_entries (org_id, resource_type, resource_id, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX ix_audit_entries_org_action ON audit_entries (org_id, action, created_at DESC, id DESC)`,
    );
    // Append-only in the database itself, not only by the absence of an endpoint.
    await q.query(`
      CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_entries is append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
      FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_entries`);
    await q.query(`DROP FUNCTION audit_entries_append_only`);
    await q.query(`DROP TABLE agents`);
    await q.query(`DROP TABLE api_keys`);
    await q.query(`DROP TABLE organizations`);
  }
}
