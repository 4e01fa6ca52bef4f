import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { Client } from 'pg';
import { INSTANCE_LIVENESS_LOCK_CLASS } from '../src/idempotency/idempotency.constants';
import { requestFingerprint } from '../src/idempotency/idempotency-request';
import { createAgent, createKey, registerOrg, TestOrg, uniqueSlug } from './factories';
import { startRun } from './factories/governance';
import { exampleFor } from './factories/observation';
import { eventually } from './factories/webhooks';
import { createTestApp, TestApp } from './utils/test-app';

const REPLAYED = 'idempotent-replayed';

describe('Idempotency-Key (e2e)', () => {
  let t: TestApp;
  let org: TestOrg;

  beforeAll(async () => {
    t = await createTestApp();
    // A real port: concurrent requests share one server, and raw requests can pick a source address.
    await t.app.listen(0, '127.0.0.1');
    org = await registerOrg(t, 'Idempotent Org');
  });

  afterAll(async () => {
    await t.close();
  });

  const count = async (sql: string, params: unknown[]): Promise<number> => {
    const [row] = await t.dataSource.query<{ n: string }[]>(sql, params);
    return Number(row.n);
  };
  const agentsNamed = (name: string) =>
    count(`SELECT count(*) AS n FROM agents WHERE org_id = $1 AND name = $2`, [org.id, name]);
  const registerAgent = (key: string | undefined, body: object, who: TestOrg = org) => {
    const req = request(t.server).post('/api/v1/agents/register').set(who.auth);
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send(body);
  };

  it('replays the first answer to the same request, key order ignored, and acts once', async () => {
    const first = await registerAgent('create-agent-1', {
      name: 'replayed',
      framework: 'custom',
      config: { model: 'x', temperature: 0.2 },
    }).expect(201);
    expect(first.headers[REPLAYED]).toBeUndefined();

    const again = await registerAgent('create-agent-1', {
      config: { temperature: 0.2, model: 'x' },
      framework: 'custom',
      name: 'replayed',
    }).expect(201);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await agentsNamed('replayed')).toBe(1);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED to the same key with a different body or path', async () => {
    await registerAgent('create-agent-2', { name: 'first-body', framework: 'custom' }).expect(201);
    const other = await registerAgent('create-agent-2', {
      name: 'second-body',
      framework: 'custom',
    }).expect(422);
    expect(other.body).toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    const otherPath = await request(t.server)
      .post('/api/v1/webhooks')
      .set(org.auth)
      .set('Idempotency-Key', 'create-agent-2')
      .send({ url: 'http://127.0.0.1:9/hook' })
      .expect(422);
    expect(otherPath.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await agentsNamed('second-body')).toBe(0);
  });

  it('keys are per organization: another organization may use the same key', async () => {
    const other = await registerOrg(t, 'Other Org');
    await registerAgent('shared-key', { name: 'mine', framework: 'custom' }).expect(201);
    const theirs = await registerAgent(
      'shared-key',
      { name: 'mine', framework: 'custom' },
      other,
    ).expect(201);
    expect(theirs.headers[REPLAYED]).toBeUndefined();
  });

  it('replays a 4xx first answer without acting again', async () => {
    const bad = await registerAgent('bad-agent', { name: 'x', framework: 'nope' }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const again = await registerAgent('bad-agent', { framework: 'nope', name: 'x' }).expect(400);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body).toEqual(bad.body);

    const missing = await request(t.server)
      .post('/api/v1/govern/start')
      .set(org.auth)
      .set('Idempotency-Key', 'unknown-agent')
      .send({ agentId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    const replay = await request(t.server)
      .post('/api/v1/govern/start')
      .set(org.auth)
      .set('Idempotency-Key', 'unknown-agent')
      .send({ agentId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    expect(replay.headers[REPLAYED]).toBe('true');
    expect(replay.body).toEqual(missing.body);
  });

  it('changes nothing for a request without the header', async () => {
    const keysBefore = await count(`SELECT count(*) AS n FROM idempotency_keys`, []);
    await registerAgent(undefined, { name: 'plain', framework: 'custom' }).expect(201);
    const second = await registerAgent(undefined, { name: 'plain', framework: 'custom' }).expect(
      201,
    );
    expect(second.headers[REPLAYED]).toBeUndefined();
    expect(await agentsNamed('plain')).toBe(2);
    expect(await count(`SELECT count(*) AS n FROM idempotency_keys`, [])).toBe(keysBefore);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['not ASCII', 'clé'],
  ])(
    'refuses a key that is %s with 400 INVALID_IDEMPOTENCY_KEY before acting',
    async (_label, key) => {
      const res = await registerAgent(key, { name: 'refused-key', framework: 'custom' }).expect(
        400,
      );
      expect(res.body.code).toBe('INVALID_IDEMPOTENCY_KEY');
      expect(await agentsNamed('refused-key')).toBe(0);
    },
  );

  it('accepts a 255-character key', async () => {
    await registerAgent('k'.repeat(255), { name: 'long-key', framework: 'custom' }).expect(201);
  });

  it('stores no 5xx answer: a retry after a failure runs the request again', async () => {
    // Break the agents table under the running app: the insert fails with a 5xx.
    await t.dataSource.query(`ALTER TABLE agents RENAME COLUMN description TO description_gone`);
    try {
      const failed = await registerAgent('after-outage', { name: 'retried', framework: 'custom' });
      expect(failed.status).toBeGreaterThanOrEqual(500);
    } finally {
      await t.dataSource.query(`ALTER TABLE agents RENAME COLUMN description_gone TO description`);
    }
    const retried = await registerAgent('after-outage', {
      name: 'retried',
      framework: 'custom',
    }).expect(201);
    expect(retried.headers[REPLAYED]).toBeUndefined();
    expect(await agentsNamed('retried')).toBe(1);
  });

  /** The stored row of an `Idempotency-Key` of the organization's admin key. */
  const keyRow = (key: string) =>
    t.dataSource
      .query<{ response_status: number | null; committed: boolean }[]>(
        `SELECT response_status, committed FROM idempotency_keys
          WHERE scope = $1 AND idempotency_key = $2`,
        [`key:${org.keyId}`, key],
      )
      .then(([row]) => row);
  // The answer is stored after the response is sent: wait for it, so it cannot land after a
  // simulated crash.
  const answerStored = (key: string) =>
    eventually(
      async () => (await keyRow(key))?.response_status != null,
      10_000,
      'the first answer stored',
    );

  it('answers 409 IDEMPOTENCY_IN_PROGRESS while the first request is alive, and lets a retry take over at once when its instance is gone', async () => {
    // A claim as an instance leaves it mid-request: no change committed, no answer, a lease of
    // a minute, held by instance 424242, whose liveness lock this test holds for now.
    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1, 424242)', [INSTANCE_LIVENESS_LOCK_CLASS]);
      await t.dataSource.query(
        `INSERT INTO idempotency_keys (scope, idempotency_key, fingerprint, claim_token, holder,
                                       locked_until, created_at, expires_at)
         VALUES ($1, 'crashed', $2, gen_random_uuid(), 424242, now() + interval '1 minute', now(),
                 now() + interval '1 day')`,
        [
          `key:${org.keyId}`,
          requestFingerprint('POST', '/api/v1/agents/register', {
            name: 'crash',
            framework: 'custom',
          }),
        ],
      );
      const busy = await registerAgent('crashed', { name: 'crash', framework: 'custom' }).expect(
        409,
      );
      expect(busy.body.code).toBe('IDEMPOTENCY_IN_PROGRESS');
      expect(busy.headers['retry-after']).toBe('1');
    } finally {
      // The instance dies: PostgreSQL frees its liveness lock.
      await holder.end();
    }
    const taken = await registerAgent('crashed', { name: 'crash', framework: 'custom' }).expect(
      201,
    );
    expect(taken.headers[REPLAYED]).toBeUndefined();
    await answerStored('crashed');
    const replay = await registerAgent('crashed', { name: 'crash', framework: 'custom' }).expect(
      201,
    );
    expect(replay.body).toEqual(taken.body);
    expect(await agentsNamed('crash')).toBe(1);
  });

  it('never runs a request again whose change committed, even when its answer was never stored', async () => {
    await registerAgent('committed', { name: 'committed-once', framework: 'custom' }).expect(201);
    await answerStored('committed');
    expect((await keyRow('committed')).committed).toBe(true);
    // As if the instance died after the commit and before storing the answer, and its lease ran out.
    await t.dataSource.query(
      `UPDATE idempotency_keys
          SET response_status = NULL, response_body = NULL, locked_until = now() - interval '1 second'
        WHERE scope = $1 AND idempotency_key = 'committed'`,
      [`key:${org.keyId}`],
    );
    const retry = await registerAgent('committed', {
      name: 'committed-once',
      framework: 'custom',
    }).expect(409);
    expect(retry.body.code).toBe('IDEMPOTENCY_ANSWER_LOST');
    expect(await agentsNamed('committed-once')).toBe(1);
  });

  it("replays only to the key that made the first request: another key's same Idempotency-Key is a new request", async () => {
    const other = await createKey(t, org, { role: 'admin', name: 'second admin' });
    const first = await registerAgent('start-OPS-42', {
      name: 'per-key',
      framework: 'custom',
    }).expect(201);
    await answerStored('start-OPS-42');
    const theirs = await request(t.server)
      .post('/api/v1/agents/register')
      .set(other.auth)
      .set('Idempotency-Key', 'start-OPS-42')
      .send({ name: 'per-key', framework: 'custom' })
      .expect(201);
    expect(theirs.headers[REPLAYED]).toBeUndefined();
    expect(theirs.body.id).not.toBe(first.body.id);
    expect(await agentsNamed('per-key')).toBe(2);
  });

  it('takes over an expired key as a new request', async () => {
    await registerAgent('expiring', { name: 'expiring-1', framework: 'custom' }).expect(201);
    await t.dataSource.query(
      `UPDATE idempotency_keys SET expires_at = now() - interval '1 second'
        WHERE scope = $1 AND idempotency_key = 'expiring'`,
      [`key:${org.keyId}`],
    );
    const fresh = await registerAgent('expiring', { name: 'expiring-2', framework: 'custom' });
    expect(fresh.status).toBe(201);
    expect(fresh.headers[REPLAYED]).toBeUndefined();
  });

  it('10 concurrent assessments with one key store one observation; the rest replay or get 409', async () => {
    const agent = await createAgent(t, org, { name: 'assessed' });
    const body = { agentId: agent.id, text: exampleFor('BP-003') };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(t.server)
          .post('/api/v1/observe/assess')
          .set(org.auth)
          .set('Idempotency-Key', 'assess-once')
          .send(body),
      ),
    );
    const firsts = answers.filter((r) => r.status === 200 && !r.headers[REPLAYED]);
    expect(firsts).toHaveLength(1);
    for (const r of answers) {
      if (r.status === 200) expect(r.body).toEqual(firsts[0].body);
      else expect(r.body.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    }
    const stored = await count(`SELECT count(*) AS n FROM observations WHERE agent_id = $1`, [
      agent.id,
    ]);
    expect(stored).toBe(1);
  });

  it('10 concurrent approvals with one key advance the run by one gate', async () => {
    const agent = await createAgent(t, org, { name: 'approved' });
    const run = await startRun(t, org, agent.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(t.server)
          .post('/api/v1/govern/approve')
          .set(org.auth)
          .set('Idempotency-Key', `approve-${run.id}`)
          .send({ runId: run.id, actor: 'alice' }),
      ),
    );
    expect(answers.filter((r) => r.status === 201 && !r.headers[REPLAYED])).toHaveLength(1);
    expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const history = await request(t.server)
      .get(`/api/v1/govern/${run.id}`)
      .set(org.auth)
      .expect(200);
    expect(history.body.run.currentGate).toBe('build');
  });

  describe('POST /auth/register (no key: scoped per client address)', () => {
    /** Registers from a chosen loopback source address (Linux routes all of 127/8 locally). */
    const registerFrom = (
      localAddress: string,
      key: string,
      body: object,
    ): Promise<{ status: number; replayed: boolean; body: { organization?: { id: string } } }> => {
      const { port } = t.app.getHttpServer().address() as AddressInfo;
      const payload = JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            localAddress,
            method: 'POST',
            path: '/api/v1/auth/register',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                replayed: res.headers[REPLAYED] === 'true',
                body: JSON.parse(text),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    };

    it('replays to the same address and runs afresh for another address', async () => {
      const slug = uniqueSlug();
      const first = await registerFrom('127.0.0.1', 'signup', { name: 'Acme', slug });
      expect(first.status).toBe(201);
      const replay = await registerFrom('127.0.0.1', 'signup', { slug, name: 'Acme' });
      expect(replay).toMatchObject({ status: 201, replayed: true });
      expect(replay.body).toEqual(first.body);

      // Same key, same body, another address: its own request, so the slug is now taken.
      const elsewhere = await registerFrom('127.0.0.2', 'signup', { name: 'Acme', slug });
      expect(elsewhere).toMatchObject({ status: 409, replayed: false });
      expect(await count(`SELECT count(*) AS n FROM organizations WHERE slug = $1`, [slug])).toBe(
        1,
      );
    });
  });

  it('documents the header, the replay marker, 409 and 422 on every POST operation', async () => {
    const doc = (await request(t.server).get('/api/docs-json').expect(200)).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string }[];
            responses: Record<string, { headers?: Record<string, unknown> }>;
          }
        >
      >;
    };
    const posts = Object.values(doc.paths).flatMap((item) => (item.post ? [item.post] : []));
    expect(posts.length).toBeGreaterThan(8);
    for (const op of posts) {
      expect(op.parameters).toContainEqual(
        expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
      );
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['409', '422']));
      for (const [status, response] of Object.entries(op.responses)) {
        if (status !== '422') expect(response.headers).toHaveProperty('Idempotent-Replayed');
      }
    }
  });
});
