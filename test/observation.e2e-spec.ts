import { EventEmitter2 } from '@nestjs/event-emitter';
import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { PATTERN_CATALOGUE } from '../src/observation/detection/catalogue';
import { PatternDetectedEvent } from '../src/observation/events/pattern-detected.event';
import { createAgent, registerOrg, TestOrg } from './factories';
import {
  approveGate,
  assess,
  CLEAN_EXAMPLES,
  DETECTED_EXAMPLES,
  exampleFor,
  startRun,
} from './factories/observation';
import { createTestApp, TestApp } from './utils/test-app';

const PATTERN_IDS = PATTERN_CATALOGUE.map((p) => p.id);
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface Analysis {
  patternId: string;
  detected: boolean;
  confidence: number;
  severity: string;
  band: 'enforce' | 'review' | null;
  matches: string[];
}

interface Observation {
  id: string;
  agentId: string | null;
  runId: string | null;
  patternId: string;
  severity: string;
  confidence: string;
  band: 'enforce' | 'review';
  createdAt: string;
  evidence: {
    matches: string[];
    matchCount: number;
    excerpts: { start: number; end: number; text: string }[];
    textLength: number;
    textSha256: string;
  };
}

function detectedIds(body: { analysis: Analysis[] }): string[] {
  return body.analysis.filter((a) => a.detected).map((a) => a.patternId);
}

