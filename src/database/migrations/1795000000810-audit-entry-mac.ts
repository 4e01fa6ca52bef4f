import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Only what the service wrote may enter the audit chain (SPEC §9): each entry carries `mac`, an
 * HMAC over its content keyed by a server secret, which the sealer and `/audit/verify` check.
 * Entries that exist now predate the MAC: they are marked `legacy` (adding the column fills them
 * with its default, then the default flips), and an INSERT can neither claim `legacy` nor bring
 * its own `seq` and `hash`.
 */
export class AuditEntryMac1795000000810 implements MigrationInterface {
  name = 'AuditEntryMac1795000000810';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE audit_entries
        ADD COLUMN mac char(64),
        ADD COLUMN legacy boolean NOT NULL DEFAULT true`);
    await q.query(`ALTER TABLE audit_entries ALTER COLUMN legacy SET DEFAULT false`);
    await q.query(`
      CREATE FUNCTION audit_entries_insert_unsealed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.legacy OR NEW.seq IS NOT NULL OR NEW.hash IS NOT NULL THEN
          RAISE EXCEPTION 'audit_entries: a new entry is unsealed and not legacy';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_audit_entries_insert_unsealed BEFORE INSERT ON audit_entries
      FOR EACH ROW EXECUTE FUNCTION audit_entries_insert_unsealed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER tr_audit_entries_insert_unsealed ON audit_entries`);
    await q.query(`DROP FUNCTION audit_entries_insert_unsealed()`);
    await q.query(`ALTER TABLE audit_entries DROP COLUMN legacy, DROP COLUMN mac`);
  }
}
