import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import pino from 'pino';
import { AppModule } from './app.module';
import { setupApp } from './app.setup';
import { prettyTransport } from './common/logging/pretty-transport';
import { loadConfig } from './config/configuration';
import { EmbeddedPostgresHandle, startEmbeddedPostgres } from './database/embedded-postgres';

/**
 * The node option that has V8 compile every regex to native code at once: without it V8 leaves
 * many detection rules in its regex interpreter. Only a command line can set it safely.
 */
const NO_REGEXP_TIER_UP = '--no-regexp-tier-up';

/** `./.env`, when present, fills in variables the environment does not set. */
function readEnvFile(): string | undefined {
  const file = resolve('.env');
  if (!existsSync(file)) return undefined;
  process.loadEnvFile(file);
  return file;
}

async function bootstrap(): Promise<void> {
  const envFile = readEnvFile();
  const config = loadConfig(process.env);
  // Before Nest's logger exists (embedded server start, shutdown): same JSON lines, same level.
  const logger = pino({
    level: config.logLevel,
    base: { context: 'Bootstrap' },
    transport: prettyTransport(config.nodeEnv),
  });

  if (envFile) logger.info(`read configuration from ${envFile} (the environment wins)`);
  if (!process.execArgv.includes(NO_REGEXP_TIER_UP)) {
    logger.warn(
      `node runs without ${NO_REGEXP_TIER_UP}: the detector may run several times slower ` +
        '(npm run start:prod passes it; README, Running)',
    );
  }

  let embedded: EmbeddedPostgresHandle | undefined;
  let databaseUrl = config.database.url;
  if (!databaseUrl) {
    const started = Date.now();
    embedded = await startEmbeddedPostgres({
      dataDir: config.database.embeddedDataDir,
      log: (message) => logger.debug(message),
      notice: (message) => logger.info(message),
    });
    databaseUrl = embedded.url;
    logger.info(
      `embedded PostgreSQL ready in ${Date.now() - started} ms (${config.database.embeddedDataDir})`,
    );
  }

  let app;
  try {
    app = await NestFactory.create(AppModule.forRoot({ databaseUrl }), {
      bodyParser: false,
      bufferLogs: true,
    });
    setupApp(app);
    await app.listen(config.port);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  // PORT=0 lets the OS choose: the port bound is the one to report.
  const { port } = (app.getHttpServer() as Server).address() as AddressInfo;
  logger.info(`listening on :${port} (OpenAPI at /api/docs)`);
  // A parent that spawned the service with an IPC channel (a supervisor, the test harness) learns
  // the port it serves on from the service itself, instead of guessing a free one beforehand.
  process.send?.({ listening: port });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: draining requests and stopping`);
    // A connection that answers a request during the drain would otherwise stay open for the
    // whole keep-alive timeout (65 s) and hold the close: end each one as soon as it is idle.
    (app.getHttpServer() as Server).keepAliveTimeout = 1;
    void (async () => {
      try {
        await app.close();
        await embedded?.stop();
        process.exit(0);
      } catch (error) {
        logger.error(`shutdown failed: ${String(error)}`);
        process.exit(1);
      }
    })();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
