/**
 * `npm run bench:hanging`: scenarios 3 and 4 of `npm run bench` alone, for work on webhook
 * isolation, against the built service as a separate process (bench/lib/server.ts).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DURATION_SEC=5 \
 *     BENCH_ROUNDS=3 npm run bench:hanging
 *
 * Organizations on one server: "3" has one webhook to a receiver that answers at once; "4" the
 * same plus 20 webhooks to receivers that never answer; with BENCH_LIVE=1 also "4 live": the same
 * plus 20 webhooks to receivers that answer at once (the same fan-out, one delivery row per
 * webhook per detection, with nothing hanging). Each round runs autocannon (assess 2 KB P2 with
 * agent and run, 50 connections) on each in turn and prints the p99 ratios to "3" of the same
 * round; the medians over the rounds close. Target (issue 23): "4" ≤ 1.2× "3". Hanging attempts
 * and their retries outlive their run, so every run after the first "4" has them going on.
 *
 * Latency on a shared machine is noisy: each run also prints what it cost per request while the
 * load ran: CPU of the server process (all threads) and of the bench database's backends, and the
 * database's commits and rows written (background work included). With BENCH_BASELINE_ROOT=<another checkout, built>, a second server runs that
 * build on a database of its own and every case runs on both, alternating, so before and after
 * are compared within one run.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { BenchApi } from './lib/api';
import { backendCpuMs, cpuMsOf } from './lib/cost-meter';
import { BenchDatabase, createBenchDatabase } from './lib/database';
import { runLoad } from './lib/load';
import { Receiver, startReceiver } from './lib/receivers';
import { BenchOrg, P2_2K, expectSummary, setUpOrg } from './lib/scenarios';
import { BenchServer, startBenchServer } from './lib/server';
import { median, ratio } from './lib/stats';
import { runMain } from './lib/run-main';

const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Target {
  label: string;
  db: BenchDatabase;
  server: BenchServer;
  cases: [string, BenchOrg][];
  /** CPU of the database's backends at the previous reading, by pid. */
  backends: Map<number, number>;
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['nest', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const receivers: Receiver[] = [];
  const targets: Target[] = [];
  try {
    const roots: [string, string | undefined][] = [['this build', undefined]];
    if (process.env.BENCH_BASELINE_ROOT)
      roots.unshift(['baseline', process.env.BENCH_BASELINE_ROOT]);
    for (const [label, root] of roots) {
      const db = await createBenchDatabase();
      const server = await startBenchServer(db.url, {}, [], root).catch(async (error: unknown) => {
        await db.dispose();
        throw error;
      });
      targets.push({ label, db, server, cases: [], backends: new Map() });
      const api = new BenchApi(server.baseUrl);
      const org = async (slug: string, extra: number, mode: 'ok' | 'hang') => {
        const set = await setUpOrg(api, slug);
        for (const m of ['ok', ...Array<'ok' | 'hang'>(extra).fill(mode)] as const) {
          const receiver = await startReceiver(m);
          receivers.push(receiver);
          await set.org.post('/webhooks', { url: receiver.url, events: ['P1', 'P2'] });
        }
        await expectSummary(set.org, { text: P2_2K }, 1);
        return set;
      };
      const target = targets[targets.length - 1];
      target.cases.push(['3', await org('bench-detect', 0, 'ok')]);
      target.cases.push(['4', await org('bench-hanging', 20, 'hang')]);
      if (process.env.BENCH_LIVE === '1') {
        target.cases.push(['4 live', await org('bench-fanout-live', 20, 'ok')]);
      }
    }

    const p99s = new Map<string, number[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`round ${round}`);
      for (const [index] of targets[0].cases.entries()) {
        for (const target of targets) {
          const [name, set] = target.cases[index];
          let before = { server: 0, database: 0, commits: 0, rows: 0 };
          const f = await runLoad(
            {
              url: `${target.server.baseUrl}/api/v1/observe/assess`,
              method: 'POST',
              headers: set.org.authHeaders,
              body: JSON.stringify({ text: P2_2K, agentId: set.agentId, runId: set.runId }),
              durationSec: DURATION_SEC,
            },
            async () => {
              before = await cpu(target);
            },
          );
          const after = await cpu(target);
          const key = `${target.label} ${name}`;
          p99s.set(key, [...(p99s.get(key) ?? []), f.p99Ms]);
          const base = p99s.get(`${target.label} 3`)![round - 1];
          const per = (value: number) => (value / Math.max(f.requests, 1)).toFixed(2);
          console.log(
            `  ${key.padEnd(18)} ${String(f.reqPerSec).padStart(5)} req/s, p50 ${f.p50Ms} ms, ` +
              `p99 ${f.p99Ms} ms (${ratio(f.p99Ms, base)}× of 3), errors ${f.errors + f.non2xx}; ` +
              `per request: CPU server ${per(after.server - before.server)} ms, database ` +
              `${per(after.database)} ms, ${per(after.commits - before.commits)} commits, ` +
              `${per(after.rows - before.rows)} rows written; load ${loadavg()[0].toFixed(1)}`,
          );
        }
      }
    }
    console.log(`\nmedian p99 over ${ROUNDS} rounds (target: 4 ≤ 1.2× 3):`);
    for (const target of targets) {
      const median3 = median(p99s.get(`${target.label} 3`)!);
      for (const [name] of target.cases) {
        const value = median(p99s.get(`${target.label} ${name}`)!);
        console.log(`  ${target.label} ${name}: ${value} ms (${ratio(value, median3)}× of 3)`);
      }
    }
  } finally {
    for (const target of targets) await target.server.stop();
    await Promise.all(receivers.map((r) => r.close()));
    for (const target of targets) await target.db.dispose();
  }
}

/**
 * The server's CPU so far; the database's since the previous reading (a backend gone since is
 * missed); the database's transactions and rows written so far (pg_stat_database, which lags by
 * up to a second: its figures are approximate).
 */
async function cpu(
  target: Target,
): Promise<{ server: number; database: number; commits: number; rows: number }> {
  const now = await backendCpuMs(target.db);
  let database = 0;
  for (const [pid, ms] of now) database += ms - (target.backends.get(pid) ?? 0);
  target.backends = now;
  const [stats] = await target.db.query<{ commits: string; rows: string }>(
    `SELECT xact_commit AS commits, tup_inserted + tup_updated + tup_deleted AS rows
       FROM pg_stat_database WHERE datname = current_database()`,
  );
  return {
    server: cpuMsOf(`/proc/${target.server.pid}/stat`),
    database,
    commits: Number(stats.commits),
    rows: Number(stats.rows),
  };
}

runMain(main);
