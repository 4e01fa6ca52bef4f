import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { EmbeddedPostgresHandle } from '../../src/database/embedded-postgres';
import { adminQuery, databasesOfRun, projectTempEntries } from './database';

/**
 * Drops the template, then checks that the run left nothing behind: a test database still
 * present here is a test that did not close its app, and an `ags-…` temporary entry that appeared
 * during the run is a test that did not remove it; either fails the run by name.
 */
export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  const runId = process.env.TEST_RUN_ID;
  // Several jest projects (e2e, browser) share one setup: the first teardown cleans up.
  if (!template) return;
  delete process.env.TEST_TEMPLATE_DATABASE;
  let leftovers: string[] = [];
  if (serverUrl) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  }
  if (serverUrl && runId) {
    leftovers = await databasesOfRun(serverUrl, runId);
    for (const name of leftovers) {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  }
  const embedded = (globalThis as { __embeddedPostgres?: EmbeddedPostgresHandle })
    .__embeddedPostgres;
  await embedded?.stop();
  const workDir = process.env.TEST_EMBEDDED_WORK_DIR;
  if (workDir) await rm(workDir, { recursive: true, force: true });
  if (leftovers.length > 0) {
    throw new Error(`tests left databases behind (now dropped): ${leftovers.join(', ')}`);
  }
  const before = new Set(JSON.parse(process.env.TEST_TEMP_BEFORE ?? '[]') as string[]);
  const leftFiles = (await projectTempEntries()).filter((name) => !before.has(name));
  if (leftFiles.length > 0) {
    throw new Error(`tests left temporary files behind in ${tmpdir()}: ${leftFiles.join(', ')}`);
  }
}
