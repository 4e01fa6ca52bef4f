import { Client } from 'pg';
import request from 'supertest';
import { chainHash } from '../src/audit/audit-chain';
import { createAgent, registerOrg, TestOrg } from './factories';
import { eventually } from './factories/webhooks';
import { approveGate, startRun } from './factories/observation';
import { createTestApp, TestApp } from './utils/test-app';

interface Entry {
  id: string;
  seq: number | null;
  hash: string | null;
  action: string;
}

describe('Tamper-evident audit trail (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    await t.close();
  });

  /** The whole trail, newest first, once every entry is sealed (sealing follows the commit). */
  async function sealedTrail(org: TestOrg): Promise<Entry[]> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const entries: Entry[] = [];
      let cursor: string | null = null;
      do {
        const page = await request(t.server)
          .get('/api/v1/audit')
          .query({ limit: 200, ...(cursor ? { cursor } : {}) })
          .set(org.auth)
          .expect(200);
        entries.push(...(page.body.entries as Entry[]));
        cursor = page.body.nextCursor as string | null;
      } while (cursor);
      if (entries.every((e) => e.seq !== null)) return entries;
      if (Date.now() > deadline) throw new Error('audit entries were not sealed within 5 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const verify = async (org: TestOrg) =>
    (await request(t.server).get('/api/v1/audit/verify').set(org.auth).expect(200)).body;

  /** Runs SQL as the database owner with the append-only trigger off, as an attacker with DBA rights. */
  async function tamper(sql: string, params: unknown[]): Promise<void> {
    const client = new Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query('ALTER TABLE audit_entries DISABLE TRIGGER tr_audit_entries_append_only');
      await client.query(sql, params);
      await client.query('ALTER TABLE audit_entries ENABLE TRIGGER tr_audit_entries_append_only');
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  }

  /** An organization with a varied trail: keys, agents, a run's gates and a cancel, webhooks. */
  async function busyOrg(): Promise<TestOrg> {
    const org = await registerOrg(t);
    const agent = await createAgent(t, org, { config: { model: 'x', nested: { b: 2, a: [1] } } });
    await request(t.server)
      .patch(`/api/v1/agents/${agent.id}`)
      .set(org.auth)
      .send({ status: 'active', description: 'ünïcödé ✓' })
      .expect(200);
    const key = await request(t.server)
      .post('/api/v1/auth/keys')
      .set(org.auth)
      .send({ name: 'second', role: 'reviewer' })
      .expect(201);
    await request(t.server).delete(`/api/v1/auth/keys/${key.body.id}`).set(org.auth).expect(204);
    const run = await startRun(t, org, agent.id);
    await approveGate(t, org, run.id);
    await request(t.server)
      .post('/api/v1/govern/cancel')
      .set(org.auth)
      .send({ runId: run.id, actor: 'alice', reason: 'done' })
      .expect(201);
    const hook = await request(t.server)
      .post('/api/v1/webhooks')
      .set(org.auth)
      .send({ url: 'http://127.0.0.1:9/hook' })
      .expect(201);
    await request(t.server)
      .delete(`/api/v1/webhooks/${hook.body.webhookId}`)
      .set(org.auth)
      .expect(204);
    return org;
  }

  it('numbers and chains every entry, and verifies an intact chain', async () => {
    const org = await busyOrg();
    const trail = await sealedTrail(org);
    expect(trail.length).toBeGreaterThanOrEqual(10);
    expect(trail.map((e) => e.seq)).toEqual(trail.map((_, i) => trail.length - i));
    for (const e of trail) expect(e.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await verify(org)).toEqual({ ok: true, entries: trail.length, firstBrokenSeq: null });
  });

  it('names the first broken seq after an entry is edited in the database', async () => {
    const org = await busyOrg();
    const trail = await sealedTrail(org);
    await tamper(`UPDATE audit_entries SET actor = 'mallory' WHERE org_id = $1 AND seq = 4`, [
      org.id,
    ]);
    expect(await verify(org)).toEqual({ ok: false, entries: trail.length, firstBrokenSeq: 4 });
  });

  it('names an entry whose details were edited', async () => {
    const org = await busyOrg();
    await sealedTrail(org);
    await tamper(
      `UPDATE audit_entries SET details = jsonb_set(details, '{forged}', 'true')
        WHERE org_id = $1 AND seq = 2`,
      [org.id],
    );
    expect(await verify(org)).toMatchObject({ ok: false, firstBrokenSeq: 2 });
  });

  it('names the number of a deleted middle entry', async () => {
    const org = await busyOrg();
    const trail = await sealedTrail(org);
    await tamper(`DELETE FROM audit_entries WHERE org_id = $1 AND seq = 5`, [org.id]);
    expect(await verify(org)).toEqual({
      ok: false,
      entries: trail.length - 1,
      firstBrokenSeq: 5,
    });
  });

  it('an edit in one organization does not break another organization’s chain', async () => {
    const victim = await busyOrg();
    const other = await busyOrg();
    await sealedTrail(victim);
    await sealedTrail(other);
    await tamper(`UPDATE audit_entries SET action = 'forged' WHERE org_id = $1 AND seq = 1`, [
      victim.id,
    ]);
    expect((await verify(victim)).firstBrokenSeq).toBe(1);
    expect((await verify(other)).ok).toBe(true);
  });

  describe('the database refuses changes to the trail', () => {
    let client: Client;
    let org: TestOrg;

    beforeAll(async () => {
      org = await busyOrg();
      await sealedTrail(org);
      client = new Client({ connectionString: t.databaseUrl });
      await client.connect();
    });

    afterAll(async () => {
      await client.end();
    });

    it.each([
      ['TRUNCATE', `TRUNCATE audit_entries`],
      ['TRUNCATE … CASCADE of organizations', `TRUNCATE organizations CASCADE`],
      ['DELETE', `DELETE FROM audit_entries`],
      ['UPDATE of a sealed entry', `UPDATE audit_entries SET actor = 'mallory'`],
      ['resealing a sealed entry', `UPDATE audit_entries SET seq = seq + 1000, hash = hash`],
    ])('refuses %s', async (_label, sql) => {
      await expect(client.query(sql)).rejects.toThrow(/append-only/);
      expect((await verify(org)).ok).toBe(true);
    });

    it('lets an unsealed entry get seq and hash once, and refuses any other change to it', async () => {
      await client.query('BEGIN');
      try {
        const { rows } = await client.query<{ id: string }>(
          `INSERT INTO audit_entries (id, org_id, action, resource_type, actor, details, created_at)
           VALUES (gen_random_uuid(), $1, 'created', 'agent', 'x', '{}', now()) RETURNING id`,
          [org.id],
        );
        const id = rows[0].id;
        await client.query('SAVEPOINT s');
        await expect(
          client.query(
            `UPDATE audit_entries SET seq = 100000, hash = $2, actor = 'y' WHERE id = $1`,
            [id, 'a'.repeat(64)],
          ),
        ).rejects.toThrow(/append-only/);
        await client.query('ROLLBACK TO SAVEPOINT s');
        await client.query(`UPDATE audit_entries SET seq = 100000, hash = $2 WHERE id = $1`, [
          id,
          'a'.repeat(64),
        ]);
        await expect(
          client.query(`UPDATE audit_entries SET hash = $2 WHERE id = $1`, [id, 'b'.repeat(64)]),
        ).rejects.toThrow(/append-only/);
      } finally {
        await client.query('ROLLBACK');
      }
    });
  });

  describe('rows the service did not write', () => {
    /** A plain INSERT, as anyone with write access to the table could make (no trigger off). */
    async function forge(org: TestOrg): Promise<string> {
      const client = new Client({ connectionString: t.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: string }>(
          `INSERT INTO audit_entries (id, org_id, action, resource_type, actor, details, created_at)
           VALUES (gen_random_uuid(), $1, 'reviewed', 'observation', 'mallory', '{}', now())
           RETURNING id`,
          [org.id],
        );
        return rows[0].id;
      } finally {
        await client.end();
      }
    }
    const sealedOf = async (id: string) =>
      (
        await t.dataSource.query<{ seq: string | null }[]>(
          `SELECT seq FROM audit_entries WHERE id = $1`,
          [id],
        )
      )[0].seq;

    it('never seals a row inserted in the database into the chain', async () => {
      const org = await registerOrg(t);
      const forged = await forge(org);
      // Written after the forged row: once it is sealed, the sealer has passed the forged one.
      const agent = await createAgent(t, org);
      await eventually(
        async () => {
          const [row] = await t.dataSource.query<{ seq: string | null }[]>(
            `SELECT seq FROM audit_entries WHERE resource_id = $1`,
            [agent.id],
          );
          return row?.seq !== null && row?.seq !== undefined;
        },
        10_000,
        'the later entry sealed',
      );
      expect(await sealedOf(forged)).toBeNull();
      const verdict = await verify(org);
      expect(verdict).toMatchObject({ ok: true, firstBrokenSeq: null });
      const [{ n }] = await t.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM audit_entries WHERE org_id = $1 AND seq IS NOT NULL`,
        [org.id],
      );
      expect(verdict.entries).toBe(n);
    });

    it('names a row sealed by hand with a correct hash as where the chain breaks', async () => {
      const org = await registerOrg(t);
      await sealedTrail(org);
      const forged = await forge(org);
      const [head] = await t.dataSource.query<{ seq: string; hash: string }[]>(
        `SELECT seq, hash FROM audit_entries WHERE org_id = $1 AND seq IS NOT NULL
          ORDER BY seq DESC LIMIT 1`,
        [org.id],
      );
      const [row] = await t.dataSource.query<
        {
          action: string;
          resource_type: string;
          actor: string;
          details: Record<string, never>;
          created_at: Date;
        }[]
      >(
        `SELECT action, resource_type, actor, details, created_at FROM audit_entries WHERE id = $1`,
        [forged],
      );
      const seq = Number(head.seq) + 1;
      const hash = chainHash(head.hash, {
        id: forged,
        orgId: org.id,
        seq,
        action: row.action,
        resourceType: row.resource_type,
        resourceId: null,
        actor: row.actor,
        keyId: null,
        details: row.details,
        createdAt: row.created_at,
      });
      // The sealing update itself is one the table allows (seq and hash set once).
      await t.dataSource.query(`UPDATE audit_entries SET seq = $2, hash = $3 WHERE id = $1`, [
        forged,
        seq,
        hash,
      ]);
      expect(await verify(org)).toMatchObject({ ok: false, firstBrokenSeq: seq });
    });

    it('refuses an INSERT that brings its own seq and hash or claims to predate MACs', async () => {
      const org = await registerOrg(t);
      for (const [columns, values] of [
        ['seq, hash', `1000, '${'a'.repeat(64)}'`],
        ['legacy', 'true'],
      ]) {
        await expect(
          t.dataSource.query(
            `INSERT INTO audit_entries (id, org_id, action, resource_type, actor, details,
                                        created_at, ${columns})
             VALUES (gen_random_uuid(), $1, 'created', 'agent', 'x', '{}', now(), ${values})`,
            [org.id],
          ),
        ).rejects.toThrow(/unsealed and not legacy/);
      }
    });
  });

  it('numbers entries without gaps or duplicates under concurrent writes from two instances', async () => {
    const second = await createTestApp({ databaseUrl: t.databaseUrl });
    try {
      const org = await registerOrg(t);
      const servers = [t.server, second.server];
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          request(servers[i % 2])
            .post('/api/v1/agents/register')
            .set(org.auth)
            .send({ name: `agent-${i}`, framework: 'custom' })
            .expect(201),
        ),
      );
      const trail = await sealedTrail(org);
      expect(trail).toHaveLength(42); // organization, its first key, 40 agents
      expect(trail.map((e) => e.seq).sort((a, b) => a! - b!)).toEqual(
        Array.from({ length: 42 }, (_, i) => i + 1),
      );
      expect(await verify(org)).toEqual({ ok: true, entries: 42, firstBrokenSeq: null });
    } finally {
      await second.close({ dropDatabase: false });
    }
  });
});
