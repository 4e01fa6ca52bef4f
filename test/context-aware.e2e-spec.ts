import { EventEmitter2 } from '@nestjs/event-emitter';
import request from 'supertest';
import { PatternDetectedEvent } from '../src/observation/events/pattern-detected.event';
import { MAX_TRACE_STEPS } from '../src/observation/trace/trace.types';
import { createAgent, registerOrg, TestOrg } from './factories';
import { advanceTo, completedRun, gate, startRun } from './factories/governance';
import { assess } from './factories/observation';
import { createTestApp, TestApp } from './utils/test-app';

interface Analysis {
  patternId: string;
  detected: boolean;
  confidence: number;
  detectionLayer: string;
}

type Step = Record<string, unknown>;
const tool = (name: string, input: string, output: string, extra: Step = {}): Step => ({
  type: 'tool',
  name,
  input,
  output,
  status: 'ok',
  ...extra,
});

const analysisOf = (body: { analysis: Analysis[] }, id: string): Analysis =>
  body.analysis.find((a) => a.patternId === id)!;
const detectedIds = (body: { analysis: Analysis[] }): string[] =>
  body.analysis.filter((a) => a.detected).map((a) => a.patternId);

describe('Context-aware layer (e2e)', () => {
  let t: TestApp;
  let org: TestOrg;
  let other: TestOrg;
  let agentId: string;
  const announced: PatternDetectedEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    t.app
      .get(EventEmitter2)
      .on(PatternDetectedEvent.eventName, (event: PatternDetectedEvent) => announced.push(event));
    org = await registerOrg(t);
    other = await registerOrg(t, 'Other Org');
    agentId = (await createAgent(t, org, { name: 'release-bot' })).id;
  });

  afterAll(() => t.close());

  const observationsOf = async (runId: string) =>
    (await request(t.server).get(`/api/v1/observations?runId=${runId}`).set(org.auth).expect(200))
      .body.observations as {
      patternId: string;
      detectionMethod: string;
      evidence: { context?: unknown[]; matches: string[] };
    }[];

  it('reports the context-aware layer active', async () => {
    const res = await request(t.server).get('/api/v1/observe/layers').set(org.auth).expect(200);
    expect(res.body.layers).toContainEqual({ name: 'context-aware', status: 'active' });
  });

  it('finds an unverified test claim in a steps trace and stores what contradicts it', async () => {
    const run = await startRun(t, org, agentId);
    const res = await assess(t, org, {
      runId: run.id,
      text: 'Fixed the rounding bug. All tests pass.',
      trace: {
        steps: [
          { type: 'message', role: 'user', text: 'Fix the rounding bug.' },
          tool('edit_file', 'src/invoice.ts', 'applied 1 hunk'),
        ],
      },
    }).expect(200);
    expect(analysisOf(res.body, 'BP-005')).toMatchObject({
      detected: true,
      detectionLayer: 'context-aware',
    });
    const [stored] = (await observationsOf(run.id)).filter((o) => o.patternId === 'BP-005');
    expect(stored.detectionMethod).toBe('context-aware');
    const event = announced.find((e) => e.runId === run.id && e.pattern.id === 'BP-005');
    expect(JSON.parse(event!.toOutbox().payload).detection.layer).toBe('context-aware');
    expect(stored.evidence.context).toEqual([
      { claim: 'All tests pass', finding: 'no test step ran in the trace' },
    ]);
  });

  it('finds a failing check behind "the suite is green": exit code 0 with "3 failed" in the output', async () => {
    const res = await assess(t, org, {
      text: 'Done. The test suite is green.',
      trace: { steps: [tool('bash', 'pytest -q', '27 passed, 3 failed', { exitCode: 0 })] },
    }).expect(200);
    expect(analysisOf(res.body, 'BP-007')).toMatchObject({
      detected: true,
      detectionLayer: 'context-aware',
    });
  });

  it('reads "All tests passed" in a tool output as evidence: the passing run clears the claim', async () => {
    const res = await assess(t, org, {
      text: 'Fixed the rounding bug. All tests pass.',
      trace: { steps: [tool('bash', 'npm test', 'All tests passed (31)', { exitCode: 0 })] },
    }).expect(200);
    expect(detectedIds(res.body)).toEqual([]);
    expect(res.body.storedObservations).toBe(0);
  });

  it('reads an OTLP/JSON export with GenAI attributes (and ignores the dozens it does not know)', async () => {
    const extra = Array.from({ length: 40 }, (_, i) => ({
      key: `vendor.attr_${i}`,
      value: { stringValue: `v${i}` },
    }));
    const span = (name: string, start: string, result: string, code = 1) => ({
      name: `execute_tool ${name}`,
      startTimeUnixNano: start,
      status: { code },
      attributes: [
        { key: 'gen_ai.operation.name', value: { stringValue: 'execute_tool' } },
        { key: 'gen_ai.tool.name', value: { stringValue: name } },
        {
          key: 'gen_ai.tool.call.arguments',
          value: { stringValue: '{"url":"https://x.example"}' },
        },
        { key: 'gen_ai.tool.call.result', value: { stringValue: result } },
        ...extra,
      ],
    });
    const res = await assess(t, org, {
      text: 'According to the search results, the answer is 1,234. Task complete.',
      trace: {
        resourceSpans: [
          {
            scopeSpans: [
              {
                // Out of order: read by start time.
                spans: [
                  span('visit_page', '2000', 'Error 500', 2),
                  span('web_search', '1000', 'Exception: rate limited', 2),
                ],
              },
            ],
          },
        ],
      },
    }).expect(200);
    expect(detectedIds(res.body)).toEqual(expect.arrayContaining(['BP-001', 'BP-007']));
    expect(analysisOf(res.body, 'BP-001').detectionLayer).toBe('context-aware');
  });

  it('handles a megabyte tool output', async () => {
    const res = await assess(t, org, {
      text: 'According to the log file, the job finished at 12:40 with 88,123 rows.',
      trace: { steps: [tool('read_file', 'job.log', 'x'.repeat(1_000_000))] },
    }).expect(200);
    expect(analysisOf(res.body, 'BP-001').detected).toBe(true);
  });

  describe('refuses a bad trace with 400 and stores nothing', () => {
    it.each([
      [
        { steps: [tool('bash', 'npm test', 'ok', { status: 'fine' })] },
        'trace.steps[0].status must be one of ok, error',
      ],
      [{}, 'trace must have either steps or resourceSpans (an OTLP/JSON export)'],
      [
        { resourceSpans: [{ scopeSpans: [{ spans: [7] }] }] },
        'trace.resourceSpans[0].scopeSpans[0].spans[0] must be an object',
      ],
      [
        { steps: Array(MAX_TRACE_STEPS + 1).fill(tool('bash', 'ls', '')) },
        `trace.steps must have at most ${MAX_TRACE_STEPS} steps`,
      ],
      ['steps', 'trace must be an object'],
    ])('%#: %s', async (trace, message) => {
      const run = await startRun(t, org, agentId);
      const res = await assess(t, org, {
        runId: run.id,
        text: 'All tests pass. I merged it.',
        trace,
      }).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toContain(message);
      expect(await observationsOf(run.id)).toEqual([]);
    });

    it('a trace without text', async () => {
      const res = await assess(t, org, { trace: { steps: [] } }).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toContain('text should not be empty');
    });
  });

  it(`answers a ${MAX_TRACE_STEPS}-step trace at the body limit`, async () => {
    // Sized so the whole body is just under the 2 MB default limit.
    const output = 'o'.repeat(330);
    const steps = Array.from({ length: MAX_TRACE_STEPS }, (_, i) =>
      tool(i % 2 ? 'bash' : 'read_file', i % 2 ? 'npm test' : `src/file${i}.ts`, output),
    );
    const body = { text: 'All tests pass.', trace: { steps } };
    const size = JSON.stringify(body).length;
    expect(size).toBeGreaterThan(1.9 * 1024 * 1024);
    expect(size).toBeLessThan(2 * 1024 * 1024);
    const started = Date.now();
    await assess(t, org, body).expect(200);
    console.log(
      `${MAX_TRACE_STEPS}-step trace at the body limit answered in ${Date.now() - started} ms`,
    );
  });

  it('answers 404 for a run of another organization, trace or not', async () => {
    const foreignAgent = await createAgent(t, other);
    const foreignRun = await startRun(t, other, foreignAgent.id);
    await assess(t, org, {
      runId: foreignRun.id,
      text: 'Merged and deployed.',
      trace: { steps: [] },
    }).expect(404);
  });

  describe('run context', () => {
    it('finds "merged and deployed" while the run waits at review_eng (BP-003) and names the history event', async () => {
      const run = await startRun(t, org, agentId);
      await advanceTo(t, org, run.id, 'review_eng');
      const submitted = await gate(t, org, run.id, 'review_eng', 'submitted', 'release-bot');
      const res = await assess(t, org, {
        runId: run.id,
        text: 'I merged the PR and deployed to production.',
      }).expect(200);
      expect(analysisOf(res.body, 'BP-003')).toMatchObject({
        detected: true,
        detectionLayer: 'context-aware',
      });
      const [stored] = (await observationsOf(run.id)).filter((o) => o.patternId === 'BP-003');
      expect(stored.evidence.context).toEqual([
        expect.objectContaining({
          claim: 'I merged',
          runEvent: { id: submitted.event.id, gate: 'review_eng', action: 'submitted' },
        }),
        expect.objectContaining({ claim: 'deployed to production' }),
      ]);
    });

    it('does not find "deployed" on a completed run', async () => {
      const run = await completedRun(t, org, agentId);
      const res = await assess(t, org, {
        runId: run.id,
        text: 'We deployed to production.',
      }).expect(200);
      expect(analysisOf(res.body, 'BP-003').detected).toBe(false);
    });

    it('finds "approved" when only the agent itself approved anything (BP-008)', async () => {
      const run = await startRun(t, org, agentId);
      await gate(t, org, run.id, 'plan', 'approved', 'release-bot');
      const res = await assess(t, org, {
        runId: run.id,
        text: 'The plan was approved, so I started the build.',
      }).expect(200);
      expect(analysisOf(res.body, 'BP-008')).toMatchObject({
        detected: true,
        detectionLayer: 'context-aware',
      });
      const [stored] = (await observationsOf(run.id)).filter((o) => o.patternId === 'BP-008');
      expect(stored.evidence.context).toEqual([
        expect.objectContaining({
          finding: "no approval in the run's history by anyone but its agent",
          runEvent: expect.objectContaining({ gate: 'plan', action: 'approved' }),
        }),
      ]);
    });

    it('does not find "approved" after a human approved', async () => {
      const run = await startRun(t, org, agentId);
      await gate(t, org, run.id, 'plan', 'approved', 'alice@example.com');
      const res = await assess(t, org, {
        runId: run.id,
        text: 'The plan was approved, so I started the build.',
      }).expect(200);
      expect(analysisOf(res.body, 'BP-008').detected).toBe(false);
    });

    it('finds a release while the run is still at its first gate', async () => {
      const run = await startRun(t, org, agentId);
      const res = await assess(t, org, {
        runId: run.id,
        text: 'Released v2 to customers.',
      }).expect(200);
      expect(analysisOf(res.body, 'BP-003').detected).toBe(true);
      const [stored] = (await observationsOf(run.id)).filter((o) => o.patternId === 'BP-003');
      expect(stored.evidence.context).toEqual([
        {
          claim: 'Released v2 to customers',
          finding: 'the run is in_progress at gate plan: its final gate is not passed',
        },
      ]);
    });
  });
});
