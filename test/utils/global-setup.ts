import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../../src/database/data-source-options';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import { adminQuery, projectTempEntries, uniqueDatabaseName, withDatabase } from './database';

/**
 * Once per `jest` run: a PostgreSQL server (DATABASE_URL, or an embedded one in a temporary
 * directory) and a template database with every migration applied. Each test file clones the
 * template into its own database, so files run in parallel without sharing state. Every database
 * of the run carries `TEST_RUN_ID`, so the teardown can prove none is left behind.
 */
export default async function globalSetup(): Promise<void> {
  // Several jest projects (e2e, browser) share one server and template in one run.
  if (process.env.TEST_TEMPLATE_DATABASE) return;
  process.env.TEST_RUN_ID = randomBytes(4).toString('hex');
  process.env.TEST_TEMP_BEFORE = JSON.stringify(await projectTempEntries());
  if (!process.env.DATABASE_URL) {
    const workDir = await mkdtemp(join(tmpdir(), 'ags-test-'));
    // mkdtemp makes 0700; the server runs as the postgres account when tests run as root.
    await chmod(workDir, 0o755);
    const dataDir = join(workDir, 'postgres');
    const embedded = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    process.env.DATABASE_URL = embedded.url;
    process.env.TEST_EMBEDDED_WORK_DIR = workDir;
    (globalThis as { __embeddedPostgres?: unknown }).__embeddedPostgres = embedded;
  }
  const serverUrl = process.env.DATABASE_URL;
  const template = uniqueDatabaseName('ags_template');
  await adminQuery(serverUrl, `CREATE DATABASE "${template}"`);
  const dataSource = new DataSource(
    buildDataSourceOptions({ url: withDatabase(serverUrl, template), poolSize: 1 }),
  );
  await dataSource.initialize();
  await dataSource.destroy();
  process.env.TEST_TEMPLATE_DATABASE = template;
}
