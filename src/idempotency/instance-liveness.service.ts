import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AsyncResource } from 'node:async_hooks';
import { randomInt } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { INSTANCE_LIVENESS_LOCK_CLASS } from './idempotency.constants';

const RECONNECT_MS = 1_000;

/**
 * This instance's sign of life in the database: a session advisory lock
 * (`INSTANCE_LIVENESS_LOCK_CLASS`, `id`) held on a connection of its own for as long as the
 * process runs. PostgreSQL releases it the moment the process dies (or its connection drops), so
 * another instance can tell a claim of a dead instance from one still running without waiting
 * for a lease to run out.
 */
@Injectable()
export class InstanceLiveness implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(InstanceLiveness.name);
  readonly id = randomInt(1, 2 ** 31 - 1);
  private readonly url: string | undefined;
  private client: Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  /** Reconnecting is background work: never in the context of the request that noticed. */
  private readonly reconnectSoon = AsyncResource.bind(() => {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, RECONNECT_MS);
    this.retry.unref();
  });

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.url = (dataSource.options as PostgresConnectionOptions).url;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({
      connectionString: this.url,
      application_name: 'agent-governance-liveness',
      connectionTimeoutMillis: 10_000,
    });
    client.on('error', () => {
      if (this.client === client) this.client = undefined;
      this.reconnectSoon();
    });
    try {
      await client.connect();
      await client.query('SELECT pg_advisory_lock($1, $2)', [
        INSTANCE_LIVENESS_LOCK_CLASS,
        this.id,
      ]);
      this.client = client;
    } catch (error) {
      this.logger.warn(
        `liveness lock not held (retrying): ${error instanceof Error ? error.message : String(error)}`,
      );
      await client.end().catch(() => undefined);
      this.reconnectSoon();
    }
  }
}
