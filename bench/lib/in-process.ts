import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { setupApp } from '../../src/app.setup';
import { BenchDatabase, createBenchDatabase } from './database';

export interface InProcessBench {
  app: INestApplication;
  database: BenchDatabase;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** A registered organization and its admin key. */
  orgId: string;
  auth: { Authorization: string };
  close(): Promise<void>;
}

/**
 * The app in this process on a scratch database, with one registered organization. `beforeSetup`
 * may add middleware ahead of the app's own (e.g. to instrument requests).
 */
export async function startInProcessBench(
  options: { env?: Record<string, string>; beforeSetup?: (app: INestApplication) => void } = {},
): Promise<InProcessBench> {
  const database = await createBenchDatabase();
  Object.assign(process.env, {
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    NODE_ENV: 'production',
    SECRET_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    ...options.env,
  });
  let app: INestApplication | undefined;
  try {
    app = await NestFactory.create(AppModule.forRoot({ databaseUrl: database.url }), {
      bodyParser: false,
      bufferLogs: true,
    });
    options.beforeSetup?.(app);
    setupApp(app);
    await app.listen(0, '127.0.0.1');
    const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    const registered = await fetch(`${base}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', slug: `bench-${randomBytes(4).toString('hex')}` }),
    });
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
    const { apiKey, organization } = (await registered.json()) as {
      apiKey: string;
      organization: { id: string };
    };
    const started = app;
    return {
      app,
      database,
      base,
      orgId: organization.id,
      auth: { Authorization: `Bearer ${apiKey}` },
      async close() {
        await started.close();
        await database.dispose();
      },
    };
  } catch (error) {
    await app?.close();
    await database.dispose();
    throw error;
  }
}
