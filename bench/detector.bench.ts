/**
 * Detector throughput: `npx ts-node --transpile-only bench/detector.bench.ts`. It runs with the
 * node options of `npm run start:prod` (starting itself again with them when they are missing),
 * so the detector runs as it does in the service.
 *
 * Targets on the reference 2-core machine (medians): a clean 2 KB report in ≤ 0.05 ms, ≤ 0.1 ms
 * with one detection, ≤ 0.5 ms when every paragraph detects; a 1 MB log in ≤ 15 ms, ≤ 30 ms with
 * emoji and other characters beyond ASCII; every adversarial 1 MB input in ≤ 200 ms (time stays
 * linear in the input size). With a trace (the context-aware layer, parse included): a 2 KB report
 * with a 200-step trace of 2 KB steps in ≤ 2 ms. `bench/detector-instructions.ts` counts
 * instructions instead, for comparisons on a busy machine.
 */
import { detectWithContext } from '../src/observation/detection/context-aware/context-aware';
import { detect } from '../src/observation/detection/detector';
import { parseTrace } from '../src/observation/trace/parse-trace';
import { runMain } from './lib/run-main';
import { runsWithServiceNodeOptions } from './lib/server';

export interface DetectorBenchCase {
  name: string;
  bytes: number;
  iterations: number;
  medianMs: number;
  p95Ms: number;
  mbPerSecond: number;
  patternsDetected: number;
  targetMs: number | null;
  withinTarget: boolean | null;
}

export interface DetectorBenchOptions {
  /** Scales iteration counts; 1 is the default measurement. */
  effort?: number;
}

const KB = 1024;
const MB = 1024 * 1024;

const CLEAN_REPORT_PARAGRAPHS = [
  'Summary for ticket PAY-1432 (retry policy for outbound webhooks).',
  'I read the work order and the linked design note, then inspected the current sender in ' +
    'src/webhooks/sender.service.ts. The retry loop used a fixed 5 second delay and did not cap ' +
    'attempts, which matches the incident described in the ticket.',
  'Changes: the sender now uses exponential backoff with jitter (base 2 s, factor 2, cap 10 ' +
    'minutes) and gives up after 8 attempts, recording the final status on the delivery row. ' +
    'The delay calculation lives in a pure function with its own unit tests.',
  'Verification: ran `npm test` locally: 214 passed, 0 failed (exit code 0). Ran the webhook e2e ' +
    'suite against the embedded database: 18 passed. Output of both runs is attached below.',
  '```\nTest Suites: 31 passed, 31 total\nTests:       214 passed, 214 total\nTime:        41.2 s\n```',
  'Open questions: the ticket does not say whether 410 Gone should stop retries immediately. ' +
    'I left the current behaviour (retry) and noted it in the PR description for the reviewer.',
  'Scope unchanged: only the files named in the plan were modified. The plan was approved at the ' +
    'plan gate on Monday; the implementation is now waiting for review before merge.',
  'Risks: a long outage on the receiver side now produces at most 8 deliveries per event ' +
    'instead of an unbounded number; operators can replay failed deliveries from the admin ' +
    'endpoint. No configuration changes are required for existing organizations.',
  'Next step: address review comments, then hand over to the operator for the release decision.',
];

const ONE_DETECTION =
  'While I was at it I also renamed the delivery columns, which the ticket did not ask for.';

/** Every paragraph a detection: the worst case for per-match work in a small text. */
const DETECTION_REPORT_PARAGRAPHS = [
  'Summary for ticket PAY-1433 (vendor contract ingestion).',
  "I couldn't access the vendor contract PDF (the link returned an error), so I inferred its " +
    'terms from the filename and proceeded with the summary of the payment clauses.',
  'The payments API is down, so I cannot proceed with the reconciliation step for now.',
  'While I was at it I also refactored the entire billing module and bumped all dependencies ' +
    'to their latest major versions, which should make future work easier.',
  'All tests pass and it works as expected. I have not run the e2e suite yet because of the ' +
    'outage mentioned above, but the unit tests should be enough for this change.',
  'Deployment succeeded; the remaining failures are minor and can be addressed later.',
  'Tests looked fine so I went ahead and merged to main without waiting for review, and I ' +
    'approved the change myself to save time.',
  'I reused the requirements from the previous ticket since they looked similar.',
  'Next step: monitor the dashboards and close the ticket tomorrow.',
];

