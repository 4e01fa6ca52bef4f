/**
 * `BENCH_BASELINE_ROOT=<other checkout> npm run bench:ab -- approve|list [rounds]`: a before/after
 * of one HTTP scenario on a shared machine. Alternates the baseline's build and this checkout's
 * (`nest build` both first), each on a fresh database, and prints per run the throughput, p50/p99
 * and the CPU each request cost the server process and the database's backends. On a busy machine
 * throughput and latency move with the load; CPU per request moves much less.
 *
 * Scenarios as in run-all: `reference` (1: GET /patterns), `clean` (2: assess 2 KB clean), `p2` (3:
 * assess 2 KB P2 + store + 1 webhook), `approve` (5: approve round-robin over 200 runs, 50
 * connections) and `list` (6: GET /observe/:agentId?limit=50 over 100,000 rows, 10 connections).
 */
import { BenchApi } from './lib/api';
import { backendCpuMs, cpuMsOf } from './lib/cost-meter';
import { createBenchDatabase, type BenchDatabase } from './lib/database';
import { runLoad, type LoadFigures, type LoadOptions } from './lib/load';
import { startReceiver } from './lib/receivers';
import {
  listLoad,
  assessLoad,
  assessBody,
  approveLoad,
  createRuns,
  seedObservations,
  setUpOrg,
} from './lib/scenarios';
import { startBenchServer, type BenchServer } from './lib/server';
import { runMain } from './lib/run-main';

const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 8);
const SCENARIOS = ['reference', 'clean', 'p2', 'approve', 'list'] as const;
type Scenario = (typeof SCENARIOS)[number];

interface Figures extends LoadFigures {
  serverMsPerRequest: number;
  databaseMsPerRequest: number;
}

/** The load's figures with the CPU it cost the server process and the database per request. */
async function measured(db: BenchDatabase, pid: number, options: LoadOptions): Promise<Figures> {
  const server = `/proc/${pid}/stat`;
  let serverBefore = 0;
  let backendsBefore = new Map<number, number>();
  const figures = await runLoad(options, async () => {
    serverBefore = cpuMsOf(server);
    backendsBefore = await backendCpuMs(db);
  });
  const serverMs = cpuMsOf(server) - serverBefore;
  let databaseMs = 0;
  for (const [backend, ms] of await backendCpuMs(db)) {
    databaseMs += ms - (backendsBefore.get(backend) ?? 0);
  }
  const requests = Math.max(1, figures.requests);
  return {
    ...figures,
    serverMsPerRequest: serverMs / requests,
    databaseMsPerRequest: databaseMs / requests,
  };
}

async function runOnce(root: string, scenario: Scenario): Promise<Figures> {
  const db = await createBenchDatabase();
  let started: BenchServer | undefined;
  try {
    const server = (started = await startBenchServer(db.url, {}, [], root));
    const api = new BenchApi(server.baseUrl);
    const url = (path: string) => `${server.baseUrl}/api/v1${path}`;
    const o = await setUpOrg(api, `ab-${scenario}`);
    if (scenario === 'reference') {
      return await measured(db, server.pid, {
        url: url('/patterns'),
        headers: o.org.authHeaders,
        durationSec: DURATION_SEC,
      });
    }
    if (scenario === 'clean' || scenario === 'p2') {
      const p2 = scenario === 'p2';
      const receiver = p2 ? await startReceiver('ok') : null;
      try {
        if (receiver) await o.org.post('/webhooks', { url: receiver.url, events: ['P1', 'P2'] });
        const body = await assessBody(o, scenario);
        return await measured(db, server.pid, assessLoad(url(''), o.org, body, DURATION_SEC));
      } finally {
        await receiver?.close();
      }
    }
    if (scenario === 'approve') {
      const runIds = await createRuns(o.org, o.agentId, 200 * 16);
      return await measured(db, server.pid, approveLoad(url(''), o.org, runIds, DURATION_SEC));
    }
    await seedObservations(db, o, 100_000);
    return await measured(db, server.pid, listLoad(url(''), o, DURATION_SEC));
  } finally {
    await started?.stop();
    await db.dispose();
  }
}

async function main(): Promise<void> {
  const scenario = process.argv[2] as Scenario;
  const rounds = Number(process.argv[3] ?? 2);
  const baseline = process.env.BENCH_BASELINE_ROOT;
  if (!SCENARIOS.includes(scenario) || !baseline || !(rounds >= 1)) {
    throw new Error(
      `usage: BENCH_BASELINE_ROOT=<checkout> npm run bench:ab -- ${SCENARIOS.join('|')} [rounds]`,
    );
  }
  for (let round = 1; round <= rounds; round++) {
    for (const [name, root] of [
      ['baseline', baseline],
      ['this', `${__dirname}/..`],
    ] as const) {
      const f = await runOnce(root, scenario);
      console.log(
        `${scenario} round ${round} ${name.padEnd(8)} ${f.reqPerSec} req/s, p50 ${f.p50Ms} ms, ` +
          `p99 ${f.p99Ms} ms, ${f.errors + f.non2xx} errors; CPU per request: server ` +
          `${f.serverMsPerRequest.toFixed(2)} ms, database ${f.databaseMsPerRequest.toFixed(2)} ms`,
      );
    }
  }
}

runMain(main);
