import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tamper-evident audit trail (SPEC §9): `seq` and `hash` per organization, assigned once by
 * the sealer shortly after the entry commits, and a table that refuses every other change.
 * Existing entries are sealed by the sealer's first pass.
 */
export class AuditChain1795000000510 implements MigrationInterface {
  name = 'AuditChain1795000000510';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE audit_entries
        ADD COLUMN seq bigint,
        ADD COLUMN hash char(64),
        ADD CONSTRAINT ck_audit_entries_sealed CHECK ((seq IS NULL) = (hash IS NULL)),
        ADD CONSTRAINT ck_audit_entries_seq CHECK (seq >= 1)`);
    // One number per entry of an organization; serves verify (seq order) and the chain's head.
    await q.query(
      `CREATE UNIQUE INDEX uq_audit_entries_org_seq ON audit_entries (org_id, seq) WHERE seq IS NOT NULL`,
    );
    // Serves the sealer: the unsealed entries of an organization, oldest first.
    await q.query(
      `CREATE INDEX ix_audit_entries_unsealed ON audit_entries (org_id, created_at, id) WHERE seq IS NULL`,
    );
    // The only change allowed: sealing an unsealed entry (seq and hash set once, nothing else).
    await q.query(`
      CREATE OR REPLACE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          IF OLD.seq IS NULL AND NEW.seq IS NOT NULL AND NEW.hash IS NOT NULL
             AND to_jsonb(NEW) - 'seq' - 'hash' = to_jsonb(OLD) - 'seq' - 'hash' THEN
            RETURN NEW;
          END IF;
        END IF;
        RAISE EXCEPTION 'audit_entries is append-only (% refused)', TG_OP;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
      FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER tr_audit_entries_no_truncate ON audit_entries`);
    await q.query(`
      CREATE OR REPLACE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_entries is append-only';
      END $$`);
    await q.query(`DROP INDEX ix_audit_entries_unsealed`);
    await q.query(`DROP INDEX uq_audit_entries_org_seq`);
    await q.query(`
      ALTER TABLE audit_entries
        DROP CONSTRAINT ck_audit_entries_seq,
        DROP CONSTRAINT ck_audit_entries_sealed,
        DROP COLUMN hash,
        DROP COLUMN seq`);
  }
}
