import request from 'supertest';
import { createAgent, registerOrg } from './factories';
import { createTestApp, TestApp } from './utils/test-app';

describe('Audit trail (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('records organization, key and agent changes newest first, with no secret', async () => {
    const org = await registerOrg(t);
    const agent = await createAgent(t, org);
    await request(t.server)
      .patch(`/api/v1/agents/${agent.id}`)
      .set(org.auth)
      .send({ status: 'active' })
      .expect(200);
    const key = await request(t.server)
      .post('/api/v1/auth/keys')
      .set(org.auth)
      .send({ name: 'second', role: 'admin' })
      .expect(201);
    await request(t.server).delete(`/api/v1/auth/keys/${key.body.id}`).set(org.auth).expect(204);

    const res = await request(t.server).get('/api/v1/audit').set(org.auth).expect(200);
    const summary = res.body.entries.map(
      (e: { action: string; resourceType: string }) => `${e.resourceType}:${e.action}`,
    );
    expect(summary).toEqual([
      'api_key:revoked',
      'api_key:created',
      'agent:updated',
      'agent:created',
      'api_key:created',
      'organization:created',
    ]);
    const updated = res.body.entries[2];
    expect(updated).toMatchObject({
      resourceId: agent.id,
      details: { fields: ['status'], statusFrom: 'registered', statusTo: 'active' },
      actor: expect.stringMatching(/^api_key:/),
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(org.apiKey);
    expect(text).not.toContain(key.body.apiKey);
  });

  it('filters by action, resource and time, and pages with a cursor', async () => {
    const org = await registerOrg(t);
    const agents = [];
    for (let i = 0; i < 3; i++) agents.push(await createAgent(t, org));
    const agentCreated = await request(t.server)
      .get('/api/v1/audit?action=created&resourceType=agent&limit=2')
      .set(org.auth)
      .expect(200);
    expect(agentCreated.body.entries).toHaveLength(2);
    const rest = await request(t.server)
      .get('/api/v1/audit')
      .query({
        action: 'created',
        resourceType: 'agent',
        limit: 2,
        cursor: agentCreated.body.nextCursor,
      })
      .set(org.auth)
      .expect(200);
    expect(rest.body.nextCursor).toBeNull();
    const ids = [...agentCreated.body.entries, ...rest.body.entries].map(
      (e: { resourceId: string }) => e.resourceId,
    );
    expect(ids).toEqual(agents.map((a) => a.id).reverse());

    const one = await request(t.server)
      .get(`/api/v1/audit?resourceId=${agents[0].id}`)
      .set(org.auth)
      .expect(200);
    expect(one.body.entries).toHaveLength(1);

    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await request(t.server)
      .get(`/api/v1/audit?since=${future}`)
      .set(org.auth)
      .expect(200);
    expect(none.body.entries).toEqual([]);
    const past = await request(t.server)
      .get(`/api/v1/audit?until=2000-01-01T00:00:00Z`)
      .set(org.auth)
      .expect(200);
    expect(past.body.entries).toEqual([]);
  });

  it("never shows another organization's entries", async () => {
    const a = await registerOrg(t);
    const b = await registerOrg(t);
    const theirs = await createAgent(t, b);
    const res = await request(t.server)
      .get(`/api/v1/audit?resourceId=${theirs.id}`)
      .set(a.auth)
      .expect(200);
    expect(res.body.entries).toEqual([]);
  });

  it.each([['resourceType=planet'], ['resourceId=nope'], ['since=yesterday'], ['limit=500']])(
    'rejects ?%s with 400',
    async (query) => {
      const org = await registerOrg(t);
      const res = await request(t.server).get(`/api/v1/audit?${query}`).set(org.auth).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    },
  );

  it('is append-only in the database itself', async () => {
    await registerOrg(t);
    await expect(t.dataSource.query('DELETE FROM audit_entries')).rejects.toThrow(/append-only/);
    await expect(t.dataSource.query("UPDATE audit_entries SET actor = 'x'")).rejects.toThrow(
      /append-only/,
    );
  });

  it('requires an API key', async () => {
    await request(t.server).get('/api/v1/audit').expect(401);
  });
});
