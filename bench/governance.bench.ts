/**
 * Gate transitions per second through HTTP (`POST /api/v1/govern/gate`), each one a locked
 * read of the run, an event insert, a run update and an audit entry in one transaction:
 *
 * - sequential: one client driving one run, one transition at a time (latency-bound);
 * - 50 runs: 50 clients, each driving its own run (throughput across runs);
 * - contended: 50 clients submitting at the same run (every transition waits for the row lock).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx ts-node --transpile-only bench/governance.bench.ts
 *
 * Starts the app in-process on a scratch database (dropped afterwards). The clients run in a
 * worker thread so they do not share the server's event loop. A driven run never completes: its
 * reviews are rejected, so it cycles plan → build → review_eng → remediate ⇄ review_arch, with a
 * `submitted` before every decision.
 */
import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { AppModule } from '../src/app.module';
import { setupApp } from '../src/app.setup';
import { adminQuery, uniqueDatabaseName, withDatabase } from '../test/utils/database';

export interface GovernanceBenchOptions {
  /** Measured seconds per scenario (default 5). */
  durationSeconds?: number;
  /** Runs driven at once in the concurrent scenario, and clients in the contended one (default 50). */
  concurrency?: number;
  /** `DATABASE_POOL_SIZE` of the app under test (default: the app's default, 10). */
  poolSize?: number;
}

export interface ScenarioFigures {
  transitionsPerSecond: number;
  transitions: number;
  p50Ms: number;
  p99Ms: number;
}

export interface GovernanceBenchResult {
  durationSeconds: number;
  concurrency: number;
  poolSize: number;
  sequential: ScenarioFigures;
  concurrentRuns: ScenarioFigures;
  contendedRun: ScenarioFigures;
}

interface WorkerInput {
  undiciPath: string;
  base: string;
  apiKey: string;
  /** One entry per client: the run it drives. */
  clients: string[];
  mode: 'cycle' | 'submit';
  durationMs: number;
}

/** Plain JavaScript, evaluated in the worker thread. */
const CLIENT_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Pool } = require(workerData.undiciPath);
const { base, apiKey, clients, mode, durationMs } = workerData;
const pool = new Pool(base, { connections: clients.length });
const headers = { authorization: 'Bearer ' + apiKey, 'content-type': 'application/json' };
const DECISION = { plan: 'approved', build: 'approved', review_eng: 'rejected',
  remediate: 'approved', review_arch: 'rejected', approve: 'rejected' };
const gates = new Map();
const latencies = [];
let failures = 0;
let firstFailure = null;

async function drive(runId, deadline) {
  let decide = false;
  while (performance.now() < deadline) {
    const gate = gates.get(runId) ?? 'plan';
    const action = mode === 'cycle' && decide ? DECISION[gate] : 'submitted';
    const started = performance.now();
    const res = await pool.request({ path: '/api/v1/govern/gate', method: 'POST', headers,
      body: JSON.stringify({ runId, gate, action, actor: 'bench', evidence: { n: latencies.length } }) });
    const text = await res.body.text();
    latencies.push(performance.now() - started);
    if (res.statusCode !== 201) {
      failures += 1;
      firstFailure ??= res.statusCode + ' ' + text;
      continue;
    }
    gates.set(runId, JSON.parse(text).nextGate);
    decide = !decide;
  }
}

