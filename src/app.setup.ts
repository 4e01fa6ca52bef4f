import { INestApplication, RequestMethod, ValidationPipe } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { ValidationFailedError } from './common/errors/validation-failed.error';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { jsonBody } from './common/http/json-body';
import { AppConfigService } from './config/app-config.service';
import { IDEMPOTENT_REPLAYED_HEADER } from './idempotency/idempotency.constants';
import { documentIdempotency } from './idempotency/idempotency.openapi';

export const API_PREFIX = 'api/v1';

/** SPEC §2: deeper JSON is refused with 400 before parsing (the top-level value is level 1). */
const MAX_JSON_DEPTH = 64;

/**
 * Everything about the HTTP surface that is not a route: shared by main.ts and the e2e tests so
 * the tests exercise exactly what production runs. The app must be created with
 * `{ bodyParser: false, bufferLogs: true }`.
 */
export function setupApp(app: INestApplication): INestApplication {
  const config = app.get(AppConfigService);
  app.useLogger(app.get(Logger));

  const filter = new AllExceptionsFilter();
  const http = config.get('http');
  app.use(
    jsonBody({
      limitBytes: http.bodyLimitBytes,
      maxDepth: MAX_JSON_DEPTH,
      inflightLimitBytes: http.inflightBodyLimitBytes,
      parserErrorBody: (error, requestId) => filter.bodyParserBody(error, requestId),
    }),
  );
  // Swagger UI is served over plain http in development: do not ask browsers to upgrade to https.
  app.use(helmet({ contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } }));
  const corsOrigins = http.corsOrigins;
  if (corsOrigins.length > 0)
    app.enableCors({
      origin: corsOrigins,
      exposedHeaders: ['X-Request-Id', 'Retry-After', IDEMPOTENT_REPLAYED_HEADER],
    });

  app.setGlobalPrefix(API_PREFIX, { exclude: [{ path: 'health', method: RequestMethod.GET }] });
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => ValidationFailedError.fromValidationErrors(errors),
    }),
  );
  app.useGlobalFilters(filter);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Agent Governance Service')
      .setDescription(
        'Govern AI agents: ordered approval gates with history, behavioral pattern detection, ' +
          'signed webhooks and an audit trail. Every route except registration and health needs ' +
          '`Authorization: Bearer <API key>`. Errors share one shape: ' +
          '`{ statusCode, error, code, message, requestId }`.',
      )
      .setVersion(process.env.npm_package_version ?? '0.1.0')
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'API key `agk_…`' })
      .build(),
  );
  documentIdempotency(document);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  return app;
}