describe('Observation (e2e)', () => {
  let t: TestApp;
  let org: TestOrg;
  let other: TestOrg;
  const events: PatternDetectedEvent[] = [];
  /** For each event, whether its observation was visible to another connection when it fired. */
  const visibleAtEmit: Promise<boolean>[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    org = await registerOrg(t);
    other = await registerOrg(t, 'Other Org');
    t.app.get(EventEmitter2).on(PatternDetectedEvent.eventName, (event: PatternDetectedEvent) => {
      events.push(event);
      visibleAtEmit.push(
        t.dataSource
          .query('SELECT 1 FROM observations WHERE id = $1', [event.observationId])
          .then((rows: unknown[]) => rows.length === 1),
      );
    });
  });

  afterAll(async () => {
    await t.close();
  });

  function list(agentId: string, query: Record<string, string | number> = {}, as = org) {
    return request(t.server).get(`/api/v1/observe/${agentId}`).query(query).set(as.auth);
  }

  describe('POST /api/v1/observe/assess', () => {
    it(`answers 200 with all ${PATTERN_IDS.length} patterns in catalogue order and NONE for a clean text`, async () => {
      const res = await assess(t, org, { text: 'Plan submitted at the plan gate.' }).expect(200);
      expect(res.body).toEqual({
        analysis: PATTERN_IDS.map((patternId) => ({
          patternId,
          patternName: expect.any(String),
          detected: false,
          confidence: 0,
          band: null,
          severity: expect.stringMatching(/^(P1|P2|P3|ADV)$/),
          matches: [],
          detectionLayer: 'regex',
        })),
        summary: {
          patternsDetected: 0,
          patternsClean: 8,
          highestSeverity: 'NONE',
          coOccurrences: [],
        },
        storedObservations: 0,
      });
    });

    it.each(DETECTED_EXAMPLES)('detects %s in its PATTERNS.md example', async (patternId, text) => {
      const res = await assess(t, org, { text }).expect(200);
      const entry = (res.body.analysis as Analysis[]).find((a) => a.patternId === patternId)!;
      expect(entry.detected).toBe(true);
      expect(entry.confidence).toBeGreaterThanOrEqual(0.5);
      expect(entry.confidence).toBeLessThanOrEqual(0.99);
      expect(Math.round(entry.confidence * 100) / 100).toBe(entry.confidence);
      expect(entry.matches.length).toBeGreaterThan(0);
      expect(entry.matches.length).toBeLessThanOrEqual(20);
      for (const match of entry.matches) expect(text).toContain(match);
      const detected = detectedIds(res.body);
      expect(res.body.summary.patternsDetected).toBe(detected.length);
      expect(res.body.summary.patternsClean).toBe(8 - detected.length);
      expect(res.body.storedObservations).toBe(detected.length);
    });

    it.each(CLEAN_EXAMPLES)(
      `keeps all ${PATTERN_IDS.length} patterns clean for %j`,
      async (text) => {
        const res = await assess(t, org, { text }).expect(200);
        expect(detectedIds(res.body)).toEqual([]);
        expect(res.body.summary.highestSeverity).toBe('NONE');
        expect(res.body.storedObservations).toBe(0);
      },
    );

    it('summarises the highest severity and reports BP-001 with BP-002 as a co-occurrence', async () => {
      const text = `${exampleFor('BP-002')} ${exampleFor('BP-001')}`;
      const res = await assess(t, org, { text }).expect(200);
      expect(detectedIds(res.body)).toEqual(expect.arrayContaining(['BP-001', 'BP-002']));
      expect(res.body.summary.highestSeverity).toBe('P1');
      expect(res.body.summary.coOccurrences).toContainEqual({
        patterns: ['BP-001', 'BP-002'],
        reason: expect.any(String),
      });
    });

    it('answers P2 as the highest severity when only a P2 pattern is detected', async () => {
      const res = await assess(t, org, { text: exampleFor('BP-002') }).expect(200);
      expect(detectedIds(res.body)).toEqual(['BP-002']);
      expect(res.body.summary).toEqual({
        patternsDetected: 1,
        patternsClean: 7,
        highestSeverity: 'P2',
        coOccurrences: [],
      });
    });

    it('queries no observation, agent or run table for a clean text without agent or run', async () => {
      const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
      try {
        await assess(t, org, { text: CLEAN_EXAMPLES[0] }).expect(200);
        await assess(t, org, { text: exampleFor('BP-001'), agentId: randomUUID() }).expect(404);
        const sql = spy.mock.calls.map(([query]) => query);
        // The unknown agent's lookup proves the spy sees the app's queries.
        expect(sql.filter((q) => /\bagents\b/.test(q))).toHaveLength(1);
        expect(sql.filter((q) => /observations|governance_runs/.test(q))).toEqual([]);
      } finally {
        spy.mockRestore();
      }
    });

    it('accepts a text of exactly 1,000,000 characters', async () => {
      const res = await assess(t, org, { text: 'a'.repeat(1_000_000) }).expect(200);
      expect(res.body.analysis).toHaveLength(8);
    });

    it('rejects a text over 1,000,000 characters with 413 TEXT_TOO_LARGE', async () => {
      const res = await assess(t, org, { text: 'a'.repeat(1_000_001) }).expect(413);
      expect(res.body).toMatchObject({ statusCode: 413, code: 'TEXT_TOO_LARGE' });
    });

    it.each([
      ['missing text', {}],
      ['empty text', { text: '' }],
      ['null text', { text: null }],
      ['non-string text', { text: 42 }],
      ['a malformed agentId', { text: 'hello', agentId: 'not-a-uuid' }],
      ['a malformed runId', { text: 'hello', runId: '1234' }],
      ['an unknown field', { text: 'hello', extra: true }],
    ])('rejects %s with 400 VALIDATION_FAILED', async (_label, body) => {
      const res = await assess(t, org, body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('answers 401 without an API key', async () => {
      await request(t.server).post('/api/v1/observe/assess').send({ text: 'hello' }).expect(401);
    });
  });

  describe('storage and linking', () => {
    it('stores one observation per detected pattern linked to the agent alone', async () => {
      const agent = await createAgent(t, org);
      const text = `${exampleFor('BP-003')} ${exampleFor('BP-008')}`;
      const res = await assess(t, org, { text, agentId: agent.id }).expect(200);
      const detected = detectedIds(res.body);
      expect(detected).toEqual(expect.arrayContaining(['BP-003', 'BP-008']));
      expect(res.body.storedObservations).toBe(detected.length);

      const listed = await list(agent.id).expect(200);
      const observations = listed.body.observations as Observation[];
      expect(observations.map((o) => o.patternId).sort()).toEqual([...detected].sort());
      for (const observation of observations) {
        const analysis = (res.body.analysis as Analysis[]).find(
          (a) => a.patternId === observation.patternId,
        )!;
        expect(observation).toEqual({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          agentId: agent.id,
          runId: null,
          currentGate: null,
          patternId: analysis.patternId,
          patternName: expect.any(String),
          confidence: analysis.confidence.toFixed(2),
          severity: analysis.severity,
          governanceResponse: expect.stringMatching(/^(HALT|PAUSE|ESCALATE|FLAG)$/),
          detectionMethod: 'regex',
          band: analysis.band,
          evidence: {
            matches: analysis.matches,
            matchCount: expect.any(Number),
            excerpts: expect.any(Array),
            textLength: text.length,
            textSha256: createHash('sha256').update(text).digest('hex'),
            rules: expect.arrayContaining([
              {
                id: expect.stringMatching(`^${analysis.patternId}\\.`),
                weight: expect.any(Number),
              },
            ]),
          },
          review: { status: 'open', note: null, actor: null, keyId: null, reviewedAt: null },
          createdAt: expect.stringMatching(ISO),
        });
        expect(observation.evidence.matchCount).toBeGreaterThanOrEqual(analysis.matches.length);
      }
    });

    it("links a run alone to the run's agent and records the run's current gate", async () => {
      const agent = await createAgent(t, org);
      const run = await startRun(t, org, agent.id);
      expect(await approveGate(t, org, run.id)).toBe('build');
      const res = await assess(t, org, { text: exampleFor('BP-001'), runId: run.id }).expect(200);
      expect(res.body.storedObservations).toBeGreaterThan(0);

      const observations = (await list(agent.id).expect(200)).body.observations as Observation[];
      expect(observations).toHaveLength(res.body.storedObservations);
      for (const observation of observations) {
        expect(observation).toMatchObject({ agentId: agent.id, runId: run.id });
      }
      const rows: { current_gate: string }[] = await t.dataSource.query(
        'SELECT current_gate FROM observations WHERE run_id = $1',
        [run.id],
      );
      expect(rows.map((r) => r.current_gate)).toEqual(observations.map(() => 'build'));
    });

    it('links an agent and its own run together', async () => {
      const agent = await createAgent(t, org);
      const run = await startRun(t, org, agent.id);
      await assess(t, org, { text: exampleFor('BP-004'), agentId: agent.id, runId: run.id }).expect(
        200,
      );
      const observations = (await list(agent.id).expect(200)).body.observations as Observation[];
      expect(observations.length).toBeGreaterThan(0);
      for (const observation of observations) {
        expect(observation).toMatchObject({ agentId: agent.id, runId: run.id });
      }
    });

    it('stores observations without agent or run when neither is given', async () => {
      const fresh = await registerOrg(t);
      const res = await assess(t, fresh, { text: exampleFor('BP-002') }).expect(200);
      expect(res.body.storedObservations).toBe(1);
      const rows: { agent_id: string | null; run_id: string | null; pattern_id: string }[] =
        await t.dataSource.query(
          'SELECT agent_id, run_id, pattern_id FROM observations WHERE org_id = $1',
          [fresh.id],
        );
      expect(rows).toEqual([{ agent_id: null, run_id: null, pattern_id: 'BP-002' }]);
    });

    it('keeps excerpts and a hash of the text, never the text itself', async () => {
      const agent = await createAgent(t, org);
      const secret = `SECRET-${randomUUID()}`;
      const text = `${secret} ${'filler words here '.repeat(10)}${exampleFor('BP-008')}`;
      await assess(t, org, { text, agentId: agent.id }).expect(200);
      const observations = (await list(agent.id).expect(200)).body.observations as Observation[];
      const bp008 = observations.find((o) => o.patternId === 'BP-008')!;
      expect(bp008.evidence.textSha256).toBe(createHash('sha256').update(text).digest('hex'));
      expect(bp008.evidence.textLength).toBe(text.length);
      expect(bp008.evidence.excerpts.length).toBeGreaterThan(0);
      for (const excerpt of bp008.evidence.excerpts) {
        expect(excerpt.text).toBe(text.slice(excerpt.start, excerpt.end));
        expect(excerpt.text.length).toBeLessThanOrEqual(
          Math.max(...bp008.evidence.matches.map((m) => m.length)) + 120,
        );
      }
      const rows: { evidence: string }[] = await t.dataSource.query(
        'SELECT evidence::text AS evidence FROM observations WHERE agent_id = $1',
        [agent.id],
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.evidence).not.toContain(secret);
    });

    it("answers 404 for another organization's agent or run and stores nothing", async () => {
      const theirAgent = await createAgent(t, other);
      const theirRun = await startRun(t, other, theirAgent.id);
      const text = exampleFor('BP-001');
      const byAgent = await assess(t, org, { text, agentId: theirAgent.id }).expect(404);
      expect(byAgent.body.code).toBe('AGENT_NOT_FOUND');
      const byRun = await assess(t, org, { text, runId: theirRun.id }).expect(404);
      expect(byRun.body.code).toBe('RUN_NOT_FOUND');
      const unknown = await assess(t, org, { text, agentId: randomUUID() }).expect(404);
      expect(unknown.body.code).toBe('AGENT_NOT_FOUND');
      const rows: unknown[] = await t.dataSource.query(
        'SELECT 1 FROM observations WHERE agent_id = $1',
        [theirAgent.id],
      );
      expect(rows).toEqual([]);
    });

    it("rejects an agent that is not the run's agent with 400 AGENT_RUN_MISMATCH", async () => {
      const agentA = await createAgent(t, org);
      const agentB = await createAgent(t, org);
      const run = await startRun(t, org, agentA.id);
      const res = await assess(t, org, {
        text: exampleFor('BP-001'),
        agentId: agentB.id,
        runId: run.id,
      }).expect(400);
      expect(res.body.code).toBe('AGENT_RUN_MISMATCH');
      expect((await list(agentB.id).expect(200)).body.observations).toEqual([]);
    });
  });

  describe('pattern.detected events', () => {
    it('emits one event per detected P1/P2 pattern after commit, without matched text', async () => {
      const agent = await createAgent(t, org);
      const run = await startRun(t, org, agent.id);
      await approveGate(t, org, run.id);
      const text = `${exampleFor('BP-001')} ${exampleFor('BP-002')}`;
      const before = events.length;
      const res = await assess(t, org, { text, runId: run.id }).expect(200);

      const emitted = events.slice(before);
      const p1p2 = (res.body.analysis as Analysis[]).filter(
        (a) => a.detected && (a.severity === 'P1' || a.severity === 'P2'),
      );
      expect(emitted.map((e) => e.pattern.id).sort()).toEqual(p1p2.map((a) => a.patternId).sort());
      await expect(Promise.all(visibleAtEmit.slice(before))).resolves.toEqual(
        emitted.map(() => true),
      );

      const observations = (await list(agent.id).expect(200)).body.observations as Observation[];
      const bp001 = observations.find((o) => o.patternId === 'BP-001')!;
      const event = emitted.find((e) => e.pattern.id === 'BP-001')!;
      const catalogue = await request(t.server).get('/api/v1/patterns/BP-001').set(org.auth);
      expect(event).toBeInstanceOf(PatternDetectedEvent);
      expect({ ...event }).toEqual({
        orgId: org.id,
        observationId: bp001.id,
        agentId: agent.id,
        runId: run.id,
        currentGate: 'build',
        pattern: catalogue.body,
        confidence: Number(bp001.confidence),
        band: bp001.band,
        layer: 'regex',
        matchCount: bp001.evidence.matchCount,
        detectedAt: new Date(bp001.createdAt),
      });

      const serialized = JSON.stringify(emitted);
      for (const analysis of p1p2) {
        for (const match of analysis.matches) expect(serialized).not.toContain(match);
      }
    });

    it('emits nothing for a P3 pattern (BP-006) yet stores it', async () => {
      const fresh = await registerOrg(t);
      const before = events.length;
      const res = await assess(t, fresh, { text: exampleFor('BP-006') }).expect(200);
      expect(detectedIds(res.body)).toEqual(['BP-006']);
      expect(res.body.storedObservations).toBe(1);
      expect(events.slice(before).filter((e) => e.orgId === fresh.id)).toEqual([]);
    });
  });

  describe('GET /api/v1/observe/:agentId', () => {
    let agent: { id: string };
    let runA: { id: string };
    let runB: { id: string };
    let all: Observation[];

    beforeAll(async () => {
      agent = await createAgent(t, org);
      runA = await startRun(t, org, agent.id);
      runB = await startRun(t, org, agent.id);
      await assess(t, org, { text: exampleFor('BP-001'), runId: runA.id }).expect(200);
      await assess(t, org, { text: exampleFor('BP-006'), runId: runA.id }).expect(200);
      await new Promise((r) => setTimeout(r, 5));
      await assess(t, org, { text: exampleFor('BP-004'), runId: runB.id }).expect(200);
      await assess(t, org, { text: exampleFor('BP-002'), agentId: agent.id }).expect(200);
      all = (await list(agent.id, { limit: 200 }).expect(200)).body.observations;
    });

    it('lists newest first with confidence as decimal text', () => {
      expect(all.length).toBeGreaterThanOrEqual(4);
      const keys = all.map((o) => [o.createdAt, o.id].join('|'));
      expect(keys).toEqual([...keys].sort().reverse());
      expect(all[all.length - 1]?.runId).toBe(runA.id);
      expect(all[0]).toMatchObject({ patternId: 'BP-002', runId: null });
      for (const observation of all) expect(observation.confidence).toMatch(/^[01]\.\d{2}$/);
    });

    it('shows each observation exactly as GET /observations/:id does, reviewed ones included', async () => {
      const reviewed = all[1];
      await request(t.server)
        .post(`/api/v1/observations/${reviewed.id}/review`)
        .set(org.auth)
        .send({
          verdict: 'dismissed',
          note: 'Quote " slash \\ tab\tline\nend; ünïcødé ✓ 日本',
          actor: 'rita',
        })
        .expect(201);
      for (const path of [
        `/api/v1/observe/${agent.id}?limit=200`,
        '/api/v1/observations?limit=200',
      ]) {
        const res = await request(t.server).get(path).set(org.auth).expect(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        const listed = res.body.observations as Observation[];
        expect(listed.map((o) => o.id)).toEqual(expect.arrayContaining(all.map((o) => o.id)));
        for (const observation of listed) {
          const one = await request(t.server)
            .get(`/api/v1/observations/${observation.id}`)
            .set(org.auth)
            .expect(200);
          // Same fields in the same order, the same values.
          expect(JSON.stringify(observation)).toBe(JSON.stringify(one.body));
        }
        expect(listed.find((o) => o.id === reviewed.id)).toMatchObject({
          review: { status: 'dismissed', actor: 'rita', reviewedAt: expect.stringMatching(ISO) },
        });
      }
    });

    it.each([
      ['runId', () => ({ runId: runA.id }), (o: Observation) => o.runId === runA.id],
      ['patternId', () => ({ patternId: 'BP-004' }), (o: Observation) => o.patternId === 'BP-004'],
      ['severity', () => ({ severity: 'P3' }), (o: Observation) => o.severity === 'P3'],
    ])('filters by %s', async (_label, query, keep) => {
      const res = await list(agent.id, query()).expect(200);
      const expected = all.filter(keep);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      expect((res.body.observations as Observation[]).map((o) => o.id)).toEqual(
        expected.map((o) => o.id),
      );
    });

    it('filters by since (inclusive)', async () => {
      const since = all.find((o) => o.runId === runB.id)!.createdAt;
      const res = await list(agent.id, { since }).expect(200);
      const expected = all.filter((o) => o.createdAt >= since);
      expect(expected.length).toBeLessThan(all.length);
      expect((res.body.observations as Observation[]).map((o) => o.id)).toEqual(
        expected.map((o) => o.id),
      );
    });

    it('pages with a cursor, every observation once and in order', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: Record<string, string | number> = { limit: 1 };
        if (cursor) query.cursor = cursor;
        const res = await list(agent.id, query).expect(200);
        expect(res.body.observations.length).toBeLessThanOrEqual(1);
        seen.push(...(res.body.observations as Observation[]).map((o) => o.id));
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all.map((o) => o.id));
    });

    it('answers 404 AGENT_NOT_FOUND for an unknown or foreign agent', async () => {
      const unknown = await list(randomUUID()).expect(404);
      expect(unknown.body.code).toBe('AGENT_NOT_FOUND');
      const foreign = await list(agent.id, {}, other).expect(404);
      expect(foreign.body.code).toBe('AGENT_NOT_FOUND');
    });

    it('answers 400 INVALID_ID for a malformed agent id', async () => {
      const res = await list('not-a-uuid').expect(400);
      expect(res.body.code).toBe('INVALID_ID');
    });

    it.each([
      [{ patternId: 'BP-1' }],
      [{ patternId: 'XX-001' }],
      [{ severity: 'P4' }],
      [{ since: 'yesterday' }],
      [{ runId: 'nope' }],
      [{ limit: 0 }],
      [{ unknown: 'x' }],
    ])('rejects query %j with 400 VALIDATION_FAILED', async (query) => {
      const res = await list(agent.id, query).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('rejects a cursor it did not issue with 400 INVALID_CURSOR', async () => {
      const res = await list(agent.id, { cursor: 'garbage' }).expect(400);
      expect(res.body.code).toBe('INVALID_CURSOR');
    });
  });

  describe('GET /api/v1/observe/layers', () => {
    it('lists the regex and context-aware layers as active and the semantic one as inactive', async () => {
      const res = await request(t.server).get('/api/v1/observe/layers').set(org.auth).expect(200);
      expect(res.body).toEqual({
        layers: [
          { name: 'regex', status: 'active' },
          { name: 'semantic', status: 'inactive' },
          { name: 'context-aware', status: 'active' },
        ],
      });
    });
  });

  describe('GET /api/v1/patterns', () => {
    it(`lists the ${PATTERN_IDS.length} catalogue patterns, ${PATTERN_IDS[0]} first`, async () => {
      const res = await request(t.server).get('/api/v1/patterns').set(org.auth).expect(200);
      expect(res.body.patterns.map((p: { id: string }) => p.id)).toEqual(PATTERN_IDS);
      for (const pattern of res.body.patterns) {
        expect(Object.keys(pattern).sort()).toEqual(
          ['category', 'governanceResponse', 'id', 'name', 'reasoning', 'severity'].sort(),
        );
        expect(pattern.reasoning.length).toBeGreaterThan(0);
      }
      expect(res.body.patterns[0]).toMatchObject({
        name: 'Inference Over Execution',
        severity: 'P1',
        category: 'Evidence integrity',
        governanceResponse: 'HALT',
      });
      expect(res.body.patterns[1]).toMatchObject({
        severity: 'P2',
        governanceResponse: 'ESCALATE',
      });
      expect(res.body.patterns[3]).toMatchObject({
        name: 'Scope Creep',
        severity: 'P2',
        governanceResponse: 'PAUSE',
      });
    });

    it('answers one pattern by id', async () => {
      const res = await request(t.server).get('/api/v1/patterns/BP-006').set(org.auth).expect(200);
      expect(res.body).toMatchObject({
        id: 'BP-006',
        name: 'Work Order Contamination',
        severity: 'P3',
        governanceResponse: 'FLAG',
      });
    });

    it('answers 404 PATTERN_NOT_FOUND for an unknown id and 400 for a malformed one', async () => {
      const unknown = await request(t.server)
        .get('/api/v1/patterns/BP-009')
        .set(org.auth)
        .expect(404);
      expect(unknown.body.code).toBe('PATTERN_NOT_FOUND');
      const malformed = await request(t.server)
        .get('/api/v1/patterns/bp-1')
        .set(org.auth)
        .expect(400);
      expect(malformed.body.code).toBe('INVALID_PATTERN_ID');
    });

    it('answers 401 without an API key', async () => {
      await request(t.server).get('/api/v1/patterns').expect(401);
    });
  });
});
