import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Client } from 'pg';

/** The server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Names every database of one `jest` run with the run's id, so its teardown can find leftovers. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.env.TEST_RUN_ID ?? process.pid}_${randomBytes(4).toString('hex')}`;
}

/** The temporary files and directories the project's tests and tools name `ags-…`. */
export async function projectTempEntries(): Promise<string[]> {
  return (await readdir(tmpdir())).filter((name) => name.startsWith('ags-'));
}

export async function databasesOfRun(serverUrl: string, runId: string): Promise<string[]> {
  const client = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`ags\\_%\\_${runId}\\_%`],
    );
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

/** A fresh database for one test file, cloned from the migrated template (fast: no migrations). */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (!serverUrl || !template) throw new Error('e2e global setup did not run');
  const name = uniqueDatabaseName('ags_test');
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
