import request from 'supertest';
import { registerOrg, uniqueSlug } from './factories';
import { createTestApp, TestApp } from './utils/test-app';

describe('Organizations and API keys (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/v1/auth/register', () => {
    it('creates an organization and answers its API key once', async () => {
      const slug = uniqueSlug();
      const res = await request(t.server)
        .post('/api/v1/auth/register')
        .send({ name: 'Acme Robotics', slug })
        .expect(201);
      expect(res.body.organization).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Acme Robotics',
        slug,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      expect(res.body.apiKey).toMatch(/^agk_[A-Za-z0-9_-]{43}$/);
      expect(res.headers['x-request-id']).toBeDefined();
    });

    it('rejects a taken slug with 409 SLUG_TAKEN', async () => {
      const org = await registerOrg(t);
      const res = await request(t.server)
        .post('/api/v1/auth/register')
        .send({ name: 'Other', slug: org.slug })
        .expect(409);
      expect(res.body).toMatchObject({ statusCode: 409, error: 'Conflict', code: 'SLUG_TAKEN' });
      expect(typeof res.body.requestId).toBe('string');
    });

    it.each([
      [{ name: 'x' }],
      [{ name: '', slug: uniqueSlug() }],
      [{ name: 'x', slug: 'Not_A_Slug' }],
      [{ name: 'x', slug: '-leading' }],
      [{ name: 'x'.repeat(201), slug: uniqueSlug() }],
      [{ name: 42, slug: uniqueSlug() }],
      [{ name: 'x', slug: uniqueSlug(), extra: true }],
    ])('rejects invalid body %j with 400 VALIDATION_FAILED', async (body) => {
      const res = await request(t.server).post('/api/v1/auth/register').send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Array.isArray(res.body.message)).toBe(true);
    });

    it('rejects malformed JSON with 400 MALFORMED_JSON and no stack trace', async () => {
      const res = await request(t.server)
        .post('/api/v1/auth/register')
        .set('Content-Type', 'application/json')
        .send('{"name": "x",')
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'MALFORMED_JSON',
        message: 'request body is not valid JSON',
        requestId: expect.any(String),
      });
    });

    it('rejects a body over the limit with 413 BODY_TOO_LARGE', async () => {
      const res = await request(t.server)
        .post('/api/v1/auth/register')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024), slug: uniqueSlug() }))
        .expect(413);
      expect(res.body.code).toBe('BODY_TOO_LARGE');
    });

    it('echoes a sane X-Request-Id and replaces an unsafe one', async () => {
      const sane = await request(t.server)
        .get('/health')
        .set('X-Request-Id', 'trace-123')
        .expect(200);
      expect(sane.headers['x-request-id']).toBe('trace-123');
      const unsafe = await request(t.server)
        .get('/health')
        .set('X-Request-Id', '<script>alert(1)</script>')
        .expect(200);
      expect(unsafe.headers['x-request-id']).not.toBe('<script>alert(1)</script>');
    });
  });

  describe('authentication', () => {
    it.each([
      ['no header', undefined],
      ['not bearer', 'Basic abc'],
      ['malformed key', 'Bearer agk_short'],
      ['unknown key', `Bearer agk_${'A'.repeat(43)}`],
    ])('answers 401 UNAUTHENTICATED for %s', async (_label, header) => {
      const req = request(t.server).get('/api/v1/auth/me');
      if (header) req.set('Authorization', header);
      const res = await req.expect(401);
      expect(res.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    });

    it('answers 404 with the error shape for an unknown route', async () => {
      const org = await registerOrg(t);
      const res = await request(t.server).get('/api/v1/nope').set(org.auth).expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    });
  });

  describe('GET /api/v1/auth/me', () => {
    it('describes the organization and the key in use, never the key itself', async () => {
      const org = await registerOrg(t, 'Me Org');
      const res = await request(t.server).get('/api/v1/auth/me').set(org.auth).expect(200);
      expect(res.body.organization).toMatchObject({ id: org.id, name: 'Me Org', slug: org.slug });
      expect(res.body.key).toMatchObject({
        name: 'default',
        prefix: org.apiKey.slice(0, 12),
        expiresAt: null,
      });
      expect(JSON.stringify(res.body)).not.toContain(org.apiKey);
    });
  });

  describe('API keys', () => {
    it('creates a second key, revokes the first, and the first answers 401 at once', async () => {
      const org = await registerOrg(t);
      const created = await request(t.server)
        .post('/api/v1/auth/keys')
        .set(org.auth)
        .send({ name: 'rotation', role: 'admin' })
        .expect(201);
      expect(created.body).toMatchObject({
        name: 'rotation',
        apiKey: expect.stringMatching(/^agk_/),
        expiresAt: null,
      });
      const second = { Authorization: `Bearer ${created.body.apiKey}` };

      const me = await request(t.server).get('/api/v1/auth/me').set(org.auth).expect(200);
      await request(t.server).delete(`/api/v1/auth/keys/${me.body.key.id}`).set(second).expect(204);

      await request(t.server).get('/api/v1/auth/me').set(org.auth).expect(401);
      await request(t.server).get('/api/v1/auth/me').set(second).expect(200);

      const list = await request(t.server).get('/api/v1/auth/keys').set(second).expect(200);
      expect(list.body.keys).toHaveLength(2);
      expect(
        list.body.keys.find((k: { id: string }) => k.id === me.body.key.id).revokedAt,
      ).not.toBeNull();
      expect(JSON.stringify(list.body)).not.toContain(org.apiKey);
      expect(JSON.stringify(list.body)).not.toContain(created.body.apiKey);
    });

    it('refuses to revoke the last admin key with 409 LAST_ADMIN_KEY', async () => {
      const org = await registerOrg(t);
      const res = await request(t.server)
        .delete(`/api/v1/auth/keys/${org.keyId}`)
        .set(org.auth)
        .expect(409);
      expect(res.body.code).toBe('LAST_ADMIN_KEY');
      await request(t.server).get('/api/v1/auth/me').set(org.auth).expect(200);
    });

    it('stops accepting a key once it expires', async () => {
      const org = await registerOrg(t);
      const expiresAt = new Date(Date.now() + 1500).toISOString();
      const created = await request(t.server)
        .post('/api/v1/auth/keys')
        .set(org.auth)
        .send({ role: 'admin', expiresAt })
        .expect(201);
      expect(created.body.expiresAt).toBe(expiresAt);
      const shortLived = { Authorization: `Bearer ${created.body.apiKey}` };
      await request(t.server).get('/api/v1/auth/me').set(shortLived).expect(200);
      await new Promise((r) => setTimeout(r, 1600));
      await request(t.server).get('/api/v1/auth/me').set(shortLived).expect(401);
    });

    it('rejects an expiry in the past with 400 INVALID_EXPIRY', async () => {
      const org = await registerOrg(t);
      const res = await request(t.server)
        .post('/api/v1/auth/keys')
        .set(org.auth)
        .send({ role: 'admin', expiresAt: '2000-01-01T00:00:00.000Z' })
        .expect(400);
      expect(res.body.code).toBe('INVALID_EXPIRY');
    });

    it("answers 404 for another organization's key and 400 for a non-UUID id", async () => {
      const a = await registerOrg(t);
      const b = await registerOrg(t);
      const bMe = await request(t.server).get('/api/v1/auth/me').set(b.auth).expect(200);
      const res = await request(t.server)
        .delete(`/api/v1/auth/keys/${bMe.body.key.id}`)
        .set(a.auth)
        .expect(404);
      expect(res.body.code).toBe('API_KEY_NOT_FOUND');
      const bad = await request(t.server)
        .delete('/api/v1/auth/keys/not-a-uuid')
        .set(a.auth)
        .expect(400);
      expect(bad.body.code).toBe('INVALID_ID');
    });
  });
});
