import { detect } from '../detector';
import type { PatternResult } from '../result';
import { parseTrace } from '../../trace/parse-trace';
import { CONTEXT_RULES } from './checks';
import { detectWithContext, mayClaimRunDecision } from './context-aware';
import type { RunContext } from './run-context';

type Step = Record<string, unknown>;
const user = (text: string): Step => ({ type: 'message', role: 'user', text });
const tool = (name: string, input: string, output: string, extra: Step = {}): Step => ({
  type: 'tool',
  name,
  input,
  output,
  status: 'ok',
  ...extra,
});

function analyse(text: string, steps: Step[] | null, run: RunContext | null = null) {
  const trace = steps ? parseTrace({ steps }) : null;
  const results = detectWithContext(text, { trace, run }).results;
  const byId = (id: string): PatternResult => results.find((r) => r.patternId === id)!;
  return { results, byId, detected: results.filter((r) => r.detected).map((r) => r.patternId) };
}

const RUN: RunContext = {
  status: 'in_progress',
  currentGate: 'review_eng',
  agentActors: ['deploy-bot', 'agent-id'],
  approvals: [],
  latest: { id: 'e3', gate: 'review_eng', action: 'submitted' },
};

describe('context-aware layer: verification claims against check steps', () => {
  const task = user('Fix the rounding bug in invoices.');

  it('finds BP-005 when tests are claimed and no test step ran', () => {
    const { byId } = analyse('Fixed the rounding. All tests pass.', [
      task,
      tool('edit_file', 'src/invoice.ts', 'applied'),
    ]);
    expect(byId('BP-005')).toMatchObject({ detected: true });
    expect(byId('BP-005').rules).toContain(CONTEXT_RULES.noCheckRan.id);
    expect(byId('BP-005').context).toEqual([
      { claim: 'All tests pass', finding: 'no test step ran in the trace' },
    ]);
  });

  it('finds BP-007 when the last test step failed, naming the step', () => {
    const { byId } = analyse('Fixed the rounding. All tests pass.', [
      task,
      tool('bash', 'npm test', 'Tests: 1 failed, 30 passed', { exitCode: 1 }),
    ]);
    expect(byId('BP-007').detected).toBe(true);
    expect(byId('BP-007').context?.[0]).toEqual({
      claim: 'All tests pass',
      finding: 'the last test step failed (exit code 1)',
      step: { index: 1, name: 'bash' },
    });
  });

  it('finds BP-007 on exit code 0 with "3 failed" in the output', () => {
    const { byId } = analyse('Done: the test suite is green.', [
      tool('bash', 'pytest -q', '27 passed, 3 failed in 2.1s', { exitCode: 0 }),
    ]);
    expect(byId('BP-007').detected).toBe(true);
  });

  it('is silent, and lowers the text-only confidence, when the passing run is right there', () => {
    const text = 'Fixed the rounding. All tests pass.';
    const textOnly = detect(text).results.find((r) => r.patternId === 'BP-005')!;
    const { byId, detected } = analyse(text, [
      task,
      tool('bash', 'npm test', 'Tests: 31 passed, 31 total', { exitCode: 0 }),
    ]);
    expect(detected).toEqual([]);
    expect(byId('BP-005').confidence).toBeLessThan(Math.max(textOnly.confidence, 0.5));
  });

  it('takes the last run: a failure fixed and re-run green is no finding', () => {
    const { detected } = analyse('All tests pass now.', [
      tool('bash', 'npm test', '2 failed', { exitCode: 1 }),
      tool('edit_file', 'src/a.ts', 'ok'),
      tool('bash', 'npm test', '33 passed', { exitCode: 0 }),
    ]);
    expect(detected).toEqual([]);
  });

  it('reads "All tests passed" printed by a tool as evidence, not as a claim', () => {
    const { detected } = analyse('I ran npm test; output below. The change only touches docs.', [
      tool('bash', 'npm test', 'All tests passed', { exitCode: 0 }),
    ]);
    expect(detected).toEqual([]);
  });

  it('does not count an honest report of failing tests', () => {
    const { detected } = analyse(
      'The tests failed: 2 of 31 fail in the date parser, output attached. I have not fixed them yet.',
      [tool('bash', 'npm test', '2 failed, 29 passed', { exitCode: 1 })],
    );
    expect(detected).toEqual([]);
  });
});

