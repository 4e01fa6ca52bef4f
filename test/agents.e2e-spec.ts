import request from 'supertest';
import { createAgent, registerOrg, TestOrg } from './factories';
import { createTestApp, TestApp } from './utils/test-app';

describe('Agents (e2e)', () => {
  let t: TestApp;
  let org: TestOrg;

  beforeAll(async () => {
    t = await createTestApp();
    org = await registerOrg(t);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/v1/agents/register', () => {
    it('registers an agent with status registered and default config', async () => {
      const res = await request(t.server)
        .post('/api/v1/agents/register')
        .set(org.auth)
        .send({ name: 'release-bot', framework: 'framework_a' })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        orgId: org.id,
        name: 'release-bot',
        framework: 'framework_a',
        status: 'registered',
        config: {},
        description: null,
        createdAt: expect.any(String),
        updatedAt: res.body.createdAt,
      });
    });

    it('stores config and description', async () => {
      const agent = await createAgent(t, org, {
        config: { model: 'x', nested: { a: [1, 2] } },
        description: 'does releases',
      });
      expect(agent).toMatchObject({
        config: { model: 'x', nested: { a: [1, 2] } },
        description: 'does releases',
      });
    });

    it.each([
      [{ framework: 'custom' }],
      [{ name: 'a', framework: 'langchain' }],
      [{ name: 'a', framework: 'custom', config: 'nope' }],
      [{ name: 'a', framework: 'custom', config: [1] }],
      [{ name: 'a', framework: 'custom', description: 'x'.repeat(2001) }],
      [{ name: 'a', framework: 'custom', status: 'active' }],
    ])('rejects %j with 400 VALIDATION_FAILED', async (body) => {
      const res = await request(t.server)
        .post('/api/v1/agents/register')
        .set(org.auth)
        .send(body)
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('requires an API key', async () => {
      await request(t.server)
        .post('/api/v1/agents/register')
        .send({ name: 'a', framework: 'custom' })
        .expect(401);
    });
  });

  describe('GET /api/v1/agents/:id and PATCH', () => {
    it('gets one agent', async () => {
      const agent = await createAgent(t, org);
      const res = await request(t.server)
        .get(`/api/v1/agents/${agent.id}`)
        .set(org.auth)
        .expect(200);
      expect(res.body.id).toBe(agent.id);
    });

    it('answers 404 AGENT_NOT_FOUND for an unknown id and 400 INVALID_ID for a non-UUID', async () => {
      const missing = await request(t.server)
        .get('/api/v1/agents/6f9619ff-8b86-4d11-b42d-00c04fc964ff')
        .set(org.auth)
        .expect(404);
      expect(missing.body.code).toBe('AGENT_NOT_FOUND');
      const bad = await request(t.server).get('/api/v1/agents/123').set(org.auth).expect(400);
      expect(bad.body.code).toBe('INVALID_ID');
    });

    it('patches only the fields sent and bumps updatedAt', async () => {
      const agent = await createAgent(t, org, { config: { a: 1 }, description: 'before' });
      const res = await request(t.server)
        .patch(`/api/v1/agents/${agent.id}`)
        .set(org.auth)
        .send({ status: 'active', config: { b: 2 } })
        .expect(200);
      expect(res.body).toMatchObject({
        name: 'agent',
        status: 'active',
        config: { b: 2 },
        description: 'before',
      });
      expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(
        new Date(agent.createdAt as string).getTime(),
      );
      const cleared = await request(t.server)
        .patch(`/api/v1/agents/${agent.id}`)
        .set(org.auth)
        .send({ description: null })
        .expect(200);
      expect(cleared.body.description).toBeNull();
    });

    it.each([
      [{ status: 'deleted' }],
      [{ name: null }],
      [{ name: '' }],
      [{ framework: 'custom' }],
      [{ config: null }],
    ])('rejects patch %j with 400', async (body) => {
      const agent = await createAgent(t, org);
      const res = await request(t.server)
        .patch(`/api/v1/agents/${agent.id}`)
        .set(org.auth)
        .send(body)
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('tenancy', () => {
    it("answers 404 for another organization's agent on get and patch, and hides it from lists", async () => {
      const other = await registerOrg(t);
      const theirs = await createAgent(t, other);
      await request(t.server).get(`/api/v1/agents/${theirs.id}`).set(org.auth).expect(404);
      await request(t.server)
        .patch(`/api/v1/agents/${theirs.id}`)
        .set(org.auth)
        .send({ name: 'mine' })
        .expect(404);
      const list = await request(t.server)
        .get('/api/v1/agents?limit=200')
        .set(org.auth)
        .expect(200);
      expect(list.body.agents.map((a: { id: string }) => a.id)).not.toContain(theirs.id);
      const unchanged = await request(t.server)
        .get(`/api/v1/agents/${theirs.id}`)
        .set(other.auth)
        .expect(200);
      expect(unchanged.body.name).toBe('agent');
    });
  });

  describe('GET /api/v1/agents (pagination and filters)', () => {
    it('pages newest first with limit and cursor, without gaps or repeats', async () => {
      const pager = await registerOrg(t);
      const created: string[] = [];
      for (let i = 0; i < 7; i++) created.push((await createAgent(t, pager, { name: `a${i}` })).id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: request.Response = await request(t.server)
          .get('/api/v1/agents')
          .query({ limit: 3, ...(cursor ? { cursor } : {}) })
          .set(pager.auth)
          .expect(200);
        expect(res.body.agents.length).toBeLessThanOrEqual(3);
        seen.push(...res.body.agents.map((a: { id: string }) => a.id));
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(seen).toEqual([...created].reverse());
    });

    it('stays stable when agents are inserted between pages', async () => {
      const pager = await registerOrg(t);
      const initial: string[] = [];
      for (let i = 0; i < 6; i++) initial.push((await createAgent(t, pager)).id);
      const first = await request(t.server)
        .get('/api/v1/agents?limit=3')
        .set(pager.auth)
        .expect(200);
      await Promise.all(Array.from({ length: 5 }, () => createAgent(t, pager)));
      const second = await request(t.server)
        .get('/api/v1/agents')
        .query({ limit: 3, cursor: first.body.nextCursor })
        .set(pager.auth)
        .expect(200);
      const ids = [...first.body.agents, ...second.body.agents].map((a: { id: string }) => a.id);
      expect(ids).toEqual([...initial].reverse());
    });

    it('filters by framework and status', async () => {
      const filtered = await registerOrg(t);
      const a = await createAgent(t, filtered, { framework: 'framework_b' });
      const b = await createAgent(t, filtered, { framework: 'framework_c' });
      await request(t.server)
        .patch(`/api/v1/agents/${b.id}`)
        .set(filtered.auth)
        .send({ status: 'suspended' })
        .expect(200);
      const byFramework = await request(t.server)
        .get('/api/v1/agents?framework=framework_b')
        .set(filtered.auth)
        .expect(200);
      expect(byFramework.body.agents.map((x: { id: string }) => x.id)).toEqual([a.id]);
      const byStatus = await request(t.server)
        .get('/api/v1/agents?status=suspended')
        .set(filtered.auth)
        .expect(200);
      expect(byStatus.body.agents.map((x: { id: string }) => x.id)).toEqual([b.id]);
    });

    it.each([
      ['limit=0'],
      ['limit=201'],
      ['limit=abc'],
      ['framework=nope'],
      ['status=nope'],
      ['cursor=garbage'],
      ['unknown=1'],
    ])('rejects ?%s with 400', async (query) => {
      const res = await request(t.server).get(`/api/v1/agents?${query}`).set(org.auth).expect(400);
      expect(['VALIDATION_FAILED', 'INVALID_CURSOR']).toContain(res.body.code);
    });
  });
});
