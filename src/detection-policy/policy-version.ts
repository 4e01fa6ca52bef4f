import type { EntityManager } from 'typeorm';

/**
 * Marks, in the caller's transaction, that what the organization's assessments read changed:
 * every instance rereads it within a second (DetectionSettingsService).
 */
export async function bumpVersion(manager: EntityManager, orgId: string): Promise<void> {
  await manager.query(
    `INSERT INTO detection_policies AS p (org_id, patterns, version) VALUES ($1, '{}'::jsonb, 1)
     ON CONFLICT (org_id) DO UPDATE SET version = p.version + 1`,
    [orgId],
  );
}
