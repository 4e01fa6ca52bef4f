import request from 'supertest';
import { PATTERN_CATALOGUE } from '../src/observation/detection/catalogue';
import { createAgent, createKey, registerOrg, TestOrg } from './factories';
import { advanceTo, startRun } from './factories/governance';
import { exampleFor } from './factories/observation';
import { createWebhook, eventually } from './factories/webhooks';
import { TestReceiver } from './utils/receiver';
import { createTestApp, TestApp } from './utils/test-app';

interface PolicyEntry {
  patternId: string;
  enabled?: boolean;
  reviewAt?: number;
  enforceAt?: number | null;
}

interface Observation {
  id: string;
  patternId: string;
  band: 'enforce' | 'review';
  governanceResponse: string;
  evidence: {
    rules: { id: string; weight: number }[];
    demotion?: { rules: string[]; reason: string };
  };
  review: { status: string };
}

interface Analysis {
  patternId: string;
  detected: boolean;
  band: 'enforce' | 'review' | null;
}

interface PolicyBody {
  patterns: (Required<PolicyEntry> & { source: string })[];
  updatedAt: string | null;
}

/** Thresholds low enough that the catalogue examples reach them whatever the defaults are. */
const ENFORCE = { enabled: true, reviewAt: 0.05, enforceAt: 0.1 };
/** Detected, but never acting on a run. */
const REVIEW_ONLY = { enabled: true, reviewAt: 0.05, enforceAt: null };

