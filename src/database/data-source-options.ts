import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export interface DatabaseConnection {
  url: string;
  poolSize?: number;
  /** How long to wait for a pooled connection (or a new one) before failing; default 5000. */
  poolTimeoutMs?: number;
}

/**
 * The one definition of how the service talks to PostgreSQL, used by the app and by the
 * TypeORM CLI (`ormconfig.ts`). Schema changes only through migrations, which run on start.
 */
export function buildDataSourceOptions(connection: DatabaseConnection): DataSourceOptions {
  return {
    type: 'postgres',
    url: connection.url,
    entities: [join(__dirname, '..', '**', '*.entity.{ts,js}')],
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    extra: {
      max: connection.poolSize ?? 10,
      // Fail fast instead of queueing forever when the server is gone or the pool is exhausted:
      // the request answers 503 (pg-pool applies this to the wait for a free client too).
      connectionTimeoutMillis: connection.poolTimeoutMs ?? 5_000,
    },
  };
}
