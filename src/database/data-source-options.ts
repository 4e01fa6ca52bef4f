import { join } from 'node:path';
import type { ClientBase } from 'pg';
import { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export interface DatabaseConnection {
  url: string;
  poolSize?: number;
  /** How long to wait for a pooled connection (or a new one) before failing; default 5000. */
  poolTimeoutMs?: number;
  /**
   * Told about a connection the server dropped or terminated (idle in the pool or checked out);
   * the pool discards it and the request using it fails as unavailable (503).
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * The one definition of how the service talks to PostgreSQL, used by the app and by the
 * TypeORM CLI (`ormconfig.ts`). Schema changes only through migrations, which run on start.
 */
export function buildDataSourceOptions(connection: DatabaseConnection): DataSourceOptions {
  const onConnectionError = connection.onConnectionError ?? (() => undefined);
  return {
    type: 'postgres',
    url: connection.url,
    entities: [join(__dirname, '..', '**', '*.entity.{ts,js}')],
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    // A dropped connection must never take the process down: an `error` event without a listener
    // is thrown. The pool emits one for an idle client; every client also keeps a listener of
    // its own for as long as it lives, so none is left without one while it changes hands (pool,
    // query runner, release) or after the pool has discarded it.
    poolErrorHandler: onConnectionError,
    extra: {
      onConnect: (client: ClientBase) => {
        client.on('error', onConnectionError);
      },
      max: connection.poolSize ?? 10,
      // Fail fast instead of queueing forever when the server is gone or the pool is exhausted:
      // the request answers 503 (pg-pool applies this to the wait for a free client too).
      connectionTimeoutMillis: connection.poolTimeoutMs ?? 5_000,
    },
  };
}
