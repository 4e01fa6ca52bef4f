import { DynamicModule, Logger, Module, RequestMethod } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { AgentsModule } from './agents/agents.module';
import { AuditModule } from './audit/audit.module';
import { ApiKeyGuard } from './auth/api-key.guard';
import { ApiKeyThrottlerGuard } from './auth/api-key-throttler.guard';
import { AuthModule } from './auth/auth.module';
import { GovernanceModule } from './governance/governance.module';
import { loggableUrl } from './common/http/loggable-url';
import { RedisModule } from './common/redis/redis.module';
import { SharedThrottlerStorage } from './common/redis/shared-throttler-storage';
import { assignRequestId } from './common/http/request-id';
import { prettyTransport } from './common/logging/pretty-transport';
import { AppConfigModule } from './config/app-config.module';
import { AppConfigService } from './config/app-config.service';
import { loadConfig } from './config/configuration';
import { buildDataSourceOptions } from './database/data-source-options';
import { HealthModule } from './health/health.module';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { ObservationModule } from './observation/observation.module';
import { OrganizationsModule } from './organizations/organizations.module';
import { WebhooksModule } from './webhooks/webhooks.module';

export interface AppModuleOptions {
  /** The PostgreSQL server to use: `DATABASE_URL`, or the embedded server main.ts started. */
  databaseUrl: string;
}

const databaseLogger = new Logger('Database');

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({
          isGlobal: true,
          ignoreEnvFile: true,
          skipProcessEnv: true,
          validate: loadConfig,
          cache: true,
        }),
        AppConfigModule,
        LoggerModule.forRootAsync({
          inject: [AppConfigService],
          useFactory: (config: AppConfigService) => ({
            forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
            pinoHttp: {
              level: config.get('logLevel'),
              transport: prettyTransport(config.get('nodeEnv')),
              genReqId: assignRequestId,
              // Only what identifies the request: never headers (Authorization), bodies or
              // query values. Read from the request itself (not wrapped in pino's standard
              // serializer), so no request pays for copying headers that are never logged.
              wrapSerializers: false,
              serializers: {
                req: (req: { id: string; method: string; url: string; originalUrl?: string }) => ({
                  id: req.id,
                  method: req.method,
                  url: loggableUrl(req.originalUrl ?? req.url),
                }),
                res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
              },
              redact: {
                paths: ['*.authorization', '*.apiKey', '*.secret', '*.key', 'req.headers'],
                censor: '[redacted]',
              },
              customLogLevel: (_req, res, error) =>
                error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
            },
          }),
        }),
        TypeOrmModule.forRootAsync({
          inject: [AppConfigService],
          useFactory: (config: AppConfigService) => ({
            ...buildDataSourceOptions({
              url: options.databaseUrl,
              poolSize: config.get('database').poolSize,
              poolTimeoutMs: config.get('database').poolTimeoutMs,
              onConnectionError: (error) =>
                databaseLogger.warn(`database connection lost: ${error.message}`),
            }),
            // Each module declares its own tables (TypeOrmModule.forFeature); the CLI's glob is
            // not used here, so an entity no module declared is unknown to the application.
            entities: [],
            autoLoadEntities: true,
          }),
        }),
        RedisModule,
        ThrottlerModule.forRootAsync({
          inject: [AppConfigService, SharedThrottlerStorage],
          useFactory: (config: AppConfigService, storage: SharedThrottlerStorage) => {
            const rateLimit = config.get('rateLimit');
            return {
              throttlers: [{ name: 'default', ttl: 60_000, limit: rateLimit.perMinute }],
              skipIf: () => !rateLimit.enabled,
              // In Redis with REDIS_URL: the limits hold for all instances together.
              storage,
            };
          },
        }),
        EventEmitterModule.forRoot(),
        AuditModule,
        AuthModule,
        OrganizationsModule,
        AgentsModule,
        GovernanceModule,
        ObservationModule,
        WebhooksModule,
        HealthModule,
        IdempotencyModule,
      ],
      providers: [
        // Order matters: identify the caller first, then count its requests.
        { provide: APP_GUARD, useExisting: ApiKeyGuard },
        { provide: APP_GUARD, useClass: ApiKeyThrottlerGuard },
        // After both guards: the organization is known and rate-limited requests never claim a key.
        { provide: APP_INTERCEPTOR, useExisting: IdempotencyInterceptor },
      ],
    };
  }
}
