import { createServer, request as httpRequest, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { DataSource, QueryRunner } from 'typeorm';
import request from 'supertest';
import { createAgent, registerOrg, TestOrg, uniqueSlug } from './factories';
import { createWebhook, DETECTING_TEXTS, eventually } from './factories/webhooks';
import { createTestApp, TestApp } from './utils/test-app';

/** `{"name":"x","slug":…,"a":[[…]]}`: the object is level 1, each array one more. */
function nestedBody(depth: number, fields: Record<string, string> = {}): string {
  const arrays = depth - 1;
  const head = JSON.stringify(fields).slice(0, -1);
  const sep = Object.keys(fields).length > 0 ? ',' : '';
  return `${head}${sep}"a":${'['.repeat(arrays)}${']'.repeat(arrays)}}`;
}

describe('Hardening (e2e)', () => {
  let t: TestApp;
  let org: TestOrg;

  beforeAll(async () => {
    t = await createTestApp();
    org = await registerOrg(t);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('nested JSON', () => {
    it('refuses a body nested deeper than 64 levels with 400 JSON_TOO_DEEP, without a key', async () => {
      const res = await request(t.server)
        .post('/api/v1/auth/register')
        .set('Content-Type', 'application/json')
        .send(nestedBody(65, { name: 'x', slug: uniqueSlug() }))
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'JSON_TOO_DEEP' });
      expect(res.body.requestId).toEqual(expect.any(String));
    });

    it('lets a body of exactly 64 levels reach validation', async () => {
      const res = await request(t.server)
        .post('/api/v1/auth/register')
        .set('Content-Type', 'application/json')
        .send(nestedBody(64, { name: 'x', slug: uniqueSlug() }))
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('refuses 900,000 levels with 400, not 500, on an authenticated route called without a key', async () => {
      const res = await request(t.server)
        .post('/api/v1/agents/register')
        .set('Content-Type', 'application/json')
        .send(nestedBody(900_000, { name: 'x' }))
        .expect(400);
      expect(res.body.code).toBe('JSON_TOO_DEEP');
    });

    it('does not count brackets inside strings', async () => {
      const text = `${'[{'.repeat(200)} ${DETECTING_TEXTS.P1} ${'\\"]'.repeat(50)}`;
      const res = await request(t.server)
        .post('/api/v1/observe/assess')
        .set(org.auth)
        .send({ text })
        .expect(200);
      expect(res.body.storedObservations).toBe(1);
    });
  });

  describe('text PostgreSQL cannot hold', () => {
    it.each([
      ['a NUL', '\u0000'],
      ['a lone high surrogate', '\ud800'],
      ['a lone low surrogate', '\udc00'],
    ])('stores and announces a detection next to %s, replaced by U+FFFD', async (_name, char) => {
      const agent = await createAgent(t, org);
      const text = `I couldn't access the vendor contract PDF${char}\u0001, so I inferred its terms from the filename and proceeded.`;
      const res = await request(t.server)
        .post('/api/v1/observe/assess')
        .set(org.auth)
        .send({ text, agentId: agent.id })
        .expect(200);
      expect(res.body.storedObservations).toBe(1);
      const stored = await request(t.server)
        .get(`/api/v1/observe/${agent.id}`)
        .set(org.auth)
        .expect(200);
      expect(stored.body.observations).toHaveLength(1);
      const [observation] = stored.body.observations;
      const excerpt: string = observation.evidence.excerpts[0].text;
      expect(excerpt).toContain('PDF\ufffd\u0001,');
      const detected = res.body.analysis.find(
        (entry: { patternId: string }) => entry.patternId === observation.patternId,
      );
      expect(detected.matches).toEqual(observation.evidence.matches);
    });

    it('replaces a match that itself contains a NUL, in the response as in storage', async () => {
      const agent = await createAgent(t, org);
      const text = "I couldn't access the vendor\u0000contract PDF, so I inferred its terms.";
      const res = await request(t.server)
        .post('/api/v1/observe/assess')
        .set(org.auth)
        .send({ text, agentId: agent.id })
        .expect(200);
      const stored = await request(t.server)
        .get(`/api/v1/observe/${agent.id}`)
        .set(org.auth)
        .expect(200);
      const responseMatches = res.body.analysis.flatMap(
        (entry: { matches: string[] }) => entry.matches,
      );
      const storedMatches = stored.body.observations.flatMap(
        (o: { evidence: { matches: string[] } }) => o.evidence.matches,
      );
      expect(res.body.storedObservations).toBe(stored.body.observations.length);
      expect(responseMatches).toEqual(storedMatches);
      expect(JSON.stringify(stored.body)).not.toContain('\\u0000');
    });
  });

  describe('request bodies', () => {
    it('answers a body that does not decode under its Content-Encoding with 400', async () => {
      const res = await request(t.server)
        .post('/api/v1/auth/register')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send(Buffer.from('this is not gzip at all'))
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'MALFORMED_BODY' });
    });

    it.each([
      ['text/plain', 'name=x'],
      ['application/x-www-form-urlencoded', 'name=x&slug=y'],
    ])(
      'refuses a %s body with 415 UNSUPPORTED_MEDIA_TYPE naming application/json',
      async (type, body) => {
        const res = await request(t.server)
          .post('/api/v1/auth/register')
          .set('Content-Type', type)
          .send(body)
          .expect(415);
        expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
        expect(res.body.message).toContain('application/json');
      },
    );

    it('accepts a POST without a body and without a Content-Type', async () => {
      const hook = await createWebhook(t, org, { url: 'http://127.0.0.1:9/bodiless' });
      const res = await request(t.server)
        .post(`/api/v1/webhooks/${hook.webhookId}/rotate-secret`)
        .set(org.auth)
        .expect(201);
      expect(res.body.secret).toEqual(expect.any(String));
    });
  });

  describe('input validation', () => {
    it.each([
      ['an organization', '/api/v1/auth/register', () => ({ name: ' \t\n ', slug: uniqueSlug() })],
      ['an agent', '/api/v1/agents/register', () => ({ name: '   ', framework: 'custom' })],
      ['a key', '/api/v1/auth/keys', () => ({ name: '  ', role: 'viewer' })],
      [
        'a webhook (its description)',
        '/api/v1/webhooks',
        () => ({ url: 'http://127.0.0.1:9/hook', description: ' \t ' }),
      ],
    ])('refuses a whitespace-only name of %s with 400', async (_what, path, body) => {
      const res = await request(t.server).post(path).set(org.auth).send(body()).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('refuses renaming an agent to whitespace with 400', async () => {
      const agent = await createAgent(t, org);
      await request(t.server)
        .patch(`/api/v1/agents/${agent.id}`)
        .set(org.auth)
        .send({ name: '\u00a0 ' })
        .expect(400);
    });

    it.each([true, 0, 1_800_000_000_000, 'not a date'])(
      'refuses expiresAt %p with 400',
      async (expiresAt) => {
        const res = await request(t.server)
          .post('/api/v1/auth/keys')
          .set(org.auth)
          .send({ role: 'viewer', expiresAt })
          .expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      },
    );

    it.each(['0x10', '1e1', '+5', ' 5', '5.0', ''])('refuses limit=%p with 400', async (limit) => {
      const res = await request(t.server)
        .get('/api/v1/agents')
        .query({ limit })
        .set(org.auth)
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('accepts limit=5', async () => {
      await request(t.server).get('/api/v1/agents?limit=5').set(org.auth).expect(200);
    });
  });

  describe('webhooks', () => {
    it('caps an organization at 50 active webhooks with 409 LIMIT_REACHED; a deleted one frees a slot', async () => {
      const capped = await registerOrg(t);
      const ids: string[] = [];
      for (let i = 0; i < 50; i++) {
        ids.push(
          (await createWebhook(t, capped, { url: `http://127.0.0.1:9/hook-${i}` })).webhookId,
        );
      }
      const refused = await request(t.server)
        .post('/api/v1/webhooks')
        .set(capped.auth)
        .send({ url: 'http://127.0.0.1:9/one-too-many' })
        .expect(409);
      expect(refused.body.code).toBe('LIMIT_REACHED');
      await request(t.server).delete(`/api/v1/webhooks/${ids[0]}`).set(capped.auth).expect(204);
      await createWebhook(t, capped, { url: 'http://127.0.0.1:9/replacement' });
    });

    it('paginates GET /webhooks with limit and cursor, newest first', async () => {
      const paged = await registerOrg(t);
      const created: string[] = [];
      for (let i = 0; i < 3; i++) {
        created.push(
          (await createWebhook(t, paged, { url: `http://127.0.0.1:9/p${i}` })).webhookId,
        );
      }
      const first = await request(t.server)
        .get('/api/v1/webhooks?limit=2')
        .set(paged.auth)
        .expect(200);
      expect(first.body.webhooks.map((w: { webhookId: string }) => w.webhookId)).toEqual([
        created[2],
        created[1],
      ]);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      const second = await request(t.server)
        .get('/api/v1/webhooks')
        .query({ limit: 2, cursor: first.body.nextCursor })
        .set(paged.auth)
        .expect(200);
      expect(second.body).toEqual({
        webhooks: [expect.objectContaining({ webhookId: created[0] })],
        nextCursor: null,
      });
    });

    it('records the real outcome of an attempt in flight when its webhook is deleted', async () => {
      const held: ServerResponse[] = [];
      const server = createServer((req, res) => {
        req.resume();
        held.push(res);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const owner = await registerOrg(t);
        const hook = await createWebhook(t, owner, { url: `http://127.0.0.1:${port}/hook` });
        await request(t.server)
          .post('/api/v1/observe/assess')
          .set(owner.auth)
          .send({ text: DETECTING_TEXTS.P1 })
          .expect(200);
        await eventually(() => Promise.resolve(held.length > 0), 10_000, 'attempt in flight');
        await request(t.server)
          .delete(`/api/v1/webhooks/${hook.webhookId}`)
          .set(owner.auth)
          .expect(204);
        held[0]?.writeHead(200).end('ok');
        const rows = await eventually(async () => {
          const found: { status: string; response_status: number | null }[] =
            await t.dataSource.query(
              `SELECT d.status, a.response_status FROM webhook_deliveries d
                 JOIN webhook_attempts a ON a.delivery_id = d.id
                WHERE d.webhook_id = $1`,
              [hook.webhookId],
            );
          return found.length > 0 && found[0]?.status !== 'pending' ? found : undefined;
        });
        expect(rows).toEqual([{ status: 'succeeded', response_status: 200 }]);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });
});

describe('Rate limits (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_ENABLED: 'true',
        RATE_LIMIT_PER_MINUTE: '1000',
        REGISTRATION_LIMIT_PER_HOUR: '3',
      },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('limits registration per address with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) await registerOrg(t);
    const res = await request(t.server)
      .post('/api/v1/auth/register')
      .send({ name: 'x', slug: uniqueSlug() })
      .expect(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('Requests without a valid key (e2e)', () => {
  let t: TestApp;
  let org: TestOrg;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_PER_MINUTE: '6' } });
    org = await registerOrg(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 401 with WWW-Authenticate: Bearer', async () => {
    const res = await request(t.server).get('/api/v1/agents').expect(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('counts missing and wrong keys per address and answers 429 over the limit; a valid key keeps its own budget', async () => {
    const wrongKey = `Bearer agk_${'x'.repeat(43)}`;
    // The registration and the request above already counted: 2 of this address's 6.
    for (let i = 0; i < 3; i++) {
      await request(t.server).get('/api/v1/agents').set('Authorization', wrongKey).expect(401);
    }
    await request(t.server).get('/api/v1/agents').set('Authorization', 'Bearer nope').expect(401);
    await request(t.server).get('/api/v1/agents').expect(429);
    const limited = await request(t.server)
      .get('/api/v1/agents')
      .set('Authorization', wrongKey)
      .expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await request(t.server).get('/api/v1/agents').set(org.auth).expect(200);
  });
});

describe('Rate limits turned off (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false', RATE_LIMIT_PER_MINUTE: '2' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('lets any number of registrations and unauthenticated requests through', async () => {
    for (let i = 0; i < 12; i++) await registerOrg(t);
    for (let i = 0; i < 4; i++) {
      await request(t.server)
        .get('/api/v1/agents')
        .set('Authorization', 'Bearer agk_wrong')
        .expect(401);
    }
  });
});

describe('A busy database (e2e)', () => {
  let t: TestApp;
  let org: TestOrg;
  const held: QueryRunner[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { DATABASE_POOL_SIZE: '2', DATABASE_POOL_TIMEOUT_MS: '300' },
    });
    org = await registerOrg(t);
  });

  afterAll(async () => {
    await Promise.all(held.map((runner) => runner.release()));
    await t.close();
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After when no connection frees up in time; /health stays up', async () => {
    const dataSource: DataSource = t.dataSource;
    for (let i = 0; i < 2; i++) {
      const runner = dataSource.createQueryRunner();
      await runner.connect();
      held.push(runner);
    }
    for (const path of ['/api/v1/agents', '/api/v1/webhooks', '/api/v1/auth/me']) {
      const res = await request(t.server).get(path).set(org.auth).expect(503);
      expect(res.body).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Were it waiting for the request pool, it would give up after 300 ms: 503.
    const health = await request(t.server).get('/health').expect(200);
    expect(health.body).toEqual({ status: 'ok', database: 'up' });

    await Promise.all(held.splice(0).map((runner) => runner.release()));
    await request(t.server).get('/api/v1/agents').set(org.auth).expect(200);
  });

  it('says the database is up while the event loop is busy', async () => {
    // This process (the app's too) spends 700 ms of every turn computing, as under a burst of
    // large assessments: answers arrive long before the process gets to read them.
    const hog = setInterval(() => {
      const until = Date.now() + 700;
      while (Date.now() < until);
    }, 1);
    try {
      const health = await request(t.server).get('/health');
      expect({ status: health.status, body: health.body }).toEqual({
        status: 200,
        body: { status: 'ok', database: 'up' },
      });
    } finally {
      clearInterval(hog);
    }
  });
});

describe('The in-flight body budget (e2e)', () => {
  let t: TestApp;
  let org: TestOrg;

  beforeAll(async () => {
    t = await createTestApp({ env: { INFLIGHT_BODY_LIMIT: '100kb' } });
    await t.app.listen(0, '127.0.0.1');
    org = await registerOrg(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 503 OVERLOADED with Retry-After while other assessments hold the budget, then recovers', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(80_000) });
    const { port } = (t.app.getHttpServer() as Server).address() as AddressInfo;
    // The first assessment announces its length and sends only part: it holds 80 KB of budget.
    const slow = httpRequest({
      port,
      method: 'POST',
      path: '/api/v1/observe/assess',
      headers: {
        ...org.auth,
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
      },
    });
    const slowAnswer = new Promise<number>((resolve, reject) => {
      slow.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      slow.on('error', reject);
    });
    slow.write(body.slice(0, 1000));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const refused = await request(t.server)
      .post('/api/v1/observe/assess')
      .set(org.auth)
      .send({ text: 'y'.repeat(70_000) })
      .expect(503);
    expect(refused.body).toMatchObject({ statusCode: 503, code: 'OVERLOADED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    slow.end(body.slice(1000));
    expect(await slowAnswer).toBe(200);
    await request(t.server)
      .post('/api/v1/observe/assess')
      .set(org.auth)
      .send({ text: 'y'.repeat(70_000) })
      .expect(200);
  });

  it('charges a small chunked body (no Content-Length) its real size, not the body limit', async () => {
    const { port } = (t.app.getHttpServer() as Server).address() as AddressInfo;
    // Registrations the validation refuses (400): past the body budget, and no database work.
    const chunked = (name: string) => {
      // No Content-Length: Node sends the body chunked.
      const req = httpRequest({
        port,
        method: 'POST',
        path: '/api/v1/auth/register',
        headers: { 'Content-Type': 'application/json' },
      });
      const answer = new Promise<string>((resolve, reject) => {
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () =>
            resolve(`${res.statusCode} ${(JSON.parse(text) as { code: string }).code}`),
          );
        });
        req.on('error', reject);
      });
      const body = JSON.stringify({ name, slug: 'Not A Slug!' });
      req.write(body.slice(0, 10));
      return { answer, finish: () => req.end(body.slice(10)) };
    };
    // One is still being sent while 40 others come and go.
    const held = chunked('held');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const others = Array.from({ length: 40 }, (_, i) => chunked(`small-${i}`));
    others.forEach((other) => other.finish());
    const answers = await Promise.all(others.map((other) => other.answer));
    held.finish();
    expect(await held.answer).toBe('400 VALIDATION_FAILED');
    expect(answers).toEqual(Array(40).fill('400 VALIDATION_FAILED'));
  });

  it('admits one body larger than the whole budget when nothing else is in flight', async () => {
    await request(t.server)
      .post('/api/v1/observe/assess')
      .set(org.auth)
      .send({ text: 'z'.repeat(300_000) })
      .expect(200);
  });
});
