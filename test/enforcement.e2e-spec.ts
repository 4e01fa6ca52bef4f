import request from 'supertest';
import { createAgent, createKey, registerOrg, TestOrg } from './factories';
import { advanceTo, gate, startRun } from './factories/governance';
import { enforceEveryPattern, exampleFor } from './factories/observation';
import { createWebhook, eventually, listDeliveries, sleep } from './factories/webhooks';
import { TestReceiver, verifyAgSignature } from './utils/receiver';
import { createTestApp, TestApp } from './utils/test-app';

const HALT_TEXT = exampleFor('BP-001'); // P1, HALT
const PAUSE_TEXT = exampleFor('BP-003'); // P2, PAUSE
const ESCALATE_TEXT = exampleFor('BP-002'); // P2, ESCALATE
const FLAG_TEXT = exampleFor('BP-006'); // P3, FLAG

interface Observation {
  id: string;
  patternId: string;
  governanceResponse: string;
  currentGate: string | null;
  review: { status: string; note: string | null; actor: string | null; keyId: string | null };
}

describe('Enforcement, reviews and run events (e2e)', () => {
  let t: TestApp;
  let org: TestOrg;
  let reviewer: TestOrg;
  let agentId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' } });
    await t.app.listen(0, '127.0.0.1');
    org = await registerOrg(t, 'Enforced Org');
    reviewer = await keyWithRole(org, 'reviewer');
    agentId = (await createAgent(t, org)).id;
    await enforceEveryPattern(t, org);
  });

  afterAll(async () => {
    await t.close();
  });

  /** A second key of the organization with another role, used like the organization's own. */
  async function keyWithRole(owner: TestOrg, role: string): Promise<TestOrg> {
    const key = await createKey(t, owner, { role, name: role });
    return { ...owner, apiKey: key.apiKey, keyId: key.id, auth: key.auth };
  }

  const post = (who: TestOrg, path: string, body: object) =>
    request(t.server).post(`/api/v1/${path}`).set(who.auth).send(body);

  const assessRun = async (runId: string, text: string): Promise<Observation[]> => {
    await post(org, 'observe/assess', { text, runId }).expect(200);
    const res = await request(t.server)
      .get(`/api/v1/observations?runId=${runId}`)
      .set(org.auth)
      .expect(200);
    return res.body.observations;
  };

  const history = async (runId: string) =>
    (await request(t.server).get(`/api/v1/govern/${runId}`).set(org.auth).expect(200)).body;

  const review = (who: TestOrg, id: string, verdict = 'confirmed', extra: object = {}) =>
    post(who, `observations/${id}/review`, { verdict, actor: 'rita', ...extra });

  describe('HALT', () => {
    it('halts a run on a P1 text; every gate action gets 409 RUN_HALTED until review and resume', async () => {
      const run = await startRun(t, org, agentId);
      await advanceTo(t, org, run.id, 'build');
      const [observation] = await assessRun(run.id, HALT_TEXT);
      expect(observation).toMatchObject({
        patternId: 'BP-001',
        governanceResponse: 'HALT',
        currentGate: 'build',
        review: { status: 'open', note: null, actor: null, keyId: null, reviewedAt: null },
      });

      const halted = await history(run.id);
      expect(halted.run).toMatchObject({
        status: 'halted',
        currentGate: 'build',
        blockers: [
          { observationId: observation.id, patternId: 'BP-001', governanceResponse: 'HALT' },
        ],
      });
      expect(halted.events.at(-1)).toMatchObject({
        action: 'halted',
        gate: 'build',
        actor: 'system',
        keyId: null,
        evidence: { observationId: observation.id, patternId: 'BP-001' },
      });

      for (const action of ['submitted', 'approved', 'rejected']) {
        const res = await post(org, 'govern/gate', {
          runId: run.id,
          gate: 'build',
          action,
          actor: 'alice',
        }).expect(409);
        expect(res.body.code).toBe('RUN_HALTED');
      }
      // RUN_HALTED comes before the other state checks (here: a gate that is not current).
      const wrongGate = await post(org, 'govern/approve', {
        runId: run.id,
        actor: 'alice',
        gate: 'plan',
      }).expect(409);
      expect(wrongGate.body.code).toBe('RUN_HALTED');

      // A second HALT detection: still halted, no second event.
      await assessRun(run.id, HALT_TEXT);
      const again = await history(run.id);
      expect(again.events.filter((e: { action: string }) => e.action === 'halted')).toHaveLength(1);
      expect(again.run.blockers).toHaveLength(2);

      const open = await post(reviewer, 'govern/resume', {
        runId: run.id,
        actor: 'rita',
        reason: 'checked',
      }).expect(409);
      expect(open.body.code).toBe('OBSERVATIONS_OPEN');
      expect(open.body.message).toContain(observation.id);

      for (const item of again.run.blockers) {
        await review(reviewer, item.observationId, 'confirmed').expect(201);
      }
      const resumed = await post(reviewer, 'govern/resume', {
        runId: run.id,
        actor: 'rita',
        reason: 'input re-fetched and verified',
      }).expect(201);
      expect(resumed.body.run).toMatchObject({
        status: 'in_progress',
        currentGate: 'build',
        blockers: [],
      });
      const after = await history(run.id);
      expect(after.events.at(-1)).toMatchObject({
        action: 'resumed',
        actor: 'rita',
        keyId: reviewer.keyId,
        evidence: { reason: 'input re-fetched and verified' },
      });
      await post(org, 'govern/approve', { runId: run.id, actor: 'alice' }).expect(201);

      const audit = await request(t.server)
        .get(`/api/v1/audit?resourceType=run&resourceId=${run.id}`)
        .set(org.auth)
        .expect(200);
      const actions = audit.body.entries.map((e: { action: string }) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['halted', 'resumed']));
    });

    it('refuses to resume a run that is not halted with 409 RUN_NOT_HALTED', async () => {
      const run = await startRun(t, org, agentId);
      const res = await post(reviewer, 'govern/resume', {
        runId: run.id,
        actor: 'rita',
        reason: 'x',
      }).expect(409);
      expect(res.body.code).toBe('RUN_NOT_HALTED');
    });

    it('validates resume: reason 1–1000 characters, then 404 for an unknown run', async () => {
      await post(reviewer, 'govern/resume', { runId: agentId, actor: 'r' }).expect(400);
      await post(reviewer, 'govern/resume', {
        runId: agentId,
        actor: 'r',
        reason: 'x'.repeat(1001),
      }).expect(400);
      const res = await post(reviewer, 'govern/resume', {
        runId: agentId,
        actor: 'r',
        reason: 'ok',
      }).expect(404);
      expect(res.body.code).toBe('RUN_NOT_FOUND');
    });

    it('cancels a halted run, with a cancelled event in its history', async () => {
      const run = await startRun(t, org, agentId);
      await assessRun(run.id, HALT_TEXT);
      const res = await post(org, 'govern/cancel', {
        runId: run.id,
        actor: 'ops',
        reason: 'bad input',
      }).expect(201);
      expect(res.body.run).toMatchObject({ status: 'cancelled', blockers: [] });
      const { events } = await history(run.id);
      expect(events.map((e: { action: string }) => e.action)).toEqual(['halted', 'cancelled']);
    });

    it('never records an approval after the halt when 20 approvals race the assessment', async () => {
      const run = await startRun(t, org, agentId);
      const approvals = Array.from({ length: 20 }, () =>
        post(org, 'govern/approve', { runId: run.id, actor: 'alice' }),
      );
      const [results] = await Promise.all([
        Promise.all(approvals.map((a) => a.then((res) => res.status))),
        (async () => {
          await sleep(5);
          await post(org, 'observe/assess', { text: HALT_TEXT, runId: run.id }).expect(200);
        })(),
      ]);
      const { run: after, events } = await history(run.id);
      const actions: string[] = events.map((e: { action: string }) => e.action);
      const haltedAt = actions.indexOf('halted');
      const approved = actions.filter((a) => a === 'approved').length;
      // The run completes after 6 approvals; it is halted unless it completed first.
      if (haltedAt >= 0) {
        expect(actions.slice(haltedAt + 1)).toEqual([]);
        expect(after.status).toBe('halted');
      } else {
        expect(after.status).toBe('completed');
      }
      expect(results.filter((status) => status === 201)).toHaveLength(approved);
      expect(results.every((status) => status === 201 || status === 409)).toBe(true);
    });
  });

  describe('PAUSE and ESCALATE', () => {
    it('refuses an approval that waits on the run while an assessment stores a PAUSE, once it commits', async () => {
      const run = await startRun(t, org, agentId);
      // An assessment's transaction in flight: its PAUSE observation holds the run's row (the
      // foreign key's lock) until it commits.
      const assessment = t.dataSource.createQueryRunner();
      await assessment.connect();
      try {
        await assessment.startTransaction();
        await assessment.query(
          `INSERT INTO observations (id, org_id, agent_id, run_id, pattern_id, pattern_name,
             severity, confidence, detection_method, band, evidence, current_gate,
             governance_response, review_status, created_at)
           VALUES (gen_random_uuid(), $1, $2, $3, 'BP-003', 'Governance phase skip', 'P2', 0.9,
             'regex', 'enforce', '{}', 'plan', 'PAUSE', 'open', now())`,
          [org.id, agentId, run.id],
        );
        const approval = post(org, 'govern/approve', { runId: run.id, actor: 'alice' }).then(
          (res) => res,
        );
        // The approval has read the run and now waits for its lock.
        await eventually(async () => {
          const [row] = await t.dataSource.query<{ waiting: number }[]>(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          return row.waiting === 1;
        });
        await assessment.commitTransaction();
        const refused = await approval;
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe('RUN_BLOCKED');
      } finally {
        await assessment.release();
      }
      const { run: after, events } = await history(run.id);
      expect(events.map((e: { action: string }) => e.action)).not.toContain('approved');
      expect(after.currentGate).toBe('plan');
    });

    it('refuses approvals while a PAUSE observation is open, lets submit and reject through, and a review releases it', async () => {
      const run = await startRun(t, org, agentId);
      const [paused] = await assessRun(run.id, PAUSE_TEXT);
      expect(paused.governanceResponse).toBe('PAUSE');
      expect((await history(run.id)).run).toMatchObject({
        status: 'in_progress',
        blockers: [{ observationId: paused.id, patternId: 'BP-003', governanceResponse: 'PAUSE' }],
      });
      const refused = await post(org, 'govern/approve', { runId: run.id, actor: 'alice' }).expect(
        409,
      );
      expect(refused.body.code).toBe('RUN_BLOCKED');
      expect(refused.body.message).toContain(paused.id);
      await gate(t, org, run.id, 'plan', 'submitted');
      await gate(t, org, run.id, 'plan', 'rejected');

      const reviewed = await review(reviewer, paused.id, 'dismissed', { note: 'fine' }).expect(201);
      expect(reviewed.body.review).toMatchObject({
        status: 'dismissed',
        note: 'fine',
        actor: 'rita',
        keyId: reviewer.keyId,
      });
      expect((await history(run.id)).run.blockers).toEqual([]);
      await post(org, 'govern/approve', { runId: run.id, actor: 'alice' }).expect(201);
    });

    it('lets only an admin review an ESCALATE observation (reviewer: 403); the admin review releases the run', async () => {
      const run = await startRun(t, org, agentId);
      const [escalated] = await assessRun(run.id, ESCALATE_TEXT);
      expect(escalated.governanceResponse).toBe('ESCALATE');
      const denied = await review(reviewer, escalated.id).expect(403);
      expect(denied.body.code).toBe('INSUFFICIENT_ROLE');
      await post(org, 'govern/approve', { runId: run.id, actor: 'alice' }).expect(409);
      await review(org, escalated.id).expect(201);
      await post(org, 'govern/approve', { runId: run.id, actor: 'alice' }).expect(201);
    });

    it('never holds a run whose policy is monitor, yet stores the observations', async () => {
      const run = await startRun(t, org, agentId, { policy: { enforcement: 'monitor' } });
      expect(run.policy).toEqual({ requireDistinctApprover: false, enforcement: 'monitor' });
      const stored = await assessRun(run.id, `${HALT_TEXT} ${PAUSE_TEXT} ${ESCALATE_TEXT}`);
      expect(stored.length).toBeGreaterThanOrEqual(3);
      expect((await history(run.id)).run).toMatchObject({ status: 'in_progress', blockers: [] });
      await post(org, 'govern/approve', { runId: run.id, actor: 'alice' }).expect(201);
    });

    it('holds nothing with observations linked to an agent but no run', async () => {
      const run = await startRun(t, org, agentId);
      await post(org, 'observe/assess', { text: `${HALT_TEXT} ${PAUSE_TEXT}`, agentId }).expect(
        200,
      );
      expect((await history(run.id)).run).toMatchObject({ status: 'in_progress', blockers: [] });
      await post(org, 'govern/approve', { runId: run.id, actor: 'alice' }).expect(201);
    });

    it('counts every hold when assessments of one run race each other and approvals (no deadlock, no 500)', async () => {
      const run = await startRun(t, org, agentId);
      const statuses = await Promise.all([
        ...Array.from({ length: 10 }, () =>
          post(org, 'observe/assess', { text: PAUSE_TEXT, runId: run.id }).then((r) => r.status),
        ),
        ...Array.from({ length: 10 }, () =>
          post(org, 'govern/approve', { runId: run.id, actor: 'alice' }).then((r) => r.status),
        ),
      ]);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses.slice(10).every((status) => status === 201 || status === 409)).toBe(true);
      const { run: after } = await history(run.id);
      expect(after.blockers).toHaveLength(10);
      for (const blocker of after.blockers) {
        await review(reviewer, blocker.observationId, 'dismissed').expect(201);
      }
      expect((await history(run.id)).run.blockers).toEqual([]);
      await post(org, 'govern/approve', { runId: run.id, actor: 'alice' }).expect(201);
    });

    it('does nothing for a FLAG observation', async () => {
      const run = await startRun(t, org, agentId);
      const [flagged] = await assessRun(run.id, FLAG_TEXT);
      expect(flagged.governanceResponse).toBe('FLAG');
      await post(org, 'govern/approve', { runId: run.id, actor: 'alice' }).expect(201);
    });
  });

  describe('approve with a gate, awaiting=decision', () => {
    it('refuses a retried approval naming a gate already approved with 409 GATE_MISMATCH', async () => {
      const run = await startRun(t, org, agentId);
      const body = { runId: run.id, actor: 'alice', gate: 'plan' };
      await post(org, 'govern/approve', body).expect(201);
      const retried = await post(org, 'govern/approve', body).expect(409);
      expect(retried.body.code).toBe('GATE_MISMATCH');
      expect((await history(run.id)).run.currentGate).toBe('build');
    });

    it('lists the runs whose latest action at the current gate is submitted', async () => {
      const fresh = await registerOrg(t);
      await enforceEveryPattern(t, fresh);
      const agent = (await createAgent(t, fresh)).id;
      const waiting = await startRun(t, fresh, agent);
      const decided = await startRun(t, fresh, agent);
      await startRun(t, fresh, agent);
      await gate(t, fresh, waiting.id, 'plan', 'submitted');
      await gate(t, fresh, decided.id, 'plan', 'submitted');
      await gate(t, fresh, decided.id, 'plan', 'approved');
      const res = await request(t.server)
        .get('/api/v1/govern?awaiting=decision')
        .set(fresh.auth)
        .expect(200);
      expect(res.body.runs.map((r: { id: string }) => r.id)).toEqual([waiting.id]);
      await request(t.server).get('/api/v1/govern?awaiting=soon').set(fresh.auth).expect(400);
    });
  });

  describe('observation review', () => {
    it('replaces a verdict with a later review, audits each, and counts them in the stats', async () => {
      const fresh = await registerOrg(t);
      await enforceEveryPattern(t, fresh);
      const freshReviewer = await keyWithRole(fresh, 'reviewer');
      await post(fresh, 'observe/assess', { text: PAUSE_TEXT }).expect(200);
      await post(fresh, 'observe/assess', { text: PAUSE_TEXT }).expect(200);
      await post(fresh, 'observe/assess', { text: FLAG_TEXT }).expect(200);
      const inbox = await request(t.server)
        .get('/api/v1/observations?status=open&patternId=BP-003')
        .set(fresh.auth)
        .expect(200);
      const [first, second] = inbox.body.observations as Observation[];
      expect(inbox.body.observations).toHaveLength(2);

      await review(freshReviewer, first.id, 'dismissed').expect(201);
      const changed = await review(freshReviewer, first.id, 'confirmed', { note: 'on reflection' });
      expect(changed.status).toBe(201);
      expect(changed.body.review).toMatchObject({ status: 'confirmed', note: 'on reflection' });
      await review(freshReviewer, second.id, 'dismissed').expect(201);

      const one = await request(t.server)
        .get(`/api/v1/observations/${first.id}`)
        .set(fresh.auth)
        .expect(200);
      expect(one.body.review.status).toBe('confirmed');

      const stats = await request(t.server)
        .get('/api/v1/observations/stats')
        .set(fresh.auth)
        .expect(200);
      expect(stats.body.patterns).toHaveLength(8);
      const byId = new Map(stats.body.patterns.map((p: { patternId: string }) => [p.patternId, p]));
      expect(byId.get('BP-003')).toEqual({
        patternId: 'BP-003',
        detected: 2,
        open: 0,
        confirmed: 1,
        dismissed: 1,
        precision: 0.5,
      });
      expect(byId.get('BP-006')).toMatchObject({ detected: 1, open: 1, precision: null });
      const future = new Date(Date.now() + 60_000).toISOString();
      const none = await request(t.server)
        .get(`/api/v1/observations/stats?since=${future}`)
        .set(fresh.auth)
        .expect(200);
      expect(none.body.patterns.every((p: { detected: number }) => p.detected === 0)).toBe(true);

      const audit = await request(t.server)
        .get(`/api/v1/audit?action=reviewed&resourceId=${first.id}`)
        .set(fresh.auth)
        .expect(200);
      expect(audit.body.entries).toHaveLength(2);
      expect(audit.body.entries[0]).toMatchObject({
        resourceType: 'observation',
        actor: 'rita',
        keyId: freshReviewer.keyId,
      });
    });

    it("answers 404 for another organization's observation", async () => {
      const other = await registerOrg(t);
      await post(org, 'observe/assess', { text: FLAG_TEXT }).expect(200);
      const mine = await request(t.server)
        .get('/api/v1/observations?limit=1')
        .set(org.auth)
        .expect(200);
      const id = mine.body.observations[0].id;
      const res = await review(other, id).expect(404);
      expect(res.body.code).toBe('OBSERVATION_NOT_FOUND');
      await request(t.server).get(`/api/v1/observations/${id}`).set(other.auth).expect(404);
    });

    it('validates a review: verdict, note length; a viewer may not review', async () => {
      await post(org, 'observe/assess', { text: FLAG_TEXT }).expect(200);
      const mine = await request(t.server)
        .get('/api/v1/observations?limit=1')
        .set(org.auth)
        .expect(200);
      const id = mine.body.observations[0].id;
      await review(org, id, 'maybe').expect(400);
      await review(org, id, 'confirmed', { note: 'x'.repeat(2001) }).expect(400);
      const viewer = await keyWithRole(org, 'viewer');
      const res = await review(viewer, id).expect(403);
      expect(res.body.code).toBe('INSUFFICIENT_ROLE');
    });
  });

  describe('run events to webhooks', () => {
    it('delivers each run event once, signed, with X-AG-Event the type; none for a refused change; redelivers one', async () => {
      const receiver = await TestReceiver.start('ok');
      try {
        const fresh = await registerOrg(t);
        await enforceEveryPattern(t, fresh);
        const agent = (await createAgent(t, fresh)).id;
        const hook = await createWebhook(t, fresh, {
          url: receiver.url,
          types: ['gate.submitted', 'run.halted', 'run.resumed', 'run.completed', 'run.cancelled'],
        });
        expect(hook).toMatchObject({ types: expect.arrayContaining(['run.halted']) });

        const run = await startRun(t, fresh, agent);
        await gate(t, fresh, run.id, 'plan', 'submitted', 'dev');
        await post(fresh, 'observe/assess', { text: HALT_TEXT, runId: run.id }).expect(200);
        // Refused (the run is halted): nothing is sent for it.
        await post(fresh, 'govern/gate', {
          runId: run.id,
          gate: 'plan',
          action: 'submitted',
          actor: 'dev',
        }).expect(409);
        const observations = await request(t.server)
          .get(`/api/v1/observations?runId=${run.id}`)
          .set(fresh.auth)
          .expect(200);
        await review(fresh, observations.body.observations[0].id).expect(201);
        await post(fresh, 'govern/resume', { runId: run.id, actor: 'ops', reason: 'ok' }).expect(
          201,
        );
        await post(fresh, 'govern/cancel', { runId: run.id, actor: 'ops', reason: 'done' }).expect(
          201,
        );
        const other = await startRun(t, fresh, agent);
        await advanceTo(t, fresh, other.id, 'approve');
        await post(fresh, 'govern/approve', { runId: other.id, actor: 'alice' }).expect(201);

        await receiver.waitForRequests(5);
        await sleep(500);
        const bodies = receiver.requests.map((r) => r.body as unknown as Record<string, unknown>);
        expect(bodies.map((b) => b.event)).toEqual([
          'gate.submitted',
          'run.halted',
          'run.resumed',
          'run.cancelled',
          'run.completed',
        ]);
        for (const r of receiver.requests) {
          expect(verifyAgSignature(hook.secret, r.headers, r.rawBody)).toBe(true);
          expect(r.headers['x-ag-event']).toBe((r.body as unknown as { event: string }).event);
          expect(r.attempt).toBe(1);
        }
        expect(bodies[1]).toEqual({
          event: 'run.halted',
          eventId: expect.any(String),
          timestamp: expect.any(String),
          runId: run.id,
          agentId: agent,
          gate: 'plan',
          actor: 'system',
          observationId: observations.body.observations[0].id,
          reason: null,
        });
        expect(bodies[2]).toMatchObject({ event: 'run.resumed', actor: 'ops', reason: 'ok' });
        expect(bodies[0]).toMatchObject({ event: 'gate.submitted', actor: 'dev', reason: null });

        const deliveries = await listDeliveries(t, fresh, hook.webhookId);
        expect(deliveries).toHaveLength(5);
        const halted = deliveries.find((d) => d.event === 'run.halted')!;
        expect(halted).toMatchObject({
          runId: run.id,
          observationId: observations.body.observations[0].id,
        });
        const again = await post(
          fresh,
          `webhooks/${hook.webhookId}/deliveries/${halted.id}/redeliver`,
          {},
        ).expect(201);
        await receiver.waitForRequests(6);
        const last = receiver.requests[5];
        expect(last.deliveryId).toBe(again.body.id);
        expect(last.headers['x-ag-event']).toBe('run.halted');
        expect(last.rawBody.equals(receiver.requests[1].rawBody)).toBe(true);
        // The P1 detection itself is not subscribed to: only run events arrived.
        await eventually(async () => (await listDeliveries(t, fresh, hook.webhookId)).length === 6);
      } finally {
        await receiver.close();
      }
    });

    it('refuses an unknown event type with 400, and changes types with PATCH', async () => {
      const res = await post(org, 'webhooks', {
        url: 'http://127.0.0.1:9/hook',
        types: ['run.exploded'],
      }).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      const hook = await createWebhook(t, org, { url: 'http://127.0.0.1:9/hook' });
      expect(hook).toMatchObject({ types: ['pattern.detected'] });
      const patched = await request(t.server)
        .patch(`/api/v1/webhooks/${hook.webhookId}`)
        .set(org.auth)
        .send({ types: ['run.halted'] })
        .expect(200);
      expect(patched.body.types).toEqual(['run.halted']);
      await request(t.server)
        .patch(`/api/v1/webhooks/${hook.webhookId}`)
        .set(org.auth)
        .send({ types: ['nope'] })
        .expect(400);
      await request(t.server)
        .delete(`/api/v1/webhooks/${hook.webhookId}`)
        .set(org.auth)
        .expect(204);
    });
  });
});
