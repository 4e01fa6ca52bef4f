import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';

/** Health answers within 1 s (SPEC §10): getting the connection and the query, each bounded. */
const PROBE_STEP_TIMEOUT_MS = 450;

/**
 * Checks that PostgreSQL answers, on a connection of its own: the request pool may be exhausted
 * by a burst while the database is fine, and health must say so without queueing behind it.
 */
@Injectable()
export class DatabaseProbe implements OnModuleDestroy {
  private readonly pool: Pool;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.pool = new Pool({
      connectionString: (dataSource.options as PostgresConnectionOptions).url,
      max: 1,
      connectionTimeoutMillis: PROBE_STEP_TIMEOUT_MS,
      query_timeout: PROBE_STEP_TIMEOUT_MS,
      idleTimeoutMillis: 60_000,
      application_name: 'agent-governance-health',
    });
    // An idle probe connection dropped by the server must not crash the process.
    this.pool.on('error', () => undefined);
  }

  async isUp(): Promise<boolean> {
    try {
      await this.pool.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
