import { INestApplication, ValidationPipe } from '@nestjs/common';
import type { Server } from 'node:http';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { ValidationFailedError } from './common/errors/validation-failed.error';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { jsonBody } from './common/http/json-body';
import { SharedInflightBudget } from './common/redis/shared-inflight-budget';
import { toOpenApi31 } from './common/openapi/openapi-3-1';
import { documentPublicOperations } from './common/openapi/public-operations';
import { documentRequestIdHeader } from './common/openapi/request-id-header';
import { AppConfigService } from './config/app-config.service';
import { serveConsole } from './console/serve-console';
import { IDEMPOTENT_REPLAYED_HEADER } from './idempotency/idempotency.constants';
import { documentIdempotency } from './idempotency/idempotency.openapi';
import { documentWebhookEvents } from './webhooks/webhooks.openapi';

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
  // Node closes an idle keep-alive connection after 5 s by default, before a load balancer's idle
  // timeout (often 60 s): a request the balancer sends on it as it closes fails (a 502), and a
  // busy instance accepts a new connection only once per event-loop iteration.
  (app.getHttpServer() as Server).keepAliveTimeout = http.keepAliveTimeoutMs;
  app.use(
    jsonBody({
      limitBytes: http.bodyLimitBytes,
      maxDepth: MAX_JSON_DEPTH,
      budget: app.get(SharedInflightBudget),
      parserErrorBody: (error, requestId) => filter.bodyParserBody(error, requestId),
    }),
  );
  serveConsole(app);
  // Swagger UI is served over plain http in development: do not ask browsers to upgrade to https.
  app.use(helmet({ contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } }));
  const corsOrigins = http.corsOrigins;
  if (corsOrigins.length > 0)
    app.enableCors({
      origin: corsOrigins,
      exposedHeaders: ['X-Request-Id', 'Retry-After', IDEMPOTENT_REPLAYED_HEADER],
    });

  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => ValidationFailedError.fromValidationErrors(errors),
    }),
  );
  app.useGlobalFilters(filter);

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  return app;
}

/** Every tag an operation uses, in the order Swagger UI shows them. */
const TAGS: [name: string, description: string][] = [
  ['auth', 'Register an organization; API keys and the key in use.'],
  ['agents', 'The AI agents an organization governs.'],
  ['governance', "Runs: an agent's work moved through ordered human approval gates."],
  ['observation', 'Assess agent output for behavioral patterns; the observations stored.'],
  ['patterns', 'The behavioral pattern catalogue (BP-001 … BP-008).'],
  [
    'detection policy',
    "The organization's detection policy: where a detection acts on a run and where it asks a person.",
  ],
  ['webhooks', 'Signed HTTP callbacks for detections and run events, and their deliveries.'],
  ['audit', 'The append-only trail of every change.'],
  ['health', 'Liveness and database reachability.'],
];

/** The served OpenAPI document; also written by `scripts/` for the console's client and the lint. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Agent Governance Service')
    .setDescription(
      'Govern AI agents: ordered approval gates with history, behavioral pattern detection, ' +
        'signed webhooks and an audit trail. Every route except registration and health needs ' +
        '`Authorization: Bearer <API key>`. Errors share one shape: ' +
        '`{ statusCode, error, code, message, requestId }`.',
    )
    .setVersion(process.env.npm_package_version ?? '0.1.0')
    // Relative: Swagger UI and clients call the server that served the document.
    .addServer('/', 'The server that serves this document')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'API key `agk_…`' });
  for (const [name, description] of TAGS) builder.addTag(name, description);
  const config = builder.build();
  // As package.json says: no licence is granted. SPDX has no identifier for that; `LicenseRef-`
  // is its prefix for a licence outside its list (OpenAPI 3.1 `identifier`, not in Nest's types).
  Object.assign(config.info, {
    license: { name: 'UNLICENSED', identifier: 'LicenseRef-UNLICENSED' },
  });
  const document = SwaggerModule.createDocument(app, config);
  documentIdempotency(document);
  documentWebhookEvents(document);
  documentPublicOperations(document);
  documentRequestIdHeader(document);
  return toOpenApi31(document);
}
