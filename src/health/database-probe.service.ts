import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';

/**
 * How long health waits for PostgreSQL before it says "down". Generous: a loaded CPU delays the
 * handling of an answer that has already arrived, and that is no database failure.
 */
const PROBE_TIMEOUT_MS = 5_000;

/**
 * Checks that PostgreSQL answers, on a connection of its own that stays open: the request pool may
 * be exhausted by a burst while the database is fine, and health must say so without queueing
 * behind it. "Down" means a real failure: the connection or the query failed, or no answer came
 * within PROBE_TIMEOUT_MS although the process had the chance to read one.
 */
@Injectable()
export class DatabaseProbe implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly pool: Pool;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.pool = new Pool({
      connectionString: (dataSource.options as PostgresConnectionOptions).url,
      max: 1,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      // Kept open: a probe under load needs no new connection.
      idleTimeoutMillis: 0,
      application_name: 'agent-governance-health',
    });
    // An idle probe connection dropped by the server must not crash the process.
    this.pool.on('error', () => undefined);
  }

  /** Opens the probe's connection with the app, so the first probe needs none. */
  async onApplicationBootstrap(): Promise<void> {
    await this.isUp();
  }

  async isUp(): Promise<boolean> {
    const query = this.pool.query('SELECT 1').then(
      () => true,
      () => false,
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), PROBE_TIMEOUT_MS);
    });
    const first = await Promise.race([query, timedOut]);
    clearTimeout(timer);
    if (first !== 'timeout') return first;
    // Timers run before I/O in an event-loop turn: after a long busy stretch the answer may be
    // waiting unread. Give it one I/O turn before calling the database down.
    await new Promise((resolve) => setImmediate(resolve));
    return Promise.race([query, Promise.resolve(false)]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
