import request from 'supertest';
import { createAgent, createKey, registerOrg, TestKey, TestOrg } from './factories';
import { startRun } from './factories/governance';
import { DETECTING_TEXTS, eventually, listDeliveries } from './factories/webhooks';
import { TestReceiver } from './utils/receiver';
import { createTestApp, TestApp } from './utils/test-app';

type Role = 'admin' | 'reviewer' | 'viewer' | 'agent';
const ROLES: Role[] = ['admin', 'reviewer', 'viewer', 'agent'];
type Outcome = 'ok' | 403;

/** The caller a matrix request is made with. */
interface Caller {
  role: Role;
  auth: { Authorization: string };
  /** What to send as `actor`: nothing for keys bound to one, a relayed name for the others. */
  actor: { actor?: string };
}

/** Prepares what one call needs (with the admin key), then answers the call itself. */
type Prepare = (who: Caller) => (() => request.Test) | Promise<() => request.Test>;

interface Expectation {
  roles: Record<Role, Outcome>;
  prepare: Prepare;
}

const EVERYONE: Record<Role, Outcome> = { admin: 'ok', reviewer: 'ok', viewer: 'ok', agent: 'ok' };
const READERS: Record<Role, Outcome> = { admin: 'ok', reviewer: 'ok', viewer: 'ok', agent: 403 };
const ADMIN: Record<Role, Outcome> = { admin: 'ok', reviewer: 403, viewer: 403, agent: 403 };
const DECIDERS: Record<Role, Outcome> = { admin: 'ok', reviewer: 'ok', viewer: 403, agent: 403 };
const WRITERS: Record<Role, Outcome> = { admin: 'ok', reviewer: 'ok', viewer: 403, agent: 'ok' };

/** Operations any client may call without a key. */
const PUBLIC = new Set(['POST /api/v1/auth/register', 'GET /health']);

/** Tables a refused request must leave untouched. */
const WRITTEN_TABLES = [
  'api_keys',
  'agents',
  'governance_runs',
  'gate_events',
  'observations',
  'webhooks',
  'webhook_deliveries',
  'audit_entries',
  'detection_policies',
];