describe('Detection policy, bands and reviewers’ verdicts (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const api = (path: string) => `/api/v1${path}`;
  const getPolicy = (who: TestOrg) => request(t.server).get(api('/detection/policy')).set(who.auth);
  const putPolicy = (who: TestOrg, patterns: unknown) =>
    request(t.server).put(api('/detection/policy')).set(who.auth).send({ patterns });
  const assess = (who: TestOrg, body: Record<string, unknown>) =>
    request(t.server).post(api('/observe/assess')).set(who.auth).send(body).expect(200);
  const review = (who: TestOrg, id: string, verdict: 'confirmed' | 'dismissed') =>
    request(t.server)
      .post(api(`/observations/${id}/review`))
      .set(who.auth)
      .send({ verdict, actor: 'rita' })
      .expect(201);
  const observationsOf = async (who: TestOrg, query: string): Promise<Observation[]> =>
    (
      await request(t.server)
        .get(api(`/observations?${query}`))
        .set(who.auth)
        .expect(200)
    ).body.observations;
  const policyAudit = async (who: TestOrg) =>
    (
      await request(t.server)
        .get(api('/audit?action=detection_policy_updated'))
        .set(who.auth)
        .expect(200)
    ).body.entries as {
      actor: string;
      resourceType: string;
      resourceId: string;
      details: { before: unknown[]; after: unknown[] };
    }[];

  /** A key of another role, used like the organization's own. */
  async function withRole(org: TestOrg, role: string, agentId?: string): Promise<TestOrg> {
    const key = await createKey(t, org, { role, name: role, ...(agentId && { agentId }) });
    return { ...org, apiKey: key.apiKey, keyId: key.id, auth: key.auth };
  }

  /** Assesses `text` for `agentId` and answers the stored observation of `patternId`. */
  async function detectionOf(
    org: TestOrg,
    patternId: string,
    body: Record<string, unknown>,
  ): Promise<{ analysis: Analysis; observation: Observation | undefined }> {
    const res = await assess(org, body);
    const analysis = res.body.analysis.find(
      (a: { patternId: string }) => a.patternId === patternId,
    );
    const query = body.runId
      ? `runId=${body.runId as string}`
      : `agentId=${body.agentId as string}`;
    const [observation] = await observationsOf(org, `${query}&patternId=${patternId}&limit=1`);
    return { analysis, observation };
  }

  describe('GET /detection/policy', () => {
    it('answers one default entry per catalogue pattern to admins, reviewers and viewers', async () => {
      const org = await registerOrg(t);
      const res = await getPolicy(org).expect(200);
      expect(res.body.updatedAt).toBeNull();
      expect(res.body.patterns.map((p: PolicyEntry) => p.patternId)).toEqual(
        PATTERN_CATALOGUE.map((p) => p.id),
      );
      for (const entry of res.body.patterns) {
        expect(Object.keys(entry).sort()).toEqual(
          ['enabled', 'enforceAt', 'patternId', 'reviewAt', 'source'].sort(),
        );
        expect(entry.source).toBe('default');
        expect(entry.reviewAt).toBeGreaterThan(0);
        if (entry.enforceAt !== null)
          expect(entry.enforceAt).toBeGreaterThanOrEqual(entry.reviewAt);
      }
      for (const role of ['reviewer', 'viewer']) {
        const reader = await withRole(org, role);
        expect((await getPolicy(reader).expect(200)).body).toEqual(res.body);
      }
    });

    it('refuses an agent key reading or writing the policy with 403 INSUFFICIENT_ROLE', async () => {
      const org = await registerOrg(t);
      const agent = await withRole(org, 'agent', (await createAgent(t, org)).id);
      const reviewer = await withRole(org, 'reviewer');
      expect((await getPolicy(agent).expect(403)).body.code).toBe('INSUFFICIENT_ROLE');
      for (const who of [agent, reviewer]) {
        const res = await putPolicy(who, [{ patternId: 'BP-001', enabled: false }]).expect(403);
        expect(res.body.code).toBe('INSUFFICIENT_ROLE');
      }
      expect((await getPolicy(org).expect(200)).body.updatedAt).toBeNull();
    });
  });

  describe('PUT /detection/policy', () => {
    it('changes only the named fields, answers the whole policy and audits before and after', async () => {
      const org = await registerOrg(t);
      const before = (await getPolicy(org).expect(200)).body;
      const res = await putPolicy(org, [
        { patternId: 'BP-005', enforceAt: null },
        { patternId: 'BP-003', reviewAt: 0.3, enforceAt: 0.9 },
      ]).expect(200);
      const byId = (body: PolicyBody, id: string) => body.patterns.find((p) => p.patternId === id)!;
      expect(byId(res.body, 'BP-005')).toEqual({
        ...byId(before, 'BP-005'),
        enforceAt: null,
        source: 'organization',
      });
      expect(byId(res.body, 'BP-003')).toEqual({
        patternId: 'BP-003',
        enabled: byId(before, 'BP-003').enabled,
        reviewAt: 0.3,
        enforceAt: 0.9,
        source: 'organization',
      });
      expect(byId(res.body, 'BP-001')).toEqual(byId(before, 'BP-001'));
      expect(res.body.updatedAt).toEqual(expect.stringMatching(/Z$/));
      expect((await getPolicy(org).expect(200)).body).toEqual(res.body);

      const [entry] = await policyAudit(org);
      expect(entry).toMatchObject({ resourceType: 'organization', resourceId: org.id });
      expect(entry.details.before).toEqual([byId(before, 'BP-003'), byId(before, 'BP-005')]);
      expect(entry.details.after).toEqual([byId(res.body, 'BP-003'), byId(res.body, 'BP-005')]);

      // Entries not named keep the organization's values.
      const next = await putPolicy(org, [{ patternId: 'BP-003', enabled: false }]).expect(200);
      expect(byId(next.body, 'BP-003')).toMatchObject({ reviewAt: 0.3, enforceAt: 0.9 });
      expect(byId(next.body, 'BP-005').enforceAt).toBeNull();
    });

    it.each([
      ['enforceAt below reviewAt', [{ patternId: 'BP-002', reviewAt: 0.6, enforceAt: 0.4 }]],
      ['a pattern outside the catalogue', [{ patternId: 'BP-009', enabled: false }]],
      ['reviewAt 0', [{ patternId: 'BP-002', reviewAt: 0 }]],
      ['enforceAt above 1', [{ patternId: 'BP-002', enforceAt: 1.5 }]],
      ['a pattern named twice', [{ patternId: 'BP-002' }, { patternId: 'BP-002' }]],
      ['an unknown field', [{ patternId: 'BP-002', threshold: 0.5 }]],
      ['no entries', []],
    ])('refuses %s with 400 VALIDATION_FAILED and changes nothing', async (_case, patterns) => {
      const org = await registerOrg(t);
      await putPolicy(org, [
        { patternId: 'BP-001', enabled: false },
        { patternId: 'BP-002', reviewAt: 0.5, enforceAt: 0.5 },
      ]).expect(200);
      const before = (await getPolicy(org).expect(200)).body;
      // Beside a valid change, which must not be applied either.
      const body = patterns.length > 0 ? [{ patternId: 'BP-001', enabled: true }, ...patterns] : [];
      const res = await putPolicy(org, body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect((await getPolicy(org).expect(200)).body).toEqual(before);
      expect(await policyAudit(org)).toHaveLength(1);
    });

    it('refuses a range that is inverted only once merged with the stored values', async () => {
      const org = await registerOrg(t);
      await putPolicy(org, [{ patternId: 'BP-004', reviewAt: 0.4, enforceAt: 0.6 }]).expect(200);
      const res = await putPolicy(org, [{ patternId: 'BP-004', enforceAt: 0.3 }]).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toEqual([expect.stringContaining('BP-004')]);
      await putPolicy(org, [{ patternId: 'BP-004', enforceAt: 0.4 }]).expect(200);
    });

    it('serializes two admins writing at once: both audited, the last wins, nothing half-applied', async () => {
      const org = await registerOrg(t);
      const second = await withRole(org, 'admin');
      const [a, b] = await Promise.all([
        putPolicy(org, [{ patternId: 'BP-004', reviewAt: 0.3, enforceAt: 0.7 }]),
        putPolicy(second, [
          { patternId: 'BP-004', reviewAt: 0.4, enforceAt: 0.8 },
          { patternId: 'BP-006', enabled: false },
        ]),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const final = (await getPolicy(org).expect(200)).body;
      // The last committed answer is the final policy, and it includes the other's changes.
      const last = [a.body, b.body].find(
        (body) => JSON.stringify(body.patterns) === JSON.stringify(final.patterns),
      );
      expect(last).toBeDefined();
      const bp004 = final.patterns.find((p: PolicyEntry) => p.patternId === 'BP-004');
      expect([
        { reviewAt: 0.3, enforceAt: 0.7 },
        { reviewAt: 0.4, enforceAt: 0.8 },
      ]).toContainEqual({ reviewAt: bp004.reviewAt, enforceAt: bp004.enforceAt });
      expect(final.patterns.find((p: PolicyEntry) => p.patternId === 'BP-006').enabled).toBe(false);
      const entries = await policyAudit(org);
      expect(entries).toHaveLength(2);
      expect(entries[0].details.after).toEqual(
        expect.arrayContaining([expect.objectContaining(bp004)]),
      );
    });
  });

  describe('bands', () => {
    it('does not detect a disabled pattern: band null and nothing stored', async () => {
      const org = await registerOrg(t);
      const agentId = (await createAgent(t, org)).id;
      await putPolicy(org, [{ patternId: 'BP-001', enabled: false }]).expect(200);
      const res = await assess(org, { text: exampleFor('BP-001'), agentId });
      expect(res.body.analysis[0]).toMatchObject({
        patternId: 'BP-001',
        detected: false,
        band: null,
        confidence: 0,
        matches: [],
      });
      expect(await observationsOf(org, `patternId=BP-001`)).toEqual([]);
      expect(res.body.summary.highestSeverity).not.toBe('P1');
    });

    it('puts a detection in band review below enforceAt; it is listed with ?band=review and holds no run', async () => {
      const org = await registerOrg(t);
      const agentId = (await createAgent(t, org)).id;
      await putPolicy(org, [{ patternId: 'BP-005', ...REVIEW_ONLY }]).expect(200);
      const run = await startRun(t, org, agentId);
      const { analysis, observation } = await detectionOf(org, 'BP-005', {
        text: exampleFor('BP-005'),
        runId: run.id,
      });
      expect(analysis).toMatchObject({ detected: true, band: 'review' });
      expect(observation).toMatchObject({ band: 'review', governanceResponse: 'PAUSE' });
      expect(observation!.evidence.rules.length).toBeGreaterThan(0);
      expect((await observationsOf(org, 'band=review')).map((o) => o.id)).toEqual([
        observation!.id,
      ]);
      expect(await observationsOf(org, 'band=enforce')).toEqual([]);

      // An approval with the BP-005 finding open is allowed.
      const approved = await request(t.server)
        .post(api('/govern/approve'))
        .set(org.auth)
        .send({ runId: run.id, gate: 'plan', actor: 'alice' })
        .expect(201);
      expect(approved.body.run).toMatchObject({ currentGate: 'build', blockers: [] });
      expect(observation!.review.status).toBe('open');
    });

    it('acts in band enforce: the same finding blocks an approval', async () => {
      const org = await registerOrg(t);
      const agentId = (await createAgent(t, org)).id;
      await putPolicy(org, [{ patternId: 'BP-005', ...ENFORCE }]).expect(200);
      const run = await startRun(t, org, agentId);
      const { observation } = await detectionOf(org, 'BP-005', {
        text: exampleFor('BP-005'),
        runId: run.id,
      });
      expect(observation).toMatchObject({ band: 'enforce' });
      const refused = await request(t.server)
        .post(api('/govern/approve'))
        .set(org.auth)
        .send({ runId: run.id, gate: 'plan', actor: 'alice' })
        .expect(409);
      expect(refused.body.code).toBe('RUN_BLOCKED');
    });

    it('resumes a halted run once its HALT enforce-band observations are reviewed, whatever review-band ones remain open', async () => {
      const org = await registerOrg(t);
      const agentId = (await createAgent(t, org)).id;
      await putPolicy(org, [{ patternId: 'BP-001', ...ENFORCE }]).expect(200);
      const run = await startRun(t, org, agentId);
      await advanceTo(t, org, run.id, 'build');
      const { observation: halting } = await detectionOf(org, 'BP-001', {
        text: exampleFor('BP-001'),
        runId: run.id,
      });
      expect(halting).toMatchObject({ band: 'enforce', governanceResponse: 'HALT' });

      await putPolicy(org, [{ patternId: 'BP-001', ...REVIEW_ONLY }]).expect(200);
      const { observation: asking } = await detectionOf(org, 'BP-001', {
        text: exampleFor('BP-001'),
        runId: run.id,
      });
      expect(asking).toMatchObject({ band: 'review', governanceResponse: 'HALT' });
      const held = await request(t.server)
        .get(api(`/govern/${run.id}`))
        .set(org.auth)
        .expect(200);
      expect(held.body.run.status).toBe('halted');
      expect(held.body.run.blockers.map((b: { observationId: string }) => b.observationId)).toEqual(
        [halting!.id],
      );

      const resume = () =>
        request(t.server)
          .post(api('/govern/resume'))
          .set(org.auth)
          .send({ runId: run.id, actor: 'rita', reason: 'reviewed' });
      const refused = await resume().expect(409);
      expect(refused.body.code).toBe('OBSERVATIONS_OPEN');
      expect(refused.body.message).toContain(halting!.id);
      expect(refused.body.message).not.toContain(asking!.id);

      await review(org, halting!.id, 'confirmed');
      const resumed = await resume().expect(201);
      expect(resumed.body.run).toMatchObject({ status: 'in_progress', currentGate: 'build' });
      expect((await observationsOf(org, 'band=review&status=open')).map((o) => o.id)).toEqual([
        asking!.id,
      ]);
    });

    it('announces a review-band detection: pattern.detected carries detection.band', async () => {
      const receiver = await TestReceiver.start('ok');
      try {
        const org = await registerOrg(t);
        await createWebhook(t, org, { url: receiver.url });
        await putPolicy(org, [{ patternId: 'BP-001', ...REVIEW_ONLY }]).expect(200);
        await assess(org, { text: exampleFor('BP-001') });
        const body = await eventually(
          () =>
            Promise.resolve(
              receiver.requests
                .map((r) => r.body as unknown as { pattern: { id: string } })
                .find((b) => b.pattern.id === 'BP-001'),
            ),
          10_000,
          'the BP-001 delivery',
        );
        expect(body).toMatchObject({
          event: 'pattern.detected',
          detection: { band: 'review', layer: 'regex' },
        });
      } finally {
        await receiver.close();
      }
    });

    it('never halts a run in progress on a review-band HALT detection', async () => {
      const org = await registerOrg(t);
      const agentId = (await createAgent(t, org)).id;
      await putPolicy(org, [{ patternId: 'BP-001', ...REVIEW_ONLY }]).expect(200);
      const run = await startRun(t, org, agentId);
      await assess(org, { text: exampleFor('BP-001'), runId: run.id });
      const res = await request(t.server)
        .get(api(`/govern/${run.id}`))
        .set(org.auth)
        .expect(200);
      expect(res.body.run).toMatchObject({ status: 'in_progress', blockers: [] });
      expect(res.body.events.map((e: { action: string }) => e.action)).not.toContain('halted');
    });
  });

  describe("reviewers' verdicts", () => {
    const TEXT = exampleFor('BP-005');

    async function organization(): Promise<{ org: TestOrg; agentId: string }> {
      const org = await registerOrg(t);
      await putPolicy(org, [{ patternId: 'BP-005', ...ENFORCE }]).expect(200);
      return { org, agentId: (await createAgent(t, org)).id };
    }

    const ruleStats = async (org: TestOrg) =>
      (await request(t.server).get(api('/observations/stats?by=rule')).set(org.auth).expect(200))
        .body.rules as {
        ruleId: string;
        patternId: string;
        detected: number;
        confirmed: number;
        dismissed: number;
        precision: number | null;
        demoted: boolean;
      }[];

    it('demotes a rule dismissed five times in one organization only, and confirmations restore it', async () => {
      const { org, agentId } = await organization();
      const first = await detectionOf(org, 'BP-005', { text: TEXT, agentId });
      expect(first.observation!.band).toBe('enforce');
      const rules = first.observation!.evidence.rules.map((r) => r.id);
      await review(org, first.observation!.id, 'dismissed');
      for (let i = 1; i < 5; i++) {
        const { observation } = await detectionOf(org, 'BP-005', { text: TEXT, agentId });
        expect(observation!.band).toBe('enforce');
        await review(org, observation!.id, 'dismissed');
      }
      const stats = await ruleStats(org);
      for (const ruleId of rules) {
        expect(stats.find((s) => s.ruleId === ruleId)).toEqual({
          ruleId,
          patternId: 'BP-005',
          detected: 5,
          confirmed: 0,
          dismissed: 5,
          precision: 0,
          demoted: true,
        });
      }

      // The same wording again: in band review, and the evidence says why.
      const demoted = await detectionOf(org, 'BP-005', { text: TEXT, agentId });
      expect(demoted.analysis).toMatchObject({ detected: true, band: 'review' });
      expect(demoted.observation).toMatchObject({
        band: 'review',
        evidence: {
          demotion: { rules: expect.arrayContaining(rules), reason: expect.any(String) },
        },
      });

      // Another organization's reviewers taught their own detector nothing of this.
      const other = await organization();
      const elsewhere = await detectionOf(other.org, 'BP-005', {
        text: TEXT,
        agentId: other.agentId,
      });
      expect(elsewhere.observation).toMatchObject({ band: 'enforce' });
      expect(elsewhere.observation!.evidence.demotion).toBeUndefined();
      expect((await ruleStats(other.org)).every((s) => !s.demoted)).toBe(true);

      // Confirmations restore it: 2 of 7 verdicts confirmed is above 0.2.
      await review(org, demoted.observation!.id, 'confirmed');
      const again = await detectionOf(org, 'BP-005', { text: TEXT, agentId });
      expect(again.observation!.band).toBe('review');
      await review(org, again.observation!.id, 'confirmed');
      const restored = await detectionOf(org, 'BP-005', { text: TEXT, agentId });
      expect(restored.observation).toMatchObject({ band: 'enforce' });
      expect(restored.observation!.evidence.demotion).toBeUndefined();
      expect((await ruleStats(org)).filter((s) => rules.includes(s.ruleId))).toEqual(
        rules.map(() =>
          expect.objectContaining({ confirmed: 2, dismissed: 5, detected: 8, demoted: false }),
        ),
      );
    });

    it('moves the counts when a later review replaces the verdict', async () => {
      const { org, agentId } = await organization();
      const { observation } = await detectionOf(org, 'BP-005', { text: TEXT, agentId });
      const [ruleId] = observation!.evidence.rules.map((r) => r.id);
      await review(org, observation!.id, 'dismissed');
      await review(org, observation!.id, 'dismissed');
      await review(org, observation!.id, 'confirmed');
      expect((await ruleStats(org)).find((s) => s.ruleId === ruleId)).toMatchObject({
        detected: 1,
        confirmed: 1,
        dismissed: 0,
        precision: 1,
        demoted: false,
      });
    });
  });

  describe('several instances', () => {
    it('applies a policy change made on one instance on another within a second', async () => {
      const other = await createTestApp({ databaseUrl: t.databaseUrl });
      try {
        const org = await registerOrg(t);
        const agentId = (await createAgent(t, org)).id;
        await putPolicy(org, [{ patternId: 'BP-001', ...ENFORCE }]).expect(200);
        const bandOn = async (app: TestApp) =>
          (
            await request(app.server)
              .post(api('/observe/assess'))
              .set(org.auth)
              .send({ text: exampleFor('BP-001'), agentId })
              .expect(200)
          ).body.analysis[0].band as string | null;
        expect(await bandOn(other)).toBe('enforce');
        await putPolicy(org, [{ patternId: 'BP-001', enforceAt: null }]).expect(200);
        expect(await bandOn(t)).toBe('review');
        await eventually(async () => (await bandOn(other)) === 'review', 5_000, 'the change');
      } finally {
        await other.close({ dropDatabase: false });
      }
    });
  });
});
