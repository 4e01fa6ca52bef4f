import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTrace, TraceError } from './parse-trace';
import { MAX_TRACE_STEPS, type ToolStep } from './trace.types';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(__dirname, 'fixtures', name), 'utf8'));

function problem(trace: unknown): string {
  try {
    parseTrace(trace);
  } catch (error) {
    if (error instanceof TraceError) return error.message;
    throw error;
  }
  throw new Error('parsed');
}

describe('parseTrace: steps', () => {
  it('reads a coding agent run: messages and tool steps in order, exit codes, JSON input as text', () => {
    const { steps } = parseTrace(fixture('steps-coding-agent.json'));
    expect(steps.map((s) => [s.index, s.type])).toEqual([
      [0, 'message'],
      [1, 'tool'],
      [2, 'tool'],
      [3, 'message'],
      [4, 'tool'],
    ]);
    expect(steps[1]).toMatchObject({ name: 'edit_file', input: '{"path":"src/signup.ts"}' });
    expect(steps[2]).toMatchObject({ name: 'bash', status: 'ok', exitCode: 0 });
    // No status but a non-zero exit code: the step failed.
    expect(steps[4]).toMatchObject({ status: 'error', exitCode: 1 });
  });

  it('reads a research agent whose fetch failed', () => {
    const { steps } = parseTrace(fixture('steps-research-agent.json'));
    const tools = steps.filter((s): s is ToolStep => s.type === 'tool');
    expect(tools.map((s) => [s.name, s.status])).toEqual([
      ['web_search', 'ok'],
      ['visit_page', 'error'],
      ['visit_page', 'ok'],
    ]);
  });

  it.each([
    [
      { steps: [{ type: 'tool', name: 'x', status: 'done' }] },
      'trace.steps[0].status must be one of ok, error',
    ],
    [{ steps: [{ type: 'note' }] }, 'trace.steps[0].type must be one of tool, message'],
    [
      {
        steps: [
          { type: 'message', role: 'user', text: 'a' },
          { type: 'message', role: 'bot', text: 'b' },
        ],
      },
      'trace.steps[1].role must be one of user, assistant, system',
    ],
    [{ steps: [{ type: 'message', role: 'user' }] }, 'trace.steps[0].text must be a string'],
    [{ steps: [{ type: 'tool' }] }, 'trace.steps[0].name must be a non-empty string'],
    [
      { steps: [{ type: 'tool', name: 'x', exitCode: 1.5 }] },
      'trace.steps[0].exitCode must be an integer',
    ],
    [{ steps: ['x'] }, 'trace.steps[0] must be an object'],
    [{ steps: {} }, 'trace.steps must be an array'],
    [{}, 'trace must have either steps or resourceSpans (an OTLP/JSON export)'],
    [
      { steps: [], resourceSpans: [] },
      'trace must have either steps or resourceSpans (an OTLP/JSON export)',
    ],
    [[], 'trace must be an object'],
  ])('refuses a malformed trace, naming the path: %j', (trace, message) => {
    expect(problem(trace)).toBe(message);
  });

  it(`takes ${MAX_TRACE_STEPS} steps and refuses one more`, () => {
    const step = { type: 'tool', name: 'bash', output: 'ok' };
    expect(parseTrace({ steps: Array(MAX_TRACE_STEPS).fill(step) }).steps).toHaveLength(
      MAX_TRACE_STEPS,
    );
    expect(problem({ steps: Array(MAX_TRACE_STEPS + 1).fill(step) })).toBe(
      `trace.steps must have at most ${MAX_TRACE_STEPS} steps`,
    );
  });
});