describe('Roles and agent-bound keys (e2e)', () => {
  let t: TestApp;
  let receiver: TestReceiver;
  let org: TestOrg;
  let other: TestOrg;
  let ownAgent: string;
  let otherAgent: string;
  let foreignAgent: string;
  const keys = {} as Record<Exclude<Role, 'admin'>, TestKey>;
  let webhookId: string;
  let deliveryId: string;

  const api = (path: string) => `/api/v1${path}`;
  const callers = (): Caller[] => [
    { role: 'admin', auth: org.auth, actor: { actor: 'platform-bot' } },
    { role: 'reviewer', auth: keys.reviewer.auth, actor: {} },
    { role: 'viewer', auth: keys.viewer.auth, actor: { actor: 'viewer-bot' } },
    { role: 'agent', auth: keys.agent.auth, actor: {} },
  ];
  const rowCounts = async (): Promise<Record<string, number>> => {
    const counts: Record<string, number> = {};
    for (const table of WRITTEN_TABLES) {
      const [row] = await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`);
      counts[table] = row.n;
    }
    return counts;
  };
  const run = async () => (await startRun(t, org, ownAgent)).id;
  const revocableKey = async () => (await createKey(t, org, { role: 'viewer' })).id;

  /**
   * Every operation of the OpenAPI document and who may call it (SPEC §1). A route missing here
   * fails the first test: each new route needs a role decision.
   */
  const MATRIX: Record<string, Expectation> = {
    'GET /api/v1/auth/me': {
      roles: EVERYONE,
      prepare: (who) => () => request(t.server).get(api('/auth/me')).set(who.auth),
    },
    'GET /api/v1/auth/keys': {
      roles: ADMIN,
      prepare: (who) => () => request(t.server).get(api('/auth/keys')).set(who.auth),
    },
    'POST /api/v1/auth/keys': {
      roles: ADMIN,
      prepare: (who) => () =>
        request(t.server).post(api('/auth/keys')).set(who.auth).send({ role: 'viewer' }),
    },
    'DELETE /api/v1/auth/keys/{id}': {
      roles: ADMIN,
      prepare: async (who) => {
        const id = await revocableKey();
        return () =>
          request(t.server)
            .delete(api(`/auth/keys/${id}`))
            .set(who.auth);
      },
    },
    'POST /api/v1/agents/register': {
      roles: ADMIN,
      prepare: (who) => () =>
        request(t.server)
          .post(api('/agents/register'))
          .set(who.auth)
          .send({ name: 'new', framework: 'custom' }),
    },
    'GET /api/v1/agents': {
      roles: EVERYONE,
      prepare: (who) => () => request(t.server).get(api('/agents')).set(who.auth),
    },
    'GET /api/v1/agents/{id}': {
      roles: EVERYONE,
      prepare: (who) => () =>
        request(t.server)
          .get(api(`/agents/${ownAgent}`))
          .set(who.auth),
    },
    'PATCH /api/v1/agents/{id}': {
      roles: ADMIN,
      prepare: (who) => () =>
        request(t.server)
          .patch(api(`/agents/${ownAgent}`))
          .set(who.auth)
          .send({ description: `changed by ${who.role}` }),
    },
    'POST /api/v1/govern/start': {
      roles: WRITERS,
      prepare: (who) => () =>
        request(t.server).post(api('/govern/start')).set(who.auth).send({ agentId: ownAgent }),
    },
    'POST /api/v1/govern/gate': {
      roles: WRITERS,
      prepare: async (who) => {
        const runId = await run();
        return () =>
          request(t.server)
            .post(api('/govern/gate'))
            .set(who.auth)
            .send({ runId, gate: 'plan', action: 'submitted', ...who.actor });
      },
    },
    'POST /api/v1/govern/approve': {
      roles: DECIDERS,
      prepare: async (who) => {
        const runId = await run();
        return () =>
          request(t.server)
            .post(api('/govern/approve'))
            .set(who.auth)
            .send({ runId, ...who.actor });
      },
    },
    'POST /api/v1/govern/cancel': {
      roles: DECIDERS,
      prepare: async (who) => {
        const runId = await run();
        return () =>
          request(t.server)
            .post(api('/govern/cancel'))
            .set(who.auth)
            .send({ runId, ...who.actor });
      },
    },
    'GET /api/v1/govern': {
      roles: EVERYONE,
      prepare: (who) => () => request(t.server).get(api('/govern')).set(who.auth),
    },
    'GET /api/v1/govern/{runId}': {
      roles: EVERYONE,
      prepare: async (who) => {
        const runId = await run();
        return () =>
          request(t.server)
            .get(api(`/govern/${runId}`))
            .set(who.auth);
      },
    },
    'POST /api/v1/observe/assess': {
      roles: WRITERS,
      prepare: (who) => () =>
        request(t.server)
          .post(api('/observe/assess'))
          .set(who.auth)
          .send({ text: DETECTING_TEXTS.P3, agentId: ownAgent }),
    },
    'GET /api/v1/observe/layers': {
      roles: EVERYONE,
      prepare: (who) => () => request(t.server).get(api('/observe/layers')).set(who.auth),
    },
    'GET /api/v1/observe/{agentId}': {
      roles: EVERYONE,
      prepare: (who) => () =>
        request(t.server)
          .get(api(`/observe/${ownAgent}`))
          .set(who.auth),
    },
    'GET /api/v1/patterns': {
      roles: EVERYONE,
      prepare: (who) => () => request(t.server).get(api('/patterns')).set(who.auth),
    },
    'GET /api/v1/patterns/{id}': {
      roles: EVERYONE,
      prepare: (who) => () => request(t.server).get(api('/patterns/BP-008')).set(who.auth),
    },
    'POST /api/v1/webhooks': {
      roles: ADMIN,
      prepare: (who) => () =>
        request(t.server).post(api('/webhooks')).set(who.auth).send({ url: receiver.url }),
    },
    'GET /api/v1/webhooks': {
      roles: READERS,
      prepare: (who) => () => request(t.server).get(api('/webhooks')).set(who.auth),
    },
    'GET /api/v1/webhooks/{id}': {
      roles: READERS,
      prepare: (who) => () =>
        request(t.server)
          .get(api(`/webhooks/${webhookId}`))
          .set(who.auth),
    },
    'PATCH /api/v1/webhooks/{id}': {
      roles: ADMIN,
      prepare: (who) => () =>
        request(t.server)
          .patch(api(`/webhooks/${webhookId}`))
          .set(who.auth)
          .send({ description: `changed by ${who.role}` }),
    },
    'DELETE /api/v1/webhooks/{id}': {
      roles: ADMIN,
      prepare: async (who) => {
        const created = await request(t.server)
          .post(api('/webhooks'))
          .set(org.auth)
          .send({ url: receiver.url })
          .expect(201);
        const id = created.body.webhookId as string;
        return () =>
          request(t.server)
            .delete(api(`/webhooks/${id}`))
            .set(who.auth);
      },
    },
    'POST /api/v1/webhooks/{id}/rotate-secret': {
      roles: ADMIN,
      prepare: (who) => () =>
        request(t.server)
          .post(api(`/webhooks/${webhookId}/rotate-secret`))
          .set(who.auth),
    },
    'GET /api/v1/webhooks/{id}/deliveries': {
      roles: READERS,
      prepare: (who) => () =>
        request(t.server)
          .get(api(`/webhooks/${webhookId}/deliveries`))
          .set(who.auth),
    },
    'POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver': {
      roles: ADMIN,
      prepare: (who) => () =>
        request(t.server)
          .post(api(`/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`))
          .set(who.auth),
    },
    'POST /api/v1/govern/resume': {
      roles: DECIDERS,
      prepare: async (who) => {
        const runId = await run();
        await request(t.server)
          .post(api('/observe/assess'))
          .set(org.auth)
          .send({ text: DETECTING_TEXTS.P1, runId })
          .expect(200);
        const [halting] = (
          await request(t.server)
            .get(api(`/observations?runId=${runId}`))
            .set(org.auth)
        ).body.observations;
        await request(t.server)
          .post(api(`/observations/${halting.id}/review`))
          .set(org.auth)
          .send({ verdict: 'confirmed', actor: 'platform-bot' })
          .expect(201);
        return () =>
          request(t.server)
            .post(api('/govern/resume'))
            .set(who.auth)
            .send({ runId, reason: 'reviewed', ...who.actor });
      },
    },
    'GET /api/v1/observations': {
      roles: EVERYONE,
      prepare: (who) => () => request(t.server).get(api('/observations')).set(who.auth),
    },
    'GET /api/v1/observations/stats': {
      roles: EVERYONE,
      prepare: (who) => () => request(t.server).get(api('/observations/stats')).set(who.auth),
    },
    'GET /api/v1/detection/policy': {
      roles: READERS,
      prepare: (who) => () => request(t.server).get(api('/detection/policy')).set(who.auth),
    },
    'PUT /api/v1/detection/policy': {
      roles: ADMIN,
      prepare: (who) => () =>
        request(t.server)
          .put(api('/detection/policy'))
          .set(who.auth)
          .send({ patterns: [{ patternId: 'BP-006', enabled: true }] }),
    },
    'GET /api/v1/observations/{id}': {
      roles: EVERYONE,
      prepare: async (who) => {
        const [own] = (
          await request(t.server)
            .get(api(`/observations?agentId=${ownAgent}&limit=1`))
            .set(org.auth)
        ).body.observations;
        return () =>
          request(t.server)
            .get(api(`/observations/${own.id}`))
            .set(who.auth);
      },
    },
    'POST /api/v1/observations/{id}/review': {
      roles: DECIDERS,
      prepare: async (who) => {
        await request(t.server)
          .post(api('/observe/assess'))
          .set(org.auth)
          .send({ text: DETECTING_TEXTS.P3, agentId: ownAgent })
          .expect(200);
        const [flagged] = (
          await request(t.server).get(api('/observations?patternId=BP-006&limit=1')).set(org.auth)
        ).body.observations;
        return () =>
          request(t.server)
            .post(api(`/observations/${flagged.id}/review`))
            .set(who.auth)
            .send({ verdict: 'dismissed', ...who.actor });
      },
    },
    'GET /api/v1/audit': {
      roles: READERS,
      prepare: (who) => () => request(t.server).get(api('/audit')).set(who.auth),
    },
    'GET /api/v1/audit/verify': {
      roles: READERS,
      prepare: (who) => () => request(t.server).get(api('/audit/verify')).set(who.auth),
    },
  };

  beforeAll(async () => {
    receiver = await TestReceiver.start();
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' } });
    org = await registerOrg(t, 'Roles Org');
    other = await registerOrg(t, 'Other Org');
    ownAgent = (await createAgent(t, org, { name: 'builder-bot' })).id;
    otherAgent = (await createAgent(t, org, { name: 'other-bot' })).id;
    foreignAgent = (await createAgent(t, other, { name: 'foreign-bot' })).id;
    keys.reviewer = await createKey(t, org, { role: 'reviewer', actor: 'alice@acme.example' });
    keys.viewer = await createKey(t, org, { role: 'viewer' });
    keys.agent = await createKey(t, org, { role: 'agent', agentId: ownAgent });
    const webhook = await request(t.server)
      .post(api('/webhooks'))
      .set(org.auth)
      .send({ url: receiver.url })
      .expect(201);
    webhookId = webhook.body.webhookId;
    await request(t.server)
      .post(api('/observe/assess'))
      .set(org.auth)
      .send({ text: DETECTING_TEXTS.P1, agentId: ownAgent })
      .expect(200);
    deliveryId = (
      await eventually(async () => (await listDeliveries(t, org, webhookId))[0], 10_000, 'delivery')
    ).id;
  });

  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  describe('the role matrix', () => {
    it('has a role decision for every operation of the OpenAPI document', async () => {
      const doc = await request(t.server).get('/api/docs-json').expect(200);
      const operations = Object.entries(doc.body.paths as Record<string, object>).flatMap(
        ([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      );
      const decided = [...Object.keys(MATRIX), ...PUBLIC];
      expect(operations.filter((op) => !decided.includes(op))).toEqual([]);
      expect(decided.filter((op) => !operations.includes(op))).toEqual([]);
    });

    it('documents the allowed roles of every authenticated operation (x-roles and a 403)', async () => {
      const doc = await request(t.server).get('/api/docs-json').expect(200);
      for (const [path, item] of Object.entries(doc.body.paths as Record<string, object>)) {
        for (const [method, op] of Object.entries(
          item as Record<string, { 'x-roles'?: unknown; responses: Record<string, unknown> }>,
        )) {
          if (PUBLIC.has(`${method.toUpperCase()} ${path}`)) continue;
          expect({ op: `${method} ${path}`, roles: op['x-roles'] }).toEqual({
            op: `${method} ${path}`,
            roles: expect.any(Array),
          });
          expect(op.responses['403']).toBeDefined();
        }
      }
    });

    for (const [operation, expectation] of Object.entries(MATRIX)) {
      for (const role of ROLES) {
        const outcome = expectation.roles[role];
        it(`${operation} as ${role} → ${outcome === 'ok' ? '2xx' : '403 INSUFFICIENT_ROLE'}`, async () => {
          const who = callers().find((caller) => caller.role === role)!;
          const call = await expectation.prepare(who);
          if (outcome === 'ok') {
            const res = await call();
            // The body is in the comparison so a failure shows why.
            expect({ status: Math.floor(res.status / 100), body: res.body }).toMatchObject({
              status: 2,
            });
            return;
          }
          const before = await rowCounts();
          const res = await call().expect(403);
          expect(res.body).toMatchObject({ statusCode: 403, code: 'INSUFFICIENT_ROLE' });
          expect(res.body.message).toContain(`role ${role} may not`);
          expect(await rowCounts()).toEqual(before);
        });
      }
    }
  });

  describe('agent-key scoping', () => {
    it('lists only its own agent', async () => {
      const res = await request(t.server).get(api('/agents')).set(keys.agent.auth).expect(200);
      expect(res.body.agents.map((a: { id: string }) => a.id)).toEqual([ownAgent]);
    });

    it("answers 404 for another agent's record and observations", async () => {
      for (const path of [`/agents/${otherAgent}`, `/observe/${otherAgent}`]) {
        const res = await request(t.server).get(api(path)).set(keys.agent.auth).expect(404);
        expect(res.body.code).toBe('AGENT_NOT_FOUND');
      }
    });

    it("lists only its own agent's runs, even when asking for another agent's", async () => {
      const own = await startRun(t, org, ownAgent);
      const foreign = await startRun(t, org, otherAgent);
      const all = await request(t.server).get(api('/govern')).set(keys.agent.auth).expect(200);
      const ids = all.body.runs.map((r: { id: string }) => r.id);
      expect(ids).toContain(own.id);
      expect(ids).not.toContain(foreign.id);
      expect(all.body.runs.every((r: { agentId: string }) => r.agentId === ownAgent)).toBe(true);
      const asked = await request(t.server)
        .get(api(`/govern?agentId=${otherAgent}`))
        .set(keys.agent.auth)
        .expect(200);
      expect(asked.body.runs).toEqual([]);
    });

    it("answers 404 for another agent's run", async () => {
      const foreign = await startRun(t, org, otherAgent);
      const res = await request(t.server)
        .get(api(`/govern/${foreign.id}`))
        .set(keys.agent.auth)
        .expect(404);
      expect(res.body.code).toBe('RUN_NOT_FOUND');
    });

    it('starts runs only for its agent (another → 404, nothing written)', async () => {
      const mine = await request(t.server)
        .post(api('/govern/start'))
        .set(keys.agent.auth)
        .send({ agentId: ownAgent })
        .expect(201);
      expect(mine.body.agentId).toBe(ownAgent);
      const before = await rowCounts();
      const res = await request(t.server)
        .post(api('/govern/start'))
        .set(keys.agent.auth)
        .send({ agentId: otherAgent })
        .expect(404);
      expect(res.body.code).toBe('AGENT_NOT_FOUND');
      expect(await rowCounts()).toEqual(before);
    });

    it("submits on its agent's runs as the agent, never on another agent's (404)", async () => {
      const mine = await startRun(t, org, ownAgent);
      const res = await request(t.server)
        .post(api('/govern/gate'))
        .set(keys.agent.auth)
        .send({ runId: mine.id, gate: 'plan', action: 'submitted' })
        .expect(201);
      expect(res.body.event).toMatchObject({ actor: 'builder-bot', keyId: keys.agent.id });

      const foreign = await startRun(t, org, otherAgent);
      const before = await rowCounts();
      const refused = await request(t.server)
        .post(api('/govern/gate'))
        .set(keys.agent.auth)
        .send({ runId: foreign.id, gate: 'plan', action: 'submitted' })
        .expect(404);
      expect(refused.body.code).toBe('RUN_NOT_FOUND');
      expect(await rowCounts()).toEqual(before);
    });

    it('assesses as its agent when none is named', async () => {
      await request(t.server)
        .post(api('/observe/assess'))
        .set(keys.agent.auth)
        .send({ text: DETECTING_TEXTS.P3 })
        .expect(200);
      const [latest] = (
        await request(t.server)
          .get(api(`/observe/${ownAgent}?limit=1`))
          .set(org.auth)
          .expect(200)
      ).body.observations;
      expect(latest).toMatchObject({ agentId: ownAgent, patternId: 'BP-006' });
    });

    it("refuses to assess as another agent or for another agent's run with 404, storing nothing", async () => {
      const foreign = await startRun(t, org, otherAgent);
      for (const link of [
        { agentId: otherAgent },
        { runId: foreign.id },
        { agentId: foreignAgent },
      ]) {
        const before = await rowCounts();
        const res = await request(t.server)
          .post(api('/observe/assess'))
          .set(keys.agent.auth)
          .send({ text: DETECTING_TEXTS.P1, ...link })
          .expect(404);
        expect(res.body.code).toMatch(/^(AGENT|RUN)_NOT_FOUND$/);
        expect(await rowCounts()).toEqual(before);
      }
    });
  });

  describe('actor binding', () => {
    const decide = (path: string, key: TestKey | TestOrg, body: object) =>
      request(t.server)
        .post(api(`/govern/${path}`))
        .set(key.auth)
        .send(body);

    /**
     * Every request that names an actor, with the audit action it records. `/govern/resume` and
     * observation reviews join this table when they exist (their own fixture: a halted run, an
     * open observation).
     */
    const NAMING_ACTOR: Record<string, { audit: string; body: (runId: string) => object }> = {
      gate: {
        audit: 'gate_transition',
        body: (runId) => ({ runId, gate: 'plan', action: 'approved' }),
      },
      approve: { audit: 'gate_transition', body: (runId) => ({ runId }) },
      cancel: { audit: 'cancelled', body: (runId) => ({ runId }) },
    };
    const requestsNamingActor = Object.keys(NAMING_ACTOR);
    const bodyFor = async (path: string, extra: object = {}) => ({
      ...NAMING_ACTOR[path].body((await startRun(t, org, ownAgent)).id),
      ...extra,
    });

    it.each(requestsNamingActor)(
      '/govern/%s records the bound actor and the key when actor is omitted',
      async (path) => {
        const body = (await bodyFor(path)) as { runId: string };
        await decide(path, keys.reviewer, body).expect(201);
        const audit = await request(t.server)
          .get(api(`/audit?resourceId=${body.runId}&action=${NAMING_ACTOR[path].audit}`))
          .set(org.auth)
          .expect(200);
        expect(audit.body.entries[0]).toMatchObject({
          actor: 'alice@acme.example',
          keyId: keys.reviewer.id,
        });
      },
    );

    it.each(['gate', 'approve'])(
      '/govern/%s records the bound actor and the key on the gate event',
      async (path) => {
        const body = (await bodyFor(path)) as { runId: string };
        await decide(path, keys.reviewer, body).expect(201);
        const history = await request(t.server)
          .get(api(`/govern/${body.runId}`))
          .set(org.auth)
          .expect(200);
        expect(history.body.events.at(-1)).toMatchObject({
          actor: 'alice@acme.example',
          keyId: keys.reviewer.id,
        });
      },
    );

    it.each(requestsNamingActor)(
      '/govern/%s refuses a bound key naming another actor with 403 ACTOR_MISMATCH, writing nothing',
      async (path) => {
        const body = await bodyFor(path, { actor: 'bob@acme.example' });
        const before = await rowCounts();
        const res = await decide(path, keys.reviewer, body).expect(403);
        expect(res.body).toMatchObject({ statusCode: 403, code: 'ACTOR_MISMATCH' });
        expect(await rowCounts()).toEqual(before);
      },
    );

    it.each(requestsNamingActor)(
      '/govern/%s requires an actor from a key bound to none (400 ACTOR_REQUIRED)',
      async (path) => {
        const body = await bodyFor(path);
        const before = await rowCounts();
        const res = await decide(path, org, body).expect(400);
        expect(res.body.code).toBe('ACTOR_REQUIRED');
        expect(await rowCounts()).toEqual(before);
      },
    );

    it('lets a bound key name its own actor', async () => {
      const runId = (await startRun(t, org, ownAgent)).id;
      const res = await decide('approve', keys.reviewer, {
        runId,
        actor: 'alice@acme.example',
      }).expect(201);
      expect(res.body.event.actor).toBe('alice@acme.example');
    });

    it('keeps separation of duties meaningful: a bound submitter cannot approve its own gate', async () => {
      const runId = (
        await startRun(t, org, ownAgent, { policy: { requireDistinctApprover: true } })
      ).id;
      await decide('gate', keys.reviewer, { runId, gate: 'plan', action: 'submitted' }).expect(201);
      const res = await decide('approve', keys.reviewer, { runId }).expect(403);
      expect(res.body.code).toBe('SELF_APPROVAL');
    });
  });

  describe('what users will try', () => {
    const refused = async (call: () => request.Test, status: number, code: string) => {
      const before = await rowCounts();
      const res = await call().expect(status);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toMatchObject({ statusCode: status, code });
      expect(await rowCounts()).toEqual(before);
      return res;
    };

    it('an agent key approving its own gate gets 403 naming the roles needed', async () => {
      const runId = (await startRun(t, org, ownAgent)).id;
      const res = await refused(
        () => request(t.server).post(api('/govern/approve')).set(keys.agent.auth).send({ runId }),
        403,
        'INSUFFICIENT_ROLE',
      );
      expect(res.body.message).toContain('admin or reviewer');
    });

    it('an agent key approving through /govern/gate gets 403', async () => {
      const runId = (await startRun(t, org, ownAgent)).id;
      await refused(
        () =>
          request(t.server)
            .post(api('/govern/gate'))
            .set(keys.agent.auth)
            .send({ runId, gate: 'plan', action: 'approved' }),
        403,
        'INSUFFICIENT_ROLE',
      );
    });

    it.each([
      { enforcement: 'monitor' },
      { enforcement: 'enforce' },
      { requireDistinctApprover: false },
    ])(
      'an agent key starting its run with policy %j gets 403: it chooses nothing',
      async (policy) => {
        const res = await refused(
          () =>
            request(t.server)
              .post(api('/govern/start'))
              .set(keys.agent.auth)
              .send({ agentId: ownAgent, policy }),
          403,
          'INSUFFICIENT_ROLE',
        );
        expect(res.body.message).toContain('agent (only without a policy');
      },
    );

    it('an agent key starting its run with policy {} gets a run with the default policy', async () => {
      const res = await request(t.server)
        .post(api('/govern/start'))
        .set(keys.agent.auth)
        .send({ agentId: ownAgent, policy: {} })
        .expect(201);
      expect(res.body.policy).toEqual({ requireDistinctApprover: false, enforcement: 'enforce' });
    });

    it('an agent key deleting the webhook gets 403', async () => {
      await refused(
        () =>
          request(t.server)
            .delete(api(`/webhooks/${webhookId}`))
            .set(keys.agent.auth),
        403,
        'INSUFFICIENT_ROLE',
      );
    });

    it('an agent or reviewer key minting a key gets 403', async () => {
      for (const key of [keys.agent, keys.reviewer]) {
        await refused(
          () => request(t.server).post(api('/auth/keys')).set(key.auth).send({ role: 'admin' }),
          403,
          'INSUFFICIENT_ROLE',
        );
      }
    });

    it("an admin creating an agent key for another organization's agent gets 404", async () => {
      await refused(
        () =>
          request(t.server)
            .post(api('/auth/keys'))
            .set(org.auth)
            .send({ role: 'agent', agentId: foreignAgent }),
        404,
        'AGENT_NOT_FOUND',
      );
    });

    it('an agent key without an agent, or an agent for another role, gets 400', async () => {
      const noAgent = await request(t.server)
        .post(api('/auth/keys'))
        .set(org.auth)
        .send({ role: 'agent' })
        .expect(400);
      expect(noAgent.body.code).toBe('VALIDATION_FAILED');
      await refused(
        () =>
          request(t.server)
            .post(api('/auth/keys'))
            .set(org.auth)
            .send({ role: 'reviewer', agentId: ownAgent }),
        400,
        'INVALID_KEY_BINDING',
      );
    });
  });

  describe('API keys', () => {
    it("creates an agent key whose actor defaults to the agent's name", async () => {
      expect(keys.agent).toMatchObject({ role: 'agent', agentId: ownAgent, actor: 'builder-bot' });
      const me = await request(t.server).get(api('/auth/me')).set(keys.agent.auth).expect(200);
      expect(me.body.key).toMatchObject({ role: 'agent', agentId: ownAgent, actor: 'builder-bot' });
    });

    it('records the key that created or revoked a key in the audit trail', async () => {
      const created = await createKey(t, org, { role: 'viewer', name: 'audited' });
      await request(t.server)
        .delete(api(`/auth/keys/${created.id}`))
        .set(org.auth)
        .expect(204);
      const audit = await request(t.server)
        .get(api(`/audit?resourceId=${created.id}`))
        .set(org.auth)
        .expect(200);
      expect(audit.body.entries.map((e: { action: string }) => e.action).sort()).toEqual([
        'created',
        'revoked',
      ]);
      for (const entry of audit.body.entries) expect(entry.keyId).toBe(org.keyId);
    });

    it('pages the key list with limit and cursor', async () => {
      const first = await request(t.server)
        .get(api('/auth/keys?limit=2'))
        .set(org.auth)
        .expect(200);
      expect(first.body.keys).toHaveLength(2);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      const second = await request(t.server)
        .get(api(`/auth/keys?limit=2&cursor=${first.body.nextCursor}`))
        .set(org.auth)
        .expect(200);
      const ids = [...first.body.keys, ...second.body.keys].map((k: { id: string }) => k.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('refuses to revoke the only lasting admin key while the other expires within the hour (409 LAST_ADMIN_KEY)', async () => {
      const fresh = await registerOrg(t, 'Lock-out Org');
      const expiring = await createKey(t, fresh, {
        role: 'admin',
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      });
      const before = await rowCounts();
      const res = await request(t.server)
        .delete(api(`/auth/keys/${fresh.keyId}`))
        .set(expiring.auth)
        .expect(409);
      expect(res.body.code).toBe('LAST_ADMIN_KEY');
      expect(await rowCounts()).toEqual(before);
      await request(t.server).get(api('/auth/me')).set(fresh.auth).expect(200);
    });

    it('does not count reviewer or agent keys as a remaining admin', async () => {
      const fresh = await registerOrg(t, 'Reviewers Only Org');
      const reviewer = await createKey(t, fresh, { role: 'reviewer' });
      const res = await request(t.server)
        .delete(api(`/auth/keys/${fresh.keyId}`))
        .set(fresh.auth)
        .expect(409);
      expect(res.body.code).toBe('LAST_ADMIN_KEY');
      // Non-admin keys may always be revoked.
      await request(t.server)
        .delete(api(`/auth/keys/${reviewer.id}`))
        .set(fresh.auth)
        .expect(204);
    });

    it('revokes an admin key when another lasting admin key remains', async () => {
      const fresh = await registerOrg(t, 'Rotation Org');
      const next = await createKey(t, fresh, { role: 'admin' });
      await request(t.server)
        .delete(api(`/auth/keys/${fresh.keyId}`))
        .set(next.auth)
        .expect(204);
      await request(t.server).get(api('/auth/me')).set(fresh.auth).expect(401);
    });

    it('allows at most 100 active keys per organization, also under concurrent creation (409 LIMIT_REACHED)', async () => {
      const fresh = await registerOrg(t, 'Busy Org');
      // Registration made one; concurrent requests must not get past the limit together.
      const results = await Promise.all(
        Array.from({ length: 110 }, () =>
          request(t.server).post(api('/auth/keys')).set(fresh.auth).send({ role: 'viewer' }),
        ),
      );
      const statuses = results.map((res) => res.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(99);
      expect(statuses.filter((s) => s === 409)).toHaveLength(11);
      expect(results.find((res) => res.status === 409)!.body.code).toBe('LIMIT_REACHED');
      const [{ n }] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM api_keys WHERE org_id = $1 AND revoked_at IS NULL',
        [fresh.id],
      );
      expect(n).toBe(100);
    });

    it('makes room for a new key once one is revoked', async () => {
      const fresh = await registerOrg(t, 'Full Org');
      const rows = Array.from({ length: 99 }, (_, i) => i);
      await t.dataSource.query(
        `INSERT INTO api_keys (id, org_id, name, prefix, role, key_hash, created_at)
         SELECT gen_random_uuid(), $1, 'bulk', 'agk_bulk', 'viewer', md5(random()::text) || md5(random()::text), now()
           FROM unnest($2::int[])`,
        [fresh.id, rows],
      );
      const full = await request(t.server)
        .post(api('/auth/keys'))
        .set(fresh.auth)
        .send({ role: 'viewer' })
        .expect(409);
      expect(full.body.code).toBe('LIMIT_REACHED');
      const [victim] = await t.dataSource.query(
        "SELECT id FROM api_keys WHERE org_id = $1 AND name = 'bulk' LIMIT 1",
        [fresh.id],
      );
      await request(t.server)
        .delete(api(`/auth/keys/${victim.id}`))
        .set(fresh.auth)
        .expect(204);
      await request(t.server)
        .post(api('/auth/keys'))
        .set(fresh.auth)
        .send({ role: 'viewer' })
        .expect(201);
    });
  });

  describe('keyId on audit entries', () => {
    it('records the key on agent and webhook changes', async () => {
      await request(t.server)
        .patch(api(`/agents/${otherAgent}`))
        .set(org.auth)
        .send({ description: 'audited' })
        .expect(200);
      await request(t.server)
        .post(api(`/webhooks/${webhookId}/rotate-secret`))
        .set(org.auth)
        .expect(201);
      for (const [resourceId, action] of [
        [otherAgent, 'updated'],
        [webhookId, 'secret_rotated'],
      ]) {
        const audit = await request(t.server)
          .get(api(`/audit?resourceId=${resourceId}&action=${action}&limit=1`))
          .set(org.auth)
          .expect(200);
        expect(audit.body.entries[0].keyId).toBe(org.keyId);
      }
    });

    it('records no key for the registration entries', async () => {
      const audit = await request(t.server)
        .get(api(`/audit?resourceId=${org.id}&action=created`))
        .set(org.auth)
        .expect(200);
      expect(audit.body.entries).toEqual([
        expect.objectContaining({ actor: 'registration', keyId: null }),
      ]);
    });
  });
});
