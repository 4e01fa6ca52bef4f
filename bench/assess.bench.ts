/**
 * Throughput of `POST /api/v1/observe/assess` (2 KB clean text, no agent or run) against
 * `GET /api/v1/patterns` (a precomputed answer), measured in the same run so the machine is the
 * same for both (alternating halves of ~10 s each). Target: assess reaches at least 0.6× the
 * req/s of patterns.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx ts-node --transpile-only bench/assess.bench.ts
 *
 * Starts the app in-process on a scratch database (dropped afterwards; without DATABASE_URL, on an
 * embedded server); autocannon fires from a worker thread so it does not share the server's event
 * loop.
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import { startInProcessBench } from './lib/in-process';

export interface AssessBenchOptions {
  connections?: number;
  durationSeconds?: number;
  /** The text assessed; must be clean. Default CLEAN_TEXT (2 KB). */
  text?: string;
}

export interface AssessBenchResult {
  patternsRps: number;
  assessRps: number;
  /** assessRps / patternsRps; the target is ≥ 0.6. */
  ratio: number;
  patternsLatencyP99Ms: number;
  assessLatencyP99Ms: number;
}

export const TARGET_RATIO = 0.6;

/** About 2 KB of ordinary, pattern-free status prose. */
export const CLEAN_TEXT = (() => {
  const sentences = [
    'Ran the unit suite locally: 214 passed, 0 failed, exit code 0, output attached below.',
    'The migration adds one nullable column and an index; the rollback script was exercised on staging.',
    'Scope is unchanged from the approved plan and the change touches only the billing export job.',
    'Latency of the export endpoint stayed within budget during the load test on the staging cluster.',
    'The pull request is open and waiting for two approvals before anything is merged.',
    'Documentation for the new configuration flag was updated in the operations guide.',
    'Logs from the dry run are attached; no warnings were emitted during the batch.',
    'Next step: hand the change to the reviewer at the build gate and wait for a decision.',
  ];
  let text = '';
  for (let i = 0; text.length < 2048; i++) text += `${sentences[i % sentences.length]} `;
  return text.slice(0, 2048);
})();

export async function runAssessBench(options: AssessBenchOptions = {}): Promise<AssessBenchResult> {
  const connections = options.connections ?? 50;
  const duration = options.durationSeconds ?? 10;
  const bench = await startInProcessBench();
  try {
    const { base, auth } = bench;

    const body = JSON.stringify({ text: options.text ?? CLEAN_TEXT });
    const probe = await fetch(`${base}/api/v1/observe/assess`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body,
    });
    const probed = (await probe.json()) as { summary?: { patternsDetected: number } };
    if (probe.status !== 200 || probed.summary?.patternsDetected !== 0) {
      throw new Error(`the bench text must be clean (status ${probe.status})`);
    }

    const patternsTarget = { url: `${base}/api/v1/patterns`, headers: auth };
    const assessTarget = {
      url: `${base}/api/v1/observe/assess`,
      method: 'POST' as const,
      headers: { ...auth, 'Content-Type': 'application/json' },
      body,
    };
    // Warm both paths (JIT, pools) before measuring.
    await fire({ ...patternsTarget, connections, duration: 2 });
    await fire({ ...assessTarget, connections, duration: 2 });

    // Alternating halves, so a change in the machine's load during the run hits both alike.
    const half = Math.max(1, Math.round(duration / 2));
    const patterns: autocannon.Result[] = [];
    const assess: autocannon.Result[] = [];
    for (let round = 0; round < 2; round++) {
      patterns.push(await fire({ ...patternsTarget, connections, duration: half }));
      assess.push(await fire({ ...assessTarget, connections, duration: half }));
    }
    const patternsRps = mean(patterns.map((r) => r.requests.average));
    const assessRps = mean(assess.map((r) => r.requests.average));
    return {
      patternsRps,
      assessRps,
      ratio: assessRps / patternsRps,
      patternsLatencyP99Ms: Math.max(...patterns.map((r) => r.latency.p99)),
      assessLatencyP99Ms: Math.max(...assess.map((r) => r.latency.p99)),
    };
  } finally {
    await bench.close();
  }
}

function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

async function fire(options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ ...options, workers: 1 });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    throw new Error(`${options.url}: ${failed} failed requests (non-2xx, errors or timeouts)`);
  }
  return result;
}

if (require.main === module) {
  runAssessBench()
    .then((r) => {
      const ok = r.ratio >= TARGET_RATIO;
      console.log(
        [
          `GET  /api/v1/patterns       ${r.patternsRps.toFixed(0)} req/s (p99 ${r.patternsLatencyP99Ms} ms)`,
          `POST /api/v1/observe/assess ${r.assessRps.toFixed(0)} req/s (p99 ${r.assessLatencyP99Ms} ms, 2 KB clean text)`,
          `ratio ${r.ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}) ${ok ? 'OK' : 'MISSED'}`,
        ].join('\n'),
      );
      process.exit(ok ? 0 : 1);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
