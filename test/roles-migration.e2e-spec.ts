import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { generateApiKey } from '../src/auth/api-key';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { Roles1795000000400 } from '../src/database/migrations/1795000000400-roles';
import { adminQuery, uniqueDatabaseName, withDatabase } from './utils/database';
import { createTestApp, TestApp } from './utils/test-app';

describe('Roles migration (e2e)', () => {
  const serverUrl = process.env.DATABASE_URL!;
  const name = uniqueDatabaseName('ags_roles_migration');
  const url = withDatabase(serverUrl, name);
  const existing = generateApiKey();
  const orgId = randomUUID();
  let t: TestApp | undefined;

  beforeAll(async () => {
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    // The schema as it was before roles, holding a key issued then.
    const before = new DataSource({
      ...buildDataSourceOptions({ url, poolSize: 1 }),
      migrations: MIGRATIONS.slice(0, MIGRATIONS.indexOf(Roles1795000000400)),
    });
    await before.initialize();
    await before.query(
      `INSERT INTO organizations (id, name, slug, created_at) VALUES ($1, 'Old Org', $2, now())`,
      [orgId, `old-${orgId.slice(0, 8)}`],
    );
    await before.query(
      `INSERT INTO api_keys (id, org_id, name, prefix, key_hash, created_at)
       VALUES ($1, $2, 'issued before roles', $3, $4, now())`,
      [randomUUID(), orgId, existing.prefix, existing.hash],
    );
    await before.destroy();
    // The app runs the remaining migrations on start, as a deployment would.
    t = await createTestApp({ databaseUrl: url });
  });

  afterAll(async () => {
    await t?.close({ dropDatabase: false });
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('turns a key issued before roles into an unbound admin key that still works', async () => {
    const auth = { Authorization: `Bearer ${existing.key}` };
    const me = await request(t!.server).get('/api/v1/auth/me').set(auth).expect(200);
    expect(me.body.key).toMatchObject({
      name: 'issued before roles',
      role: 'admin',
      agentId: null,
      actor: null,
    });
    // Admin-only routes accept it.
    await request(t!.server).get('/api/v1/auth/keys').set(auth).expect(200);
  });
});
