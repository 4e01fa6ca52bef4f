import { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { setupApp } from '../../src/app.setup';
import { createTestDatabase } from './database';

export interface TestApp {
  app: INestApplication;
  /** For supertest: `request(t.server)`. */
  server: Parameters<typeof import('supertest')>[0];
  databaseUrl: string;
  dataSource: DataSource;
  /** Closes the app; with `dropDatabase` (default) also removes the file's database. */
  close(options?: { dropDatabase?: boolean }): Promise<void>;
}

const TEST_ENV: Record<string, string> = {
  LOG_LEVEL: 'silent',
  RATE_LIMIT_ENABLED: 'false',
  NODE_ENV: 'test',
  SECRET_ENCRYPTION_KEY: '0'.repeat(64),
};

/**
 * The real application (same setup as main.ts) on a fresh database of its own. `env` overrides
 * configuration for this app; `databaseUrl` reuses another app's database (restart and
 * multi-instance tests).
 */
export async function createTestApp(
  options: { env?: Record<string, string>; databaseUrl?: string } = {},
): Promise<TestApp> {
  const database = options.databaseUrl ? undefined : await createTestDatabase();
  const databaseUrl = options.databaseUrl ?? database!.url;
  Object.assign(process.env, TEST_ENV, options.env ?? {});
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot({ databaseUrl })],
  }).compile();
  const app = moduleRef.createNestApplication({ bodyParser: false, bufferLogs: true });
  setupApp(app);
  await app.init();
  return {
    app,
    server: app.getHttpServer() as Parameters<typeof import('supertest')>[0],
    databaseUrl,
    dataSource: app.get(DataSource),
    async close({ dropDatabase = true } = {}) {
      try {
        await app.close();
      } finally {
        if (dropDatabase) await database?.drop();
      }
    },
  };
}
