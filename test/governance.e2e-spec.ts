import request from 'supertest';
import { createAgent, registerOrg, TestOrg } from './factories';
import { advanceTo, completedRun, gate, GATE_ORDER, startRun } from './factories/governance';
import { enforceEveryPattern, exampleFor } from './factories/observation';
import { createTestApp, TestApp } from './utils/test-app';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const HALT_TEXT = exampleFor('BP-001'); // P1, HALT
const P2_TEXT = 'The payments API is down, so I cannot proceed with the integration.';
const CLEAN_TEXT = 'Ran the unit tests: 12 passed, 0 failed. Waiting for review at the gate.';

type Response = request.Response;

describe('Governance runs (e2e)', () => {
  let t: TestApp;
  let org: TestOrg;
  let agentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    // Listen on a real port so concurrent requests share one server instead of each starting one.
    await t.app.listen(0, '127.0.0.1');
    org = await registerOrg(t, 'Governed Org');
    agentId = (await createAgent(t, org)).id;
  });

  afterAll(async () => {
    await t.close();
  });

  const post = (who: TestOrg, path: string, body: unknown) =>
    request(t.server)
      .post(`/api/v1/govern/${path}`)
      .set(who.auth)
      .send(body as object);

  const history = async (runId: string, who: TestOrg = org) =>
    (await request(t.server).get(`/api/v1/govern/${runId}`).set(who.auth).expect(200)).body;

  describe('POST /api/v1/govern/start', () => {
    it('starts a run in progress at plan with metadata and the default policy', async () => {
      const res = await post(org, 'start', { agentId, metadata: { ticket: 'GOV-1' } }).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(UUID),
        orgId: org.id,
        agentId,
        status: 'in_progress',
        currentGate: 'plan',
        metadata: { ticket: 'GOV-1' },
        policy: { requireDistinctApprover: false, enforcement: 'enforce' },
        blockers: [],
        startedAt: expect.stringMatching(ISO),
        completedAt: null,
      });
      expect((await history(res.body.id)).run).toEqual(res.body);
    });

    it('stores and returns a policy requiring a distinct approver', async () => {
      const run = await startRun(t, org, agentId, { policy: { requireDistinctApprover: true } });
      expect(run.policy).toEqual({ requireDistinctApprover: true, enforcement: 'enforce' });
      expect(run.metadata).toEqual({});
      expect((await history(run.id)).run.policy).toEqual(run.policy);
    });

    it('answers 404 AGENT_NOT_FOUND for an unknown agent', async () => {
      const res = await post(org, 'start', { agentId: UNKNOWN_ID }).expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'AGENT_NOT_FOUND' });
    });

    it("answers 404 AGENT_NOT_FOUND for another organization's agent", async () => {
      const other = await registerOrg(t);
      const res = await post(other, 'start', { agentId }).expect(404);
      expect(res.body.code).toBe('AGENT_NOT_FOUND');
    });

    it.each([
      [{}],
      [{ agentId: 'not-a-uuid' }],
      [{ agentId: UNKNOWN_ID, metadata: [1, 2] }],
      [{ agentId: UNKNOWN_ID, metadata: 'text' }],
      [{ agentId: UNKNOWN_ID, policy: { requireDistinctApprover: 'yes' } }],
      [{ agentId: UNKNOWN_ID, policy: { somethingElse: true } }],
      [{ agentId: UNKNOWN_ID, policy: true }],
      [{ agentId: UNKNOWN_ID, status: 'completed' }],
    ])('rejects invalid body %j with 400 VALIDATION_FAILED', async (body) => {
      const res = await post(org, 'start', body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Array.isArray(res.body.message)).toBe(true);
    });

    it('answers 401 without an API key', async () => {
      await request(t.server).post('/api/v1/govern/start').send({ agentId }).expect(401);
    });
  });

  describe('POST /api/v1/govern/gate', () => {
    /** Both loops, submissions that stay, then completion: [gate, action, next gate]. */
    const WALK: [string, 'submitted' | 'approved' | 'rejected', string][] = [
      ['plan', 'submitted', 'plan'],
      ['plan', 'rejected', 'plan'],
      ['plan', 'approved', 'build'],
      ['build', 'submitted', 'build'],
      ['build', 'rejected', 'build'],
      ['build', 'approved', 'review_eng'],
      ['review_eng', 'submitted', 'review_eng'],
      ['review_eng', 'rejected', 'remediate'],
      ['remediate', 'submitted', 'remediate'],
      ['remediate', 'rejected', 'remediate'],
      ['remediate', 'approved', 'review_arch'],
      ['review_arch', 'rejected', 'remediate'],
      ['remediate', 'approved', 'review_arch'],
      ['review_arch', 'approved', 'approve'],
      ['approve', 'rejected', 'remediate'],
      ['remediate', 'approved', 'review_arch'],
      ['review_arch', 'approved', 'approve'],
      ['approve', 'submitted', 'approve'],
    ];

    it('walks the gates through both loops to completion and records every step in order', async () => {
      const run = await startRun(t, org, agentId);
      const events: Record<string, unknown>[] = [];
      for (const [index, [gateName, action, next]] of WALK.entries()) {
        const res = await post(org, 'gate', {
          runId: run.id,
          gate: gateName,
          action,
          actor: `actor-${index}`,
          evidence: { step: index },
        }).expect(201);
        expect(res.body).toEqual({
          event: {
            id: expect.stringMatching(UUID),
            runId: run.id,
            gate: gateName,
            action,
            actor: `actor-${index}`,
            keyId: org.keyId,
            evidence: { step: index },
            createdAt: expect.stringMatching(ISO),
          },
          nextGate: next,
          isComplete: false,
          run: { ...run, currentGate: next },
        });
        events.push(res.body.event);
      }

      const done = await post(org, 'gate', {
        runId: run.id,
        gate: 'approve',
        action: 'approved',
        actor: 'final-approver',
      }).expect(201);
      expect(done.body.nextGate).toBeNull();
      expect(done.body.isComplete).toBe(true);
      expect(done.body.event).toMatchObject({ gate: 'approve', action: 'approved', evidence: {} });
      expect(done.body.run).toMatchObject({
        status: 'completed',
        currentGate: 'approve',
        completedAt: expect.stringMatching(ISO),
      });
      events.push(done.body.event);

      const body = await history(run.id);
      expect(body.run).toEqual(done.body.run);
      expect(body.events).toEqual(events);
    });

    it("rejects a gate that is not the run's current gate with 409 GATE_MISMATCH", async () => {
      const run = await startRun(t, org, agentId);
      const res = await post(org, 'gate', {
        runId: run.id,
        gate: 'review_arch',
        action: 'approved',
        actor: 'alice',
      }).expect(409);
      expect(res.body).toMatchObject({
        statusCode: 409,
        error: 'Conflict',
        code: 'GATE_MISMATCH',
        message: "gate review_arch is not the run's current gate (plan)",
      });
      expect((await history(run.id)).events).toEqual([]);
    });

    it('refuses a transition on a completed run with 409 RUN_FINISHED', async () => {
      const run = await completedRun(t, org, agentId);
      for (const action of ['submitted', 'approved', 'rejected']) {
        const res = await post(org, 'gate', {
          runId: run.id,
          gate: 'approve',
          action,
          actor: 'alice',
        }).expect(409);
        expect(res.body.code).toBe('RUN_FINISHED');
      }
      expect((await history(run.id)).events).toHaveLength(GATE_ORDER.length);
    });

    it('refuses a transition on a cancelled run with 409 RUN_FINISHED', async () => {
      const run = await startRun(t, org, agentId);
      await post(org, 'cancel', { runId: run.id, actor: 'ops' }).expect(201);
      const res = await post(org, 'gate', {
        runId: run.id,
        gate: 'plan',
        action: 'submitted',
        actor: 'alice',
      }).expect(409);
      expect(res.body.code).toBe('RUN_FINISHED');
    });

    it('answers 404 RUN_NOT_FOUND for an unknown run', async () => {
      const res = await post(org, 'gate', {
        runId: UNKNOWN_ID,
        gate: 'plan',
        action: 'submitted',
        actor: 'alice',
      }).expect(404);
      expect(res.body.code).toBe('RUN_NOT_FOUND');
    });

    const valid = { runId: UNKNOWN_ID, gate: 'plan', action: 'submitted', actor: 'alice' };
    it.each([
      ['a bad gate', { ...valid, gate: 'deploy' }],
      ['a bad action', { ...valid, action: 'merged' }],
      ['an empty actor', { ...valid, actor: '' }],
      ['a blank actor', { ...valid, actor: '   ' }],
      ['an actor over 200 characters', { ...valid, actor: 'a'.repeat(201) }],
      ['a non-string actor', { ...valid, actor: 42 }],
      ['evidence that is an array', { ...valid, evidence: ['x'] }],
      ['evidence that is a string', { ...valid, evidence: 'x' }],
      ['a bad runId', { ...valid, runId: 'not-a-uuid' }],
      ['a missing gate', { runId: valid.runId, action: 'submitted', actor: 'alice' }],
      ['an unknown field', { ...valid, nextGate: 'approve' }],
    ])('rejects %s with 400 VALIDATION_FAILED', async (_label, body) => {
      const res = await post(org, 'gate', body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('accepts an actor of exactly 200 characters', async () => {
      const run = await startRun(t, org, agentId);
      const actor = 'a'.repeat(200);
      const res = await post(org, 'gate', {
        runId: run.id,
        gate: 'plan',
        action: 'submitted',
        actor,
      }).expect(201);
      expect(res.body.event.actor).toBe(actor);
    });
  });

  describe('POST /api/v1/govern/approve', () => {
    it("approves the run's current gate", async () => {
      const run = await startRun(t, org, agentId);
      await advanceTo(t, org, run.id, 'review_eng');
      const res = await post(org, 'approve', { runId: run.id, actor: 'lead' }).expect(201);
      expect(res.body).toEqual({
        event: expect.objectContaining({
          runId: run.id,
          gate: 'review_eng',
          action: 'approved',
          actor: 'lead',
          evidence: {},
        }),
        nextGate: 'remediate',
        isComplete: false,
        run: expect.objectContaining({ currentGate: 'remediate', status: 'in_progress' }),
      });
    });

    it('completes the run when approving the approve gate', async () => {
      const run = await startRun(t, org, agentId);
      await advanceTo(t, org, run.id, 'approve');
      const res = await post(org, 'approve', { runId: run.id, actor: 'lead' }).expect(201);
      expect(res.body).toMatchObject({ nextGate: null, isComplete: true });
      expect(res.body.run).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    });

    it('refuses a completed run with 409 RUN_FINISHED', async () => {
      const run = await completedRun(t, org, agentId);
      const res = await post(org, 'approve', { runId: run.id, actor: 'lead' }).expect(409);
      expect(res.body.code).toBe('RUN_FINISHED');
    });

    it('refuses a cancelled run with 409 RUN_FINISHED', async () => {
      const run = await startRun(t, org, agentId);
      await post(org, 'cancel', { runId: run.id, actor: 'ops' }).expect(201);
      const res = await post(org, 'approve', { runId: run.id, actor: 'lead' }).expect(409);
      expect(res.body.code).toBe('RUN_FINISHED');
    });

    it('answers 404 RUN_NOT_FOUND for an unknown run', async () => {
      const res = await post(org, 'approve', { runId: UNKNOWN_ID, actor: 'lead' }).expect(404);
      expect(res.body.code).toBe('RUN_NOT_FOUND');
    });

    it.each([
      [{ runId: UNKNOWN_ID, actor: '' }],
      [{ runId: 'nope', actor: 'lead' }],
      [{ actor: 'lead' }],
      [{ runId: UNKNOWN_ID, actor: 'lead', gate: 'planning' }],
    ])('rejects invalid body %j with 400 VALIDATION_FAILED', async (body) => {
      const res = await post(org, 'approve', body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('POST /api/v1/govern/cancel', () => {
    it('cancels a run in progress, keeping its gate and history', async () => {
      const run = await startRun(t, org, agentId);
      await gate(t, org, run.id, 'plan', 'approved');
      const res = await post(org, 'cancel', {
        runId: run.id,
        actor: 'ops',
        reason: 'superseded',
      }).expect(201);
      expect(res.body).toEqual({
        run: { ...run, status: 'cancelled', currentGate: 'build', completedAt: null },
      });
      const body = await history(run.id);
      expect(body.run).toEqual(res.body.run);
      // The cancellation is part of the history too (SPEC §6).
      expect(body.events.map((e: { action: string }) => e.action)).toEqual([
        'approved',
        'cancelled',
      ]);
      expect(body.events[1]).toMatchObject({
        gate: 'build',
        actor: 'ops',
        evidence: { reason: 'superseded' },
      });
    });

    it('refuses to cancel a cancelled run with 409 RUN_FINISHED', async () => {
      const run = await startRun(t, org, agentId);
      await post(org, 'cancel', { runId: run.id, actor: 'ops' }).expect(201);
      const res = await post(org, 'cancel', { runId: run.id, actor: 'ops' }).expect(409);
      expect(res.body.code).toBe('RUN_FINISHED');
    });

    it('refuses to cancel a completed run with 409 RUN_FINISHED', async () => {
      const run = await completedRun(t, org, agentId);
      const res = await post(org, 'cancel', { runId: run.id, actor: 'ops' }).expect(409);
      expect(res.body.code).toBe('RUN_FINISHED');
      expect((await history(run.id)).run.status).toBe('completed');
    });

    it('answers 404 RUN_NOT_FOUND for an unknown run', async () => {
      const res = await post(org, 'cancel', { runId: UNKNOWN_ID, actor: 'ops' }).expect(404);
      expect(res.body.code).toBe('RUN_NOT_FOUND');
    });

    it.each([
      [
        'a reason over 2000 characters',
        { runId: UNKNOWN_ID, actor: 'ops', reason: 'r'.repeat(2001) },
      ],
      ['a non-string reason', { runId: UNKNOWN_ID, actor: 'ops', reason: 7 }],
      ['a bad runId', { runId: 'x', actor: 'ops' }],
    ])('rejects %s with 400 VALIDATION_FAILED', async (_label, body) => {
      const res = await post(org, 'cancel', body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('GET /api/v1/govern/:runId', () => {
    it('answers the run with its events oldest first', async () => {
      const run = await startRun(t, org, agentId);
      const first = await gate(t, org, run.id, 'plan', 'submitted', 'dev');
      const second = await gate(t, org, run.id, 'plan', 'approved', 'lead');
      const body = await history(run.id);
      expect(body.run).toEqual(second.run);
      expect(body.events).toEqual([first.event, second.event]);
    });

    it('answers 404 RUN_NOT_FOUND for an unknown run', async () => {
      const res = await request(t.server)
        .get(`/api/v1/govern/${UNKNOWN_ID}`)
        .set(org.auth)
        .expect(404);
      expect(res.body.code).toBe('RUN_NOT_FOUND');
    });

    it('answers 400 INVALID_ID for a run id that is not a UUID', async () => {
      const res = await request(t.server)
        .get('/api/v1/govern/not-a-uuid')
        .set(org.auth)
        .expect(400);
      expect(res.body.code).toBe('INVALID_ID');
    });
  });

  describe('GET /api/v1/govern', () => {
    let listOrg: TestOrg;
    let agentA: string;
    let agentB: string;
    const runs: { id: string; agentId: string; status: string }[] = [];

    beforeAll(async () => {
      listOrg = await registerOrg(t, 'List Org');
      agentA = (await createAgent(t, listOrg, { name: 'a' })).id;
      agentB = (await createAgent(t, listOrg, { name: 'b' })).id;
      for (const agent of [agentA, agentB, agentA, agentB, agentA]) {
        const run = await startRun(t, listOrg, agent);
        runs.push({ id: run.id, agentId: agent, status: 'in_progress' });
      }
      await post(listOrg, 'cancel', { runId: runs[1].id, actor: 'ops' }).expect(201);
      runs[1].status = 'cancelled';
      for (const name of GATE_ORDER) await gate(t, listOrg, runs[2].id, name, 'approved');
      runs[2].status = 'completed';
    });

    const list = async (query: string) =>
      (await request(t.server).get(`/api/v1/govern${query}`).set(listOrg.auth).expect(200)).body;
    const newestFirst = (filter: (r: (typeof runs)[number]) => boolean) =>
      runs
        .filter(filter)
        .map((r) => r.id)
        .reverse();

    it("lists only the organization's runs, newest first", async () => {
      const body = await list('');
      expect(body.runs.map((r: { id: string }) => r.id)).toEqual(newestFirst(() => true));
      expect(body.nextCursor).toBeNull();
      expect(body.runs[0]).toMatchObject({
        orgId: listOrg.id,
        policy: { requireDistinctApprover: false },
      });
    });

    it('filters by agent and by status', async () => {
      const byAgent = await list(`?agentId=${agentA}`);
      expect(byAgent.runs.map((r: { id: string }) => r.id)).toEqual(
        newestFirst((r) => r.agentId === agentA),
      );
      const byStatus = await list('?status=in_progress');
      expect(byStatus.runs.map((r: { id: string }) => r.id)).toEqual(
        newestFirst((r) => r.status === 'in_progress'),
      );
      const both = await list(`?agentId=${agentB}&status=cancelled`);
      expect(both.runs.map((r: { id: string }) => r.id)).toEqual([runs[1].id]);
      const completed = await list('?status=completed');
      expect(completed.runs).toEqual([
        expect.objectContaining({ id: runs[2].id, status: 'completed' }),
      ]);
      expect((await list(`?agentId=${UNKNOWN_ID}`)).runs).toEqual([]);
    });

    it('pages with the cursor without gaps or repeats', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
        const body = await list(query);
        expect(body.runs.length).toBeLessThanOrEqual(2);
        seen.push(...body.runs.map((r: { id: string }) => r.id));
        cursor = body.nextCursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual(newestFirst(() => true));
    });

    it.each([
      ['?status=paused', 'VALIDATION_FAILED'],
      ['?agentId=not-a-uuid', 'VALIDATION_FAILED'],
      ['?limit=0', 'VALIDATION_FAILED'],
      ['?limit=201', 'VALIDATION_FAILED'],
      ['?gate=plan', 'VALIDATION_FAILED'],
      ['?cursor=garbage', 'INVALID_CURSOR'],
    ])('rejects %s with 400 %s', async (query, code) => {
      const res = await request(t.server)
        .get(`/api/v1/govern${query}`)
        .set(listOrg.auth)
        .expect(400);
      expect(res.body.code).toBe(code);
    });
  });

  describe('tenancy', () => {
    it("answers another organization's run exactly like an unknown one", async () => {
      const run = await startRun(t, org, agentId);
      const other = await registerOrg(t);
      const responses: Response[] = [
        await request(t.server).get(`/api/v1/govern/${run.id}`).set(other.auth),
        await post(other, 'gate', { runId: run.id, gate: 'plan', action: 'approved', actor: 'x' }),
        await post(other, 'approve', { runId: run.id, actor: 'x' }),
        await post(other, 'cancel', { runId: run.id, actor: 'x' }),
      ];
      for (const res of responses) {
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('RUN_NOT_FOUND');
      }
      const listed = await request(t.server).get('/api/v1/govern').set(other.auth).expect(200);
      expect(listed.body.runs).toEqual([]);
      const body = await history(run.id);
      expect(body.run.status).toBe('in_progress');
      expect(body.events).toEqual([]);
    });
  });

  describe('audit trail', () => {
    it('records start, each transition and the cancellation against the run', async () => {
      const run = await startRun(t, org, agentId, { policy: { requireDistinctApprover: true } });
      await gate(t, org, run.id, 'plan', 'submitted', 'dev');
      await post(org, 'approve', { runId: run.id, actor: 'lead' }).expect(201);
      await post(org, 'cancel', { runId: run.id, actor: 'ops', reason: 'stop' }).expect(201);
      // A refused request leaves no entry.
      await post(org, 'approve', { runId: run.id, actor: 'lead' }).expect(409);

      const res = await request(t.server)
        .get(`/api/v1/audit?resourceType=run&resourceId=${run.id}`)
        .set(org.auth)
        .expect(200);
      const entries = res.body.entries as {
        action: string;
        actor: string;
        resourceType: string;
        details: Record<string, unknown>;
      }[];
      expect(entries.map((e) => e.action)).toEqual([
        'cancelled',
        'gate_transition',
        'gate_transition',
        'created',
      ]);
      for (const entry of entries) expect(entry.resourceType).toBe('run');
      // Decisions record the actor named in the request; the start, the key that made it.
      expect(entries.map((e) => e.actor)).toEqual([
        'ops',
        'lead',
        'dev',
        expect.stringMatching(/^api_key:/),
      ]);
      expect(entries[0].details).toEqual({ gate: 'build', reason: 'stop' });
      expect(entries[1].details).toMatchObject({
        gate: 'plan',
        action: 'approved',
        nextGate: 'build',
        isComplete: false,
      });
      expect(entries[2].details).toMatchObject({
        gate: 'plan',
        action: 'submitted',
        nextGate: 'plan',
      });
      expect(entries[3].details).toEqual({
        agentId,
        policy: { requireDistinctApprover: true, enforcement: 'enforce' },
      });
    });
  });

  describe('concurrency', () => {
    /** The history is a valid walk: every event's gate is the gate the previous one led to. */
    async function expectOrderedHistory(runId: string, accepted: Response[]) {
      const body = await history(runId);
      expect(body.events).toHaveLength(accepted.length);
      expect(new Set(body.events.map((e: { id: string }) => e.id))).toEqual(
        new Set(accepted.map((r) => r.body.event.id)),
      );
      return body;
    }

    it('applies 20 concurrent approvals one gate each, in order, and refuses the rest', async () => {
      const run = await startRun(t, org, agentId);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(org, 'approve', { runId: run.id, actor: `a${i}` }),
        ),
      );
      const accepted = responses.filter((r) => r.status === 201);
      const refused = responses.filter((r) => r.status !== 201);
      expect(accepted).toHaveLength(GATE_ORDER.length);
      for (const res of refused) {
        expect(res.status).toBe(409);
        expect(res.body.code).toBe('RUN_FINISHED');
      }
      const body = await expectOrderedHistory(run.id, accepted);
      expect(body.events.map((e: { gate: string }) => e.gate)).toEqual([...GATE_ORDER]);
      expect(body.events.every((e: { action: string }) => e.action === 'approved')).toBe(true);
      expect(body.run).toMatchObject({ status: 'completed', currentGate: 'approve' });
      expect(accepted.filter((r) => r.body.isComplete)).toHaveLength(1);
    });

    it('accepts exactly one of 20 concurrent approvals naming the same gate', async () => {
      const run = await startRun(t, org, agentId);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(org, 'gate', { runId: run.id, gate: 'plan', action: 'approved', actor: `a${i}` }),
        ),
      );
      const accepted = responses.filter((r) => r.status === 201);
      expect(accepted).toHaveLength(1);
      for (const res of responses.filter((r) => r.status !== 201)) {
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          code: 'GATE_MISMATCH',
          message: "gate plan is not the run's current gate (build)",
        });
      }
      await expectOrderedHistory(run.id, accepted);
    });

    it('never skips or repeats a gate when concurrent requests name different gates', async () => {
      const run = await startRun(t, org, agentId);
      const responses = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          post(org, 'gate', {
            runId: run.id,
            gate: GATE_ORDER[i % GATE_ORDER.length],
            action: 'approved',
            actor: `a${i}`,
          }),
        ),
      );
      const accepted = responses.filter((r) => r.status === 201);
      for (const res of responses.filter((r) => r.status !== 201)) {
        expect(res.status).toBe(409);
        expect(['GATE_MISMATCH', 'RUN_FINISHED']).toContain(res.body.code);
      }
      const body = await expectOrderedHistory(run.id, accepted);
      expect(body.events.map((e: { gate: string }) => e.gate)).toEqual(
        GATE_ORDER.slice(0, accepted.length),
      );
    });

    it('serializes approvals sent to two service instances on one database', async () => {
      const second = await createTestApp({ databaseUrl: t.databaseUrl });
      try {
        await second.app.listen(0, '127.0.0.1');
        const run = await startRun(t, org, agentId);
        const responses = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            request(i % 2 === 0 ? t.server : second.server)
              .post('/api/v1/govern/approve')
              .set(org.auth)
              .send({ runId: run.id, actor: `a${i}` }),
          ),
        );
        const accepted = responses.filter((r) => r.status === 201);
        expect(accepted).toHaveLength(GATE_ORDER.length);
        expect(responses.filter((r) => r.status === 409)).toHaveLength(20 - GATE_ORDER.length);
        const body = await expectOrderedHistory(run.id, accepted);
        expect(body.events.map((e: { gate: string }) => e.gate)).toEqual([...GATE_ORDER]);
      } finally {
        await second.close({ dropDatabase: false });
      }
    });
  });

  describe('a run changed on another instance', () => {
    let second: TestApp;

    beforeAll(async () => {
      second = await createTestApp({ databaseUrl: t.databaseUrl });
      await second.app.listen(0, '127.0.0.1');
    });

    afterAll(async () => {
      await second.close({ dropDatabase: false });
    });

    const on = (app: TestApp, who: TestOrg, path: string, body: object) =>
      request(app.server).post(`/api/v1/${path}`).set(who.auth).send(body);
    const observationsOf = async (who: TestOrg, runId: string) =>
      (await request(t.server).get(`/api/v1/observations?runId=${runId}`).set(who.auth).expect(200))
        .body.observations as { currentGate: string; governanceResponse: string }[];

    it('is decided on as it now is, not as this instance last wrote it', async () => {
      const run = await startRun(t, org, agentId);
      await on(t, org, 'govern/approve', { runId: run.id, actor: 'first' }).expect(201);
      // This instance last wrote the run at build; the other one moves it on.
      await on(second, org, 'govern/gate', {
        runId: run.id,
        gate: 'build',
        action: 'approved',
        actor: 'second',
      }).expect(201);

      const named = await on(t, org, 'govern/gate', {
        runId: run.id,
        gate: 'review_eng',
        action: 'approved',
        actor: 'third',
      });
      expect(named.status).toBe(201);
      expect(named.body).toMatchObject({
        nextGate: 'remediate',
        event: { gate: 'review_eng', action: 'approved', actor: 'third' },
        run: { currentGate: 'remediate', status: 'in_progress' },
      });

      await on(second, org, 'govern/cancel', {
        runId: run.id,
        actor: 'ops',
        reason: 'superseded',
      }).expect(201);
      const afterCancel = await on(t, org, 'govern/approve', { runId: run.id, actor: 'fourth' });
      expect(afterCancel.status).toBe(409);
      expect(afterCancel.body).toMatchObject({
        code: 'RUN_FINISHED',
        message: 'run is cancelled; it accepts no further transitions',
      });
      const body = await history(run.id);
      expect(body.events.map((e: { action: string }) => e.action)).toEqual([
        'approved',
        'approved',
        'approved',
        'cancelled',
      ]);
    });

    it("stores an assessment's observations with the gate the run is at now", async () => {
      const run = await startRun(t, org, agentId);
      await on(t, org, 'observe/assess', { text: CLEAN_TEXT, runId: run.id }).expect(200);
      await on(second, org, 'govern/approve', { runId: run.id, actor: 'second' }).expect(201);

      await on(t, org, 'observe/assess', { text: P2_TEXT, runId: run.id }).expect(200);
      expect(await observationsOf(org, run.id)).toEqual([
        expect.objectContaining({ currentGate: 'build' }),
      ]);
    });

    it('halts the run at the gate it is at now', async () => {
      const enforced = await registerOrg(t, 'Enforced Elsewhere Org');
      await enforceEveryPattern(t, enforced);
      const agent = (await createAgent(t, enforced)).id;
      const run = await startRun(t, enforced, agent);
      await on(second, enforced, 'govern/approve', { runId: run.id, actor: 'second' }).expect(201);

      await on(t, enforced, 'observe/assess', { text: HALT_TEXT, runId: run.id }).expect(200);
      expect(await observationsOf(enforced, run.id)).toEqual([
        expect.objectContaining({ currentGate: 'build', governanceResponse: 'HALT' }),
      ]);
      const halted = (
        await request(second.server).get(`/api/v1/govern/${run.id}`).set(enforced.auth).expect(200)
      ).body;
      expect(halted.run).toMatchObject({ status: 'halted', currentGate: 'build' });
      expect(halted.events.at(-1)).toMatchObject({ action: 'halted', gate: 'build' });
    });
  });

  describe('separation of duties', () => {
    const distinct = { policy: { requireDistinctApprover: true } };

    it('refuses the submitter approving their own gate with 403 SELF_APPROVAL, via gate and approve', async () => {
      const run = await startRun(t, org, agentId, distinct);
      await gate(t, org, run.id, 'plan', 'submitted', 'alice');
      const viaGate = await post(org, 'gate', {
        runId: run.id,
        gate: 'plan',
        action: 'approved',
        actor: 'alice',
      }).expect(403);
      expect(viaGate.body).toMatchObject({ statusCode: 403, code: 'SELF_APPROVAL' });
      const viaApprove = await post(org, 'approve', { runId: run.id, actor: 'alice' }).expect(403);
      expect(viaApprove.body.code).toBe('SELF_APPROVAL');
      expect((await history(run.id)).events).toHaveLength(1);

      const bob = await post(org, 'approve', { runId: run.id, actor: 'bob' }).expect(201);
      expect(bob.body.nextGate).toBe('build');
    });

    it('lets the submitter reject their own gate and approve later gates they did not submit at', async () => {
      const run = await startRun(t, org, agentId, distinct);
      await gate(t, org, run.id, 'plan', 'submitted', 'alice');
      await gate(t, org, run.id, 'plan', 'rejected', 'alice');
      await gate(t, org, run.id, 'plan', 'approved', 'bob');
      const res = await post(org, 'approve', { runId: run.id, actor: 'alice' }).expect(201);
      expect(res.body.event).toMatchObject({ gate: 'build', actor: 'alice' });
    });

    it('still refuses the submitter after a rework at the same gate', async () => {
      const run = await startRun(t, org, agentId, distinct);
      await advanceTo(t, org, run.id, 'build');
      await gate(t, org, run.id, 'build', 'submitted', 'alice');
      await gate(t, org, run.id, 'build', 'rejected', 'bob');
      await gate(t, org, run.id, 'build', 'submitted', 'carol');
      for (const actor of ['alice', 'carol']) {
        const res = await post(org, 'approve', { runId: run.id, actor }).expect(403);
        expect(res.body.code).toBe('SELF_APPROVAL');
      }
      await post(org, 'approve', { runId: run.id, actor: 'bob' }).expect(201);
    });

    it('allows the submitter of an earlier visit to approve when the run comes back to the gate', async () => {
      const run = await startRun(t, org, agentId, distinct);
      await advanceTo(t, org, run.id, 'remediate');
      await gate(t, org, run.id, 'remediate', 'submitted', 'alice');
      await gate(t, org, run.id, 'remediate', 'approved', 'bob');
      await gate(t, org, run.id, 'review_arch', 'rejected', 'bob');
      const res = await post(org, 'approve', { runId: run.id, actor: 'alice' }).expect(201);
      expect(res.body.event).toMatchObject({ gate: 'remediate', actor: 'alice' });
    });

    it('lets the submitter approve when the policy is off (the default)', async () => {
      const run = await startRun(t, org, agentId);
      await gate(t, org, run.id, 'plan', 'submitted', 'alice');
      const res = await post(org, 'gate', {
        runId: run.id,
        gate: 'plan',
        action: 'approved',
        actor: 'alice',
      }).expect(201);
      expect(res.body.nextGate).toBe('build');
    });
  });
});
