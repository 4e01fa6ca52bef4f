import { LoggerService } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { setupApp } from '../src/app.setup';
import { createTestDatabase } from './utils/database';
import { createTestApp, TestApp } from './utils/test-app';
import { EVENT_TYPES } from '../src/outbox/outbox.constants';

interface Response {
  description?: string;
  headers?: Record<string, { $ref?: string }>;
}
interface Parameter {
  name: string;
  in: string;
  schema?: { format?: string; pattern?: string };
}
interface Operation {
  operationId?: string;
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, Response>;
}
interface Document {
  openapi: string;
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation }>;
  components: {
    schemas: Record<string, { properties: Record<string, { enum?: unknown[] }> }>;
  };
}

const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

describe('OpenAPI document (e2e)', () => {
  let t: TestApp;
  let doc: Document;
  let operations: { route: string; op: Operation }[];

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await request(t.server).get('/api/docs-json').expect(200)).body as Document;
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        route: `${method.toUpperCase()} ${path}`,
        op,
      })),
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('is OpenAPI 3.1 with a server and a description for every tag an operation uses', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers?.length).toBeGreaterThan(0);
    const described = new Set(doc.tags?.filter((tag) => tag.description).map((tag) => tag.name));
    const used = new Set(operations.flatMap(({ op }) => (op as { tags?: string[] }).tags ?? []));
    expect([...used].filter((tag) => !described.has(tag))).toEqual([]);
  });

  it('names every operation, new routes included, with a unique camelCase operationId', () => {
    const unnamed = operations
      .filter(({ op }) => !op.operationId || !CAMEL_CASE.test(op.operationId))
      .map(({ route, op }) => `${route}: ${op.operationId}`);
    expect(unnamed).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes every operation and every success response', () => {
    const undescribed = operations.flatMap(({ route, op }) => [
      ...(op.description?.trim() ? [] : [`${route}: no description`]),
      ...Object.entries(op.responses)
        .filter(([status, response]) => status.startsWith('2') && !response.description?.trim())
        .map(([status]) => `${route} ${status}: no description`),
    ]);
    expect(undescribed).toEqual([]);
  });

  it('lists 413 and 415 on exactly the operations that take a body', () => {
    const wrong = operations
      .filter(({ op }) => {
        const statuses = Object.keys(op.responses);
        const listed = statuses.includes('413') && statuses.includes('415');
        const listsEither = statuses.includes('413') || statuses.includes('415');
        return op.requestBody ? !listed : listsEither;
      })
      .map(({ route }) => route);
    expect(wrong).toEqual([]);
    expect(doc.paths['/api/v1/agents'].get.responses).not.toHaveProperty('413');
  });

  it('documents X-Request-Id on every response and Retry-After on every 429 and 503 error', () => {
    const missing = operations.flatMap(({ route, op }) =>
      Object.entries(op.responses).flatMap(([status, response]) => [
        ...(response.headers?.['X-Request-Id'] ? [] : [`${route} ${status}: X-Request-Id`]),
        // Health's 503 is its report (database down), not an error to retry.
        ...(['429', '503'].includes(status) &&
        route !== 'GET /health' &&
        !response.headers?.['Retry-After']
          ? [`${route} ${status}: Retry-After`]
          : []),
      ]),
    );
    expect(missing).toEqual([]);
    expect(doc.paths['/api/v1/agents'].get.responses['429']).toBeDefined();
  });

  it('documents id path parameters as UUIDs, and pattern ids by their shape', () => {
    const pathParameters = operations.flatMap(({ route, op }) =>
      (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => ({ route, p })),
    );
    expect(pathParameters.length).toBeGreaterThan(10);
    const undocumented = pathParameters
      .filter(({ p }) => p.schema?.format !== 'uuid' && !p.schema?.pattern)
      .map(({ route, p }) => `${route}: ${p.name}`);
    expect(undocumented).toEqual([]);
    const webhookId = doc.paths['/api/v1/webhooks/{id}'].get.parameters?.find(
      (p) => p.name === 'id',
    );
    expect(webhookId?.schema?.format).toBe('uuid');
  });

  it('says registration and health need no key, and every other route a bearer key', () => {
    const publicRoutes = operations
      .filter(({ op }) => Array.isArray(op.security) && op.security.length === 0)
      .map(({ route }) => route);
    expect(publicRoutes.sort()).toEqual(['GET /health', 'POST /api/v1/auth/register']);
    const unsecured = operations
      .filter(({ op }) => !(op.security?.length === 0 || op.security?.[0]))
      .map(({ route }) => route);
    expect(unsecured).toEqual([]);
  });

  it('serves every route but health under /api/v1', () => {
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/v1/'))).toEqual([
      '/health',
    ]);
  });

  it('describes each outbound event with its body and the signature headers', () => {
    const events: readonly string[] = EVENT_TYPES;
    expect(Object.keys(doc.webhooks).sort()).toEqual([...events].sort());
    for (const event of events) {
      const { post } = doc.webhooks[event];
      const ref = post.requestBody?.content['application/json'].schema.$ref ?? '';
      const schema = doc.components.schemas[ref.replace('#/components/schemas/', '')];
      expect(schema.properties.event.enum).toContain(event);
      expect(post.parameters?.map((p) => p.name)).toEqual(
        expect.arrayContaining([
          'X-AG-Signature',
          'X-AG-Timestamp',
          'X-AG-Delivery',
          'X-AG-Event',
          'X-AG-Attempt',
        ]),
      );
    }
    const pattern = doc.components.schemas.PatternDetectedWebhookBody;
    expect(Object.keys(pattern.properties).sort()).toEqual(
      [
        'event',
        'observationId',
        'timestamp',
        'agentId',
        'runId',
        'currentGate',
        'pattern',
        'detection',
      ].sort(),
    );
  });
});

describe('Route log at start (e2e)', () => {
  it('logs the health controller at /health, where it is served', async () => {
    const lines: string[] = [];
    const capture = (message: unknown, context?: unknown) => {
      lines.push(`${String(context)}: ${String(message)}`);
    };
    const logger: LoggerService = { log: capture, error: capture, warn: capture };
    const database = await createTestDatabase();
    Object.assign(process.env, { LOG_LEVEL: 'silent', SECRET_ENCRYPTION_KEY: '0'.repeat(64) });
    const moduleRef = await Test.createTestingModule({
      imports: [AppModule.forRoot({ databaseUrl: database.url })],
    }).compile();
    const app = moduleRef.createNestApplication({ bodyParser: false, bufferLogs: true });
    try {
      setupApp(app);
      app.useLogger(logger);
      await app.init();
      await request(app.getHttpServer() as Parameters<typeof request>[0])
        .get('/health')
        .expect(200);
    } finally {
      await app.close();
      await database.drop();
    }
    expect(lines).toContain('RoutesResolver: HealthController {/health}:');
    expect(lines).toContain('RoutesResolver: AgentsController {/api/v1/agents}:');
    expect(lines.filter((line) => line.includes('/api/v1/health'))).toEqual([]);
  });
});