describe('parseTrace: OTLP/JSON', () => {
  it('reads GenAI-convention spans in start-time order, ignoring unknown attributes and spans', () => {
    const { steps } = parseTrace(fixture('otlp-genai-coding.json'));
    expect(steps).toEqual([
      {
        type: 'message',
        index: 0,
        role: 'user',
        text: 'Fix the flaky date parser and make the tests pass.',
      },
      {
        type: 'message',
        index: 1,
        role: 'assistant',
        text: 'I will edit the parser and then run the tests.',
      },
      {
        type: 'tool',
        index: 2,
        name: 'edit_file',
        input: '{"path":"src/date.ts"}',
        output: 'ok',
        status: 'ok',
        exitCode: null,
      },
      {
        type: 'tool',
        index: 3,
        name: 'run_tests',
        input: '{"cmd":"npm test"}',
        output: 'Tests: 2 failed, 40 passed',
        status: 'error',
        exitCode: 1,
      },
    ]);
  });

  it('reads a multi-agent run: every agent’s tool spans, a failed span as an error step', () => {
    const { steps } = parseTrace(fixture('otlp-genai-multi-agent.json'));
    expect(steps.map((s) => (s.type === 'tool' ? [s.name, s.status] : s.type))).toEqual([
      ['delegate', 'ok'],
      ['web_search', 'ok'],
      ['visit_page', 'error'],
    ]);
  });

  it('reads OpenInference spans: TOOL spans and LLM messages', () => {
    const { steps } = parseTrace(fixture('otlp-openinference.json'));
    expect(steps).toEqual([
      { type: 'message', index: 0, role: 'user', text: 'What does the changelog say about v2?' },
      { type: 'message', index: 1, role: 'assistant', text: 'Let me read the changelog.' },
      {
        type: 'tool',
        index: 2,
        name: 'read_file',
        input: '{"path":"CHANGELOG.md"}',
        output: '## v2.0.0\n- drops Node 18 support',
        status: 'ok',
        exitCode: null,
      },
    ]);
  });

  it(`refuses more than ${MAX_TRACE_STEPS} spans`, () => {
    const span = { name: 's', startTimeUnixNano: '1' };
    const trace = (n: number) => ({
      resourceSpans: [{ scopeSpans: [{ spans: Array(n).fill(span) }] }],
    });
    expect(parseTrace(trace(MAX_TRACE_STEPS)).steps).toEqual([]);
    expect(problem(trace(MAX_TRACE_STEPS + 1))).toBe(
      `trace.resourceSpans must have at most ${MAX_TRACE_STEPS} spans`,
    );
  });

  it.each([
    [{ resourceSpans: {} }, 'trace.resourceSpans must be an array'],
    [
      { resourceSpans: [{ scopeSpans: 'x' }] },
      'trace.resourceSpans[0].scopeSpans must be an array',
    ],
    [
      { resourceSpans: [{ scopeSpans: [{ spans: [3] }] }] },
      'trace.resourceSpans[0].scopeSpans[0].spans[0] must be an object',
    ],
    [
      { resourceSpans: [{ scopeSpans: [{ spans: [{ startTimeUnixNano: 'soon' }] }] }] },
      'trace.resourceSpans[0].scopeSpans[0].spans[0].startTimeUnixNano must be a non-negative integer',
    ],
    [
      { resourceSpans: [{ scopeSpans: [{ spans: [{ attributes: [{ value: {} }] }] }] }] },
      'trace.resourceSpans[0].scopeSpans[0].spans[0].attributes[0].key must be a string',
    ],
  ])('refuses a malformed export, naming the path: %j', (trace, message) => {
    expect(problem(trace)).toBe(message);
  });

  it('reads a megabyte output and a binary attribute without trouble', () => {
    const big = 'x'.repeat(1_000_000);
    const { steps } = parseTrace({
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                {
                  name: 'dump',
                  attributes: [
                    { key: 'openinference.span.kind', value: { stringValue: 'TOOL' } },
                    { key: 'output.value', value: { stringValue: big } },
                    { key: 'input.value', value: { bytesValue: 'AAEC' } },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(steps[0]).toMatchObject({ name: 'dump', input: '[4 base64 bytes]', status: 'ok' });
    expect((steps[0] as ToolStep).output).toHaveLength(1_000_000);
  });
});