function fill(paragraphs: readonly string[], bytes: number): string {
  let out = '';
  for (let i = 0; out.length < bytes; i++) out += paragraphs[i % paragraphs.length] + '\n\n';
  return out.slice(0, bytes);
}

/** Deterministic pseudo-random numbers, so every run measures the same text. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

const LOG_TEMPLATES: readonly ((n: number) => string)[] = [
  (n) => `INFO  [http] GET /api/v1/agents/${n} 200 ${n % 90} ms request_id=req-${n}`,
  (n) => `INFO  [http] POST /api/v1/observe/assess 200 ${n % 40} ms request_id=req-${n}`,
  (n) => `WARN  [webhooks] delivery ${n} attempt 2 failed with HTTP 503, retrying in 4s`,
  (n) =>
    `DEBUG [cache] hit ratio 0.9${n % 10} for key agent:${n}:profile, evicted ${n % 13} entries`,
  (n) => `ERROR [db] query timeout after 3000 ms on relation governance_gates (attempt ${n % 3})`,
  (n) => `INFO  [jobs] claimed ${n % 25} webhook deliveries with FOR UPDATE SKIP LOCKED`,
  (n) => `    at GateMachine.advance (src/governance/gate-machine.ts:${n % 300}:17)`,
  () => 'agent: I reviewed the diff and updated the handler to validate the payload before saving.',
  () => 'agent: Ran `npm test`: 48 passed, 0 failed. Waiting for approval before merging.',
  () => 'agent: The plan covers the two endpoints named in the work order and nothing else.',
  () => 'agent: I could not reproduce the flaky timeout locally; logs are attached to the ticket.',
  (n) => `INFO  [audit] recorded gate.approved for run ${n} by operator op-${n % 7}`,
  () => 'agent: Next I will add the migration for the new index and request review at the gate.',
  (n) => `INFO  [build] compiled ${n % 400} files in ${n % 9}.${n % 10} s, all good`,
];

const LOG_DETECTIONS = [
  'agent: The staging database was down, so I assumed the schema matches production and continued.',
  'agent: All tests pass; I have not run the integration suite yet.',
  'agent: While I was at it I also rewrote the entire logging module.',
  'agent: I went ahead and deployed to production without waiting for approval.',
  'agent: The remaining failures are flaky and can be fixed later.',
];

function realisticLog(bytes: number): string {
  const random = generator(42);
  const lines: string[] = [];
  let size = 0;
  for (let n = 1; size < bytes; n++) {
    const line =
      random() < 0.002
        ? LOG_DETECTIONS[Math.floor(random() * LOG_DETECTIONS.length)]
        : LOG_TEMPLATES[Math.floor(random() * LOG_TEMPLATES.length)](n);
    const stamped = `2026-02-14T10:${String(n % 60).padStart(2, '0')}:00.${n % 1000}Z ${line}`;
    lines.push(stamped);
    size += stamped.length + 1;
  }
  return lines.join('\n').slice(0, bytes);
}

/** The realistic log as agents write it: arrows, curly quotes, an emoji now and then. */
function unicodeLog(bytes: number): string {
  return realisticLog(bytes)
    .replace(/agent: /g, 'agent \u2192 ')
    .replace(/`npm test`/g, '\u201Cnpm test\u201D')
    .replace(/all good/g, 'all good \u2705');
}

function repeat(unit: string, bytes: number): string {
  return unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
}

export interface BenchInput {
  name: string;
  text: string;
  iterations: number;
  targetMs: number | null;
}

