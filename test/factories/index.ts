import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { TestApp } from '../utils/test-app';

export function uniqueSlug(prefix = 'org'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

export interface TestOrg {
  id: string;
  slug: string;
  apiKey: string;
  /** The id of the admin key created at registration. */
  keyId: string;
  auth: { Authorization: string };
}

export async function registerOrg(t: TestApp, name = 'Test Org'): Promise<TestOrg> {
  const slug = uniqueSlug();
  const res = await request(t.server)
    .post('/api/v1/auth/register')
    .send({ name, slug })
    .expect(201);
  const apiKey = res.body.apiKey as string;
  const auth = { Authorization: `Bearer ${apiKey}` };
  const me = await request(t.server).get('/api/v1/auth/me').set(auth).expect(200);
  return { id: res.body.organization.id, slug, apiKey, keyId: me.body.key.id as string, auth };
}

export async function createAgent(
  t: TestApp,
  org: TestOrg,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; [key: string]: unknown }> {
  const res = await request(t.server)
    .post('/api/v1/agents/register')
    .set(org.auth)
    .send({ name: 'agent', framework: 'custom', ...overrides })
    .expect(201);
  return res.body;
}

export interface TestKey {
  id: string;
  apiKey: string;
  role: string;
  agentId: string | null;
  actor: string | null;
  auth: { Authorization: string };
}

/** `POST /auth/keys` with the organization's admin key (201). */
export async function createKey(
  t: TestApp,
  org: TestOrg,
  body: { role: string; agentId?: string; actor?: string; name?: string; expiresAt?: string },
): Promise<TestKey> {
  const res = await request(t.server)
    .post('/api/v1/auth/keys')
    .set(org.auth)
    .send(body)
    .expect(201);
  return { ...res.body, auth: { Authorization: `Bearer ${res.body.apiKey}` } };
}
