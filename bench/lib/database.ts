import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';

export interface BenchDatabase {
  url: string;
  query<T = unknown>(sql: string, params?: unknown[]): Promise<T[]>;
  dispose(): Promise<void>;
}

/**
 * A fresh database for one bench run: a scratch database on DATABASE_URL's server, or an
 * embedded server in a temporary directory. Everything is removed on dispose.
 */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let url: string;
  let cleanup: () => Promise<void>;
  if (serverUrl) {
    const name = `ags_bench_${Date.now()}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    url = withDatabase(serverUrl, name);
    cleanup = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'ags-bench-'));
    await chmod(dir, 0o755);
    const embedded = await startEmbeddedPostgres({
      dataDir: join(dir, 'postgres'),
      ephemeral: true,
    });
    url = embedded.url;
    cleanup = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const client = new Client({ connectionString: url });
  let connected = false;
  return {
    url,
    async query<T>(sql: string, params: unknown[] = []) {
      if (!connected) {
        await client.connect();
        connected = true;
      }
      return (await client.query(sql, params)).rows as T[];
    },
    async dispose() {
      if (connected) await client.end();
      await cleanup();
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