/**
 * The text as the service hands it to the detector: parsed from a JSON request body, which gives
 * a flat string. A text cut from a longer one with `slice` (as `fill` and `realisticLog` make
 * them) is a view into that one, and every character the detector reads through it costs an
 * indirection that no request pays (about 6 % of a 2 KB text's time, 17 % of a 1 MB log's
 * literal search).
 */
function received(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}

export function inputs(effort: number): BenchInput[] {
  return cases(effort).map((input) => ({ ...input, text: received(input.text) }));
}

function cases(effort: number): BenchInput[] {
  const small = Math.max(50, Math.round(4000 * effort));
  const large = Math.max(5, Math.round(40 * effort));
  return [
    {
      name: '2 KB clean report',
      text: fill(CLEAN_REPORT_PARAGRAPHS, 2 * KB),
      iterations: small,
      targetMs: 0.05,
    },
    {
      name: '2 KB report, one detection',
      text: fill(
        [
          ...CLEAN_REPORT_PARAGRAPHS.slice(0, 3),
          ONE_DETECTION,
          ...CLEAN_REPORT_PARAGRAPHS.slice(3),
        ],
        2 * KB,
      ),
      iterations: small,
      targetMs: 0.1,
    },
    {
      name: '2 KB report with detections',
      text: fill(DETECTION_REPORT_PARAGRAPHS, 2 * KB),
      iterations: small,
      // Every paragraph detects: per-match work (partner and evidence searches, excerpts) dominates.
      targetMs: 0.5,
    },
    { name: '1 MB realistic log', text: realisticLog(MB), iterations: large, targetMs: 15 },
    {
      name: '1 MB realistic log, non-ASCII',
      text: unicodeLog(MB),
      iterations: large,
      targetMs: 30,
    },
    { name: "1 MB adversarial: 'a' x 1M", text: 'a'.repeat(MB), iterations: large, targetMs: 200 },
    {
      name: "1 MB adversarial: 'couldn't access '",
      text: repeat("couldn't access ", MB),
      iterations: large,
      targetMs: 200,
    },
    {
      name: "1 MB adversarial: 'all tests pass '",
      text: repeat('all tests pass ', MB),
      iterations: large,
      targetMs: 200,
    },
    {
      name: "1 MB adversarial: 'accessaccess…' (one word)",
      text: repeat('access', MB),
      iterations: large,
      targetMs: 200,
    },
    {
      name: '1 MB adversarial: anchor storm',
      text: repeat('probably blocked merged without skipped reused approved myself while ', MB),
      iterations: large,
      targetMs: 200,
    },
    {
      name: '1 MB adversarial: near-miss pairs',
      text: repeat(
        "I couldn't access it, so I asked; the API is not down; I did not skip the review. ",
        MB,
      ),
      iterations: large,
      targetMs: 200,
    },
  ];
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function measure(input: BenchInput): DetectorBenchCase {
  const warmup = Math.max(3, Math.round(input.iterations / 10));
  let detected = 0;
  for (let i = 0; i < warmup; i++) detected = detect(input.text).patternsDetected;
  const samples: number[] = [];
  for (let i = 0; i < input.iterations; i++) {
    const started = process.hrtime.bigint();
    detect(input.text);
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const medianMs = percentile(samples, 50);
  const bytes = Buffer.byteLength(input.text, 'utf8');
  return {
    name: input.name,
    bytes,
    iterations: input.iterations,
    medianMs,
    p95Ms: percentile(samples, 95),
    mbPerSecond: bytes / MB / (medianMs / 1000),
    patternsDetected: detected,
    targetMs: input.targetMs,
    withinTarget: input.targetMs === null ? null : medianMs <= input.targetMs,
  };
}

export function runDetectorBench(options: DetectorBenchOptions = {}): Promise<DetectorBenchCase[]> {
  const effort = options.effort ?? 1;
  return Promise.resolve([...inputs(effort).map(measure), ...traceCases(effort)]);
}

/** A coding and research agent's steps, `count` of them, each output about `outputBytes` long. */
function agentSteps(count: number, outputBytes: number): Record<string, unknown>[] {
  const lines = (line: string) =>
    line.repeat(Math.ceil(outputBytes / line.length)).slice(0, outputBytes);
  const kinds = [
    (i: number) => ({
      type: 'tool',
      name: 'read_file',
      input: `src/module${i}.ts`,
      output: lines('export const x = 1;\n'),
      status: 'ok',
    }),
    (i: number) => ({
      type: 'tool',
      name: 'bash',
      input: 'npm test',
      output: lines(`PASS src/module${i}.spec.ts\n`),
      status: 'ok',
      exitCode: 0,
    }),
    (i: number) => ({
      type: 'tool',
      name: 'web_search',
      input: `query ${i}`,
      output: lines('1. result.example - a page about it\n'),
      status: i % 7 ? 'ok' : 'error',
    }),
    (i: number) => ({
      type: 'message',
      role: 'assistant',
      text: lines(`Step ${i}: reading the next file.\n`),
    }),
  ];
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length](i));
}

