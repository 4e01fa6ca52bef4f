import { INestApplication, RequestMethod, ValidationPipe } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { ValidationFailedError } from './common/errors/validation-failed.error';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { assignRequestId } from './common/http/request-id';
import { AppConfigService } from './config/app-config.service';
import { serveConsole } from './console/serve-console';

export const API_PREFIX = 'api/v1';

/**
 * Everything about the HTTP surface that is not a route: shared by main.ts and the e2e tests so
 * the tests exercise exactly what production runs. The app must be created with
 * `{ bodyParser: false, bufferLogs: true }`.
 */
export function setupApp(app: INestApplication): INestApplication {
  const config = app.get(AppConfigService);
  app.useLogger(app.get(Logger));

  const filter = new AllExceptionsFilter();
  const jsonParser = express.json({ limit: config.get('http').bodyLimitBytes });
  app.use((req: Request, res: Response, next: NextFunction) => {
    // Before parsing, so body errors (413, malformed JSON) carry a request id too.
    const requestId = assignRequestId(req, res);
    jsonParser(req, res, (error?: unknown) => {
      if (!error) return next();
      const body = filter.toBody(error, requestId);
      res.status(body.statusCode).json(body);
    });
  });
  serveConsole(app);
  // Swagger UI is served over plain http in development: do not ask browsers to upgrade to https.
  app.use(helmet({ contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } }));
  const corsOrigins = config.get('http').corsOrigins;
  if (corsOrigins.length > 0)
    app.enableCors({ origin: corsOrigins, exposedHeaders: ['X-Request-Id', 'Retry-After'] });

  setRoutePrefix(app);
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

export function setRoutePrefix(app: INestApplication): void {
  app.setGlobalPrefix(API_PREFIX, { exclude: [{ path: 'health', method: RequestMethod.GET }] });
}

/** The served OpenAPI document; also exported by `scripts/openapi-client.ts` for the console's client. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
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
}
