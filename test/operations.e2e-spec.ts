import type { Server } from 'node:http';
import { AddressInfo, connect } from 'node:net';
import request from 'supertest';
import { registerOrg, uniqueSlug } from './factories';
import { adminQuery } from './utils/database';
import { createTestApp, TestApp } from './utils/test-app';

describe('Operations (e2e)', () => {
  describe('health, OpenAPI and headers', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp();
    });

    afterAll(async () => {
      await t.close();
    });

    it('GET /health answers ok with the database up, without a key', async () => {
      const res = await request(t.server).get('/health').expect(200);
      expect(res.body).toEqual({ status: 'ok', database: 'up' });
    });

    it('serves the OpenAPI document with bearer auth and the error shape on every operation', async () => {
      const res = await request(t.server).get('/api/docs-json').expect(200);
      const doc = res.body;
      expect(doc.components.securitySchemes.bearer).toMatchObject({
        type: 'http',
        scheme: 'bearer',
      });
      expect(doc.components.schemas.ErrorResponseDto).toBeDefined();
      const operations = Object.entries(
        doc.paths as Record<
          string,
          Record<string, { responses: Record<string, unknown>; security?: unknown[] }>
        >,
      ).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ path, method, op })),
      );
      expect(operations.length).toBeGreaterThan(8);
      for (const { path, op } of operations) {
        const statuses = Object.keys(op.responses);
        expect(statuses.some((s) => s.startsWith('2'))).toBe(true);
        if (path !== '/health') expect(statuses).toEqual(expect.arrayContaining(['400']));
        if (path.startsWith('/api/v1/') && path !== '/api/v1/auth/register') {
          expect(op.security).toEqual([{ bearer: [] }]);
          expect(statuses).toContain('401');
        }
      }
      expect(doc.paths['/api/v1/auth/register'].post.requestBody).toBeDefined();
    });

    it('serves Swagger UI at /api/docs', async () => {
      const res = await request(t.server).get('/api/docs').expect(200);
      expect(res.text).toContain('swagger');
    });

    it('sets security headers', async () => {
      const res = await request(t.server).get('/health').expect(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('keeps an idle keep-alive connection for HTTP_KEEP_ALIVE_TIMEOUT_MS, not Node’s 5 s', async () => {
      const short = await createTestApp({ env: { HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000' } });
      delete process.env.HTTP_KEEP_ALIVE_TIMEOUT_MS;
      try {
        await short.app.listen(0, '127.0.0.1');
        const { port } = (short.app.getHttpServer() as Server).address() as AddressInfo;
        const socket = connect(port, '127.0.0.1');
        let received = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
        const closed = new Promise<number>((resolve) =>
          socket.on('close', () => resolve(Date.now())),
        );
        socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
        while (!received.includes('"status":"ok"')) await new Promise((r) => setTimeout(r, 10));
        const answeredAt = Date.now();
        expect(received).toMatch(/^HTTP\/1\.1 200/);
        expect(received).toMatch(/keep-alive/i);
        // Node's default would hold it 5 s; the server closes it once the 1 s has passed.
        let timer: NodeJS.Timeout | undefined;
        const closedAt = await Promise.race([
          closed,
          new Promise<number>((r) => (timer = setTimeout(() => r(-1), 4000))),
        ]);
        clearTimeout(timer);
        socket.destroy();
        expect(closedAt).toBeGreaterThan(0);
        expect(closedAt - answeredAt).toBeGreaterThanOrEqual(900);
      } finally {
        await short.close();
      }
    });

    it('answers 503 with database down when the database is unreachable', async () => {
      const broken = await createTestApp();
      const name = new URL(broken.databaseUrl).pathname.slice(1);
      const server = process.env.DATABASE_URL!;
      await adminQuery(server, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      await adminQuery(
        server,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`,
      );
      const res = await request(broken.server).get('/health').expect(503);
      expect(res.body).toEqual({ status: 'error', database: 'down' });
      await adminQuery(server, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      await broken.close();
    });
  });

  describe('rate limiting', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_PER_MINUTE: '5' } });
    });

    afterAll(async () => {
      await t.close();
    });

    it('answers 429 RATE_LIMITED with Retry-After once a key exceeds its limit, per key', async () => {
      const res = await request(t.server)
        .post('/api/v1/auth/register')
        .send({ name: 'x', slug: uniqueSlug() })
        .expect(201);
      const auth = { Authorization: `Bearer ${res.body.apiKey}` };
      for (let i = 0; i < 5; i++)
        await request(t.server).get('/api/v1/auth/me').set(auth).expect(200);
      const limited = await request(t.server).get('/api/v1/agents').set(auth).expect(429);
      expect(limited.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('counts each API key separately', async () => {
      const org = await registerOrg(t);
      const fresh = await request(t.server)
        .post('/api/v1/auth/keys')
        .set(org.auth)
        .send({ role: 'admin' })
        .expect(201);
      // registerOrg made one request with the key already (GET /auth/me).
      for (let i = 0; i < 3; i++)
        await request(t.server).get('/api/v1/auth/me').set(org.auth).expect(200);
      await request(t.server).get('/api/v1/auth/me').set(org.auth).expect(429);
      await request(t.server)
        .get('/api/v1/auth/me')
        .set({ Authorization: `Bearer ${fresh.body.apiKey}` })
        .expect(200);
    });
  });
});