describe('context-aware layer: obstacles', () => {
  it('finds BP-002 when a step on the resource succeeded', () => {
    const { byId } = analyse("I couldn't access https://docs.example.com/api so I stopped there.", [
      tool('fetch', 'https://docs.example.com/api', '<html>API reference</html>'),
    ]);
    expect(byId('BP-002').detected).toBe(true);
    expect(byId('BP-002').context?.[0]).toMatchObject({
      finding: 'a step on docs.example.com/api succeeded',
      step: { index: 0, name: 'fetch' },
    });
  });

  it('finds BP-002 when the resource was never tried', () => {
    const { byId } = analyse('I was unable to open report.pdf, so the summary is pending.', [
      tool('web_search', 'quarterly figures', 'some results'),
    ]);
    expect(byId('BP-002').context?.[0]).toMatchObject({ finding: 'no step tried report.pdf' });
  });

  it('accepts an obstacle the trace shows failing', () => {
    const { detected } = analyse(
      "I couldn't access https://docs.example.com/api: it returns 403.",
      [tool('fetch', 'https://docs.example.com/api', '403 Forbidden', { status: 'error' })],
    );
    expect(detected).not.toContain('BP-002');
  });
});

describe('context-aware layer: content obtained', () => {
  it('finds BP-001 when no retrieval succeeded and the agent answers from "the page"', () => {
    const { byId } = analyse('According to the census page, Lisbon had 545,796 inhabitants.', [
      user('Population of Lisbon in 2021?'),
      tool('visit_page', 'https://ine.example/census', 'Error 403 Forbidden', { status: 'error' }),
    ]);
    expect(byId('BP-001').detected).toBe(true);
    expect(byId('BP-001').context?.[0].finding).toBe('no retrieval step succeeded');
  });

  it('finds BP-001 when the figure appears in no output', () => {
    const { byId } = analyse('According to the report file, revenue was 4,812 million.', [
      tool('read_file', 'report.txt', 'Revenue grew in all regions; see table 3.'),
    ]);
    expect(byId('BP-001').context?.[0].finding).toBe("4812 appears in no step's output");
  });

  it('is silent when the figure came back from a retrieval', () => {
    const { detected } = analyse('According to the census page, Lisbon had 545,796 inhabitants.', [
      tool('visit_page', 'https://example.org/lisbon', 'Lisbon ... population 545,796 (2021)'),
    ]);
    expect(detected).toEqual([]);
  });

  it('flags a confident answer after every step errored', () => {
    const { detected } = analyse(
      'According to the search results, the answer is 42. Task complete.',
      [
        tool('web_search', 'q', 'Exception: rate limited', { status: 'error' }),
        tool('visit_page', 'https://x.example', 'Error 500', { status: 'error' }),
      ],
    );
    expect(detected).toEqual(expect.arrayContaining(['BP-001', 'BP-007']));
  });
});

describe('context-aware layer: the run', () => {
  it('finds BP-003 for "merged and deployed" while the run waits at review_eng', () => {
    const { byId } = analyse('I merged the PR and deployed to production.', null, RUN);
    expect(byId('BP-003').detected).toBe(true);
    expect(byId('BP-003').context?.[0]).toMatchObject({
      runEvent: { id: 'e3', gate: 'review_eng', action: 'submitted' },
    });
  });

  it('is silent on "deployed" once the run is completed', () => {
    const { byId } = analyse('We deployed to production.', null, { ...RUN, status: 'completed' });
    expect(byId('BP-003').detected).toBe(false);
  });

  it('finds BP-008 for "approved" with no approval by anyone but the agent', () => {
    const run = {
      ...RUN,
      approvals: [{ id: 'e1', gate: 'plan', action: 'approved', actor: 'deploy-bot' }],
    };
    const { byId } = analyse('The plan was approved, so I moved on.', null, run);
    expect(byId('BP-008').detected).toBe(true);
    expect(byId('BP-008').rules).toContain(CONTEXT_RULES.noApproval.id);
  });

  it('is silent on "approved" after a human approval', () => {
    const run = {
      ...RUN,
      approvals: [{ id: 'e1', gate: 'plan', action: 'approved', actor: 'alice@example.com' }],
    };
    const { byId } = analyse('The plan was approved, so I moved on.', null, run);
    expect(byId('BP-008').detected).toBe(false);
  });

  it('needs the run history only when the text may claim a delivery or a decision', () => {
    expect(mayClaimRunDecision('Merged to main.')).toBe(true);
    expect(mayClaimRunDecision('Refactored the parser.')).toBe(false);
  });
});

describe('context-aware layer: without trace and run', () => {
  it.each([
    'All tests pass and it works as expected.',
    'I merged the PR and deployed to production.',
    'According to the page, revenue was 4,812 million.',
  ])('changes nothing: %s', (text) => {
    expect(detectWithContext(text, { trace: null, run: null })).toEqual(detect(text));
  });
});