(async () => {
  const started = performance.now();
  await Promise.all(clients.map((runId) => drive(runId, started + durationMs)));
  const elapsedMs = performance.now() - started;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  parentPort.postMessage({ count: latencies.length - failures, failures, firstFailure, elapsedMs,
    p50: at(0.5), p99: at(0.99) });
})().catch((error) => parentPort.postMessage({ crash: String(error) }));
`;

interface WorkerOutput {
  count: number;
  failures: number;
  firstFailure: string | null;
  elapsedMs: number;
  p50: number;
  p99: number;
  crash?: string;
}

function runClients(input: WorkerInput): Promise<ScenarioFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT_CODE, { eval: true, workerData: input });
    worker.once('error', reject);
    worker.once('message', (out: WorkerOutput) => {
      void worker.terminate();
      if (out.crash) return reject(new Error(`bench client crashed: ${out.crash}`));
      if (out.failures > 0) {
        return reject(new Error(`${out.failures} transitions refused, first: ${out.firstFailure}`));
      }
      resolve({
        transitionsPerSecond: (out.count * 1000) / out.elapsedMs,
        transitions: out.count,
        p50Ms: out.p50,
        p99Ms: out.p99,
      });
    });
  });
}

export async function runGovernanceBench(
  options: GovernanceBenchOptions = {},
): Promise<GovernanceBenchResult> {
  const durationSeconds = options.durationSeconds ?? 5;
  const concurrency = options.concurrency ?? 50;
  const poolSize = options.poolSize ?? 10;
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL must point at a PostgreSQL server');

  const database = uniqueDatabaseName('ags_bench');
  await adminQuery(serverUrl, `CREATE DATABASE "${database}"`);
  Object.assign(process.env, {
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    NODE_ENV: 'production',
    SECRET_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    DATABASE_POOL_SIZE: String(poolSize),
  });
  let app: INestApplication | undefined;
  try {
    app = await NestFactory.create(
      AppModule.forRoot({ databaseUrl: withDatabase(serverUrl, database) }),
      { bodyParser: false, bufferLogs: true },
    );
    setupApp(app);
    await app.listen(0, '127.0.0.1');
    const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');

    const call = async <T>(path: string, body: unknown, auth?: string): Promise<T> => {
      const res = await fetch(`${base}/api/v1/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: auth } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.status >= 300) throw new Error(`${path} answered ${res.status}`);
      return (await res.json()) as T;
    };
    const { apiKey } = await call<{ apiKey: string }>('auth/register', {
      name: 'Bench',
      slug: `bench-${randomBytes(4).toString('hex')}`,
    });
    const auth = `Bearer ${apiKey}`;
    const agent = await call<{ id: string }>(
      'agents/register',
      { name: 'bench-agent', framework: 'custom' },
      auth,
    );
    const startRun = async () =>
      (await call<{ id: string }>('govern/start', { agentId: agent.id }, auth)).id;
    const newRuns = (count: number) => Promise.all(Array.from({ length: count }, startRun));
    const [sequentialRun, contendedRun] = (await newRuns(2)) as [string, string];
    const parallelRuns = await newRuns(concurrency);

    const undiciPath = require.resolve('undici');
    const scenario = (clients: string[], mode: WorkerInput['mode'], seconds: number) =>
      runClients({ undiciPath, base, apiKey, clients, mode, durationMs: seconds * 1000 });

    // Warm the JIT, the pools and the plans on runs of their own before measuring.
    await scenario(await newRuns(concurrency), 'cycle', 1);

    const sequential = await scenario([sequentialRun], 'cycle', durationSeconds);
    const concurrentRuns = await scenario(parallelRuns, 'cycle', durationSeconds);
    const contended = await scenario(
      Array.from({ length: concurrency }, () => contendedRun),
      'submit',
      durationSeconds,
    );

    // Every accepted transition is in the history exactly once.
    for (const [runId, expected] of [
      [sequentialRun, sequential.transitions],
      [contendedRun, contended.transitions],
    ] as const) {
      const { events } = await call<{ events: unknown[] }>(`govern/${runId}`, undefined, auth);
      if (events.length !== expected) {
        throw new Error(`run ${runId}: ${events.length} events for ${expected} transitions`);
      }
    }
    return {
      durationSeconds,
      concurrency,
      poolSize,
      sequential,
      concurrentRuns,
      contendedRun: contended,
    };
  } finally {
    await app?.close();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }
}

function printTable(result: GovernanceBenchResult): void {
  const rows: [string, ScenarioFigures][] = [
    ['sequential, 1 client, 1 run', result.sequential],
    [
      `concurrent, ${result.concurrency} clients, ${result.concurrency} runs`,
      result.concurrentRuns,
    ],
    [`contended, ${result.concurrency} clients, 1 run`, result.contendedRun],
  ];
  const line = (cells: string[]) =>
    `${cells[0].padEnd(36)}${cells
      .slice(1)
      .map((c) => c.padStart(12))
      .join('')}`;

  console.log(
    `gate transitions over HTTP, ${result.durationSeconds} s per scenario, ` +
      `DATABASE_POOL_SIZE=${result.poolSize}`,
  );
  console.log(line(['scenario', 'transitions', 'per second', 'p50 ms', 'p99 ms']));
  for (const [name, f] of rows) {
    console.log(
      line([
        name,
        String(f.transitions),
        f.transitionsPerSecond.toFixed(0),
        f.p50Ms.toFixed(2),
        f.p99Ms.toFixed(2),
      ]),
    );
  }
}

if (require.main === module) {
  runGovernanceBench({
    durationSeconds: Number(process.env.BENCH_DURATION_SECONDS) || undefined,
  })
    .then((result) => {
      printTable(result);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