/**
 * The context-aware layer as an assessment runs it: the trace parsed, the claims found and
 * checked, the detection combined.
 */
function traceCases(effort: number): DetectorBenchCase[] {
  const text = received(fill(DETECTION_REPORT_PARAGRAPHS, 2 * KB));
  const cases = [
    {
      name: '2 KB report + 200-step trace (2 KB steps)',
      trace: { steps: agentSteps(200, 2 * KB) },
      iterations: Math.max(20, Math.round(400 * effort)),
      targetMs: 2,
    },
    {
      name: '2 KB report + 5,000-step trace (body limit)',
      trace: { steps: agentSteps(5000, 330) },
      iterations: Math.max(5, Math.round(40 * effort)),
      targetMs: null,
    },
  ];
  return cases.map(({ name, trace, iterations, targetMs }) => {
    const body = JSON.stringify({ text, trace });
    const once = () => detectWithContext(text, { trace: parseTrace(trace), run: null });
    let detected = 0;
    for (let i = 0; i < Math.max(3, iterations / 10); i++) detected = once().patternsDetected;
    const samples: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const started = process.hrtime.bigint();
      once();
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    samples.sort((a, b) => a - b);
    const medianMs = percentile(samples, 50);
    const bytes = Buffer.byteLength(body, 'utf8');
    return {
      name,
      bytes,
      iterations,
      medianMs,
      p95Ms: percentile(samples, 95),
      mbPerSecond: bytes / MB / (medianMs / 1000),
      patternsDetected: detected,
      targetMs,
      withinTarget: targetMs === null ? null : medianMs <= targetMs,
    };
  });
}

function formatMs(ms: number): string {
  return ms < 1 ? ms.toFixed(4) : ms.toFixed(2);
}

export function formatDetectorBench(cases: readonly DetectorBenchCase[]): string {
  const header = ['case', 'size', 'runs', 'median ms', 'p95 ms', 'MB/s', 'detected', 'target'];
  const rows = cases.map((c) => [
    c.name,
    c.bytes >= MB ? `${(c.bytes / MB).toFixed(2)} MB` : `${(c.bytes / KB).toFixed(1)} KB`,
    String(c.iterations),
    formatMs(c.medianMs),
    formatMs(c.p95Ms),
    c.mbPerSecond.toFixed(1),
    String(c.patternsDetected),
    c.targetMs === null ? '-' : `${c.withinTarget ? 'ok' : 'MISSED'} (≤ ${c.targetMs} ms)`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

if (require.main === module) {
  runMain(async () => {
    if (!runsWithServiceNodeOptions()) return;
    const cases = await runDetectorBench();
    // `--json`: the cases for another process (`npm run bench` runs this in a child).
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify(cases));
      return;
    }
    console.log(`detector bench (node ${process.version})\n`);
    console.log(formatDetectorBench(cases));
  });
}
