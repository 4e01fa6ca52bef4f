/**
 * `npm run bench`: the whole benchmark suite. Builds the service, starts it as a separate process
 * on a fresh database (a scratch database on DATABASE_URL's server, or an embedded server), drives
 * it with autocannon from this process on loopback, and prints one table (also written to
 * bench/results.json). Every scenario reports its ratio to the reference route measured in the
 * same run, because ratios hold across machines and absolute numbers do not.
 */
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import type { DetectorBenchCase } from './detector.bench';
import { BenchApi } from './lib/api';
import { createBenchDatabase } from './lib/database';
import { LoadFigures, runLoad, WARM_UP_SEC } from './lib/load';
import { Receiver, startReceiver } from './lib/receivers';
import { BenchMachine, BenchReport, BenchRow, describeRun, formatTable } from './lib/results';
import {
  listLoad,
  assessLoad,
  assessBody,
  approveLoad,
  createRuns,
  P1_TEXT,
  seedObservations,
  setUpOrg as setUpBenchOrg,
} from './lib/scenarios';
import { serviceNodeOptions, startBenchServer } from './lib/server';
import { ratio } from './lib/stats';
import { runMain } from './lib/run-main';

const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 8);
const CONNECTIONS = 50;
/** Rounds of scenario 3 then 4, whose median p99s scenario 4 compares. */
const HANGING_ROUNDS = 3;

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = loadavg()[0];
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('building…');
    const build = spawnSync('npx', ['nest', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }

  const db = await createBenchDatabase();
  const server = await startBenchServer(db.url);
  // Once start-up's garbage is collected or not: what an idle instance holds.
  await new Promise((r) => setTimeout(r, 2000));
  const idleRssMb = await server.rssMb();
  const receivers: Receiver[] = [];
  let peakSampledRss = 0;
  const sampler = setInterval(() => {
    server
      .rssMb()
      .then((mb) => (peakSampledRss = Math.max(peakSampledRss, mb)))
      .catch(() => undefined);
  }, 250);
  const rows: BenchRow[] = [];
  try {
    const api = new BenchApi(server.baseUrl);
    const url = (path: string) => `${server.baseUrl}/api/v1${path}`;
    const newReceiver = async (mode: 'ok' | 'hang') => {
      const receiver = await startReceiver(mode);
      receivers.push(receiver);
      return receiver;
    };
    const setUpOrg = (slug: string) => setUpBenchOrg(api, slug);
    const assess = (org: BenchApi, body: object) =>
      runLoad(assessLoad(url(''), org, body, DURATION_SEC));
    const row = (
      scenario: string,
      figures: LoadFigures,
      reference: number,
      target: string,
      met?: boolean,
      note?: string,
    ): BenchRow => ({
      scenario,
      ...figures,
      errors: figures.errors + figures.non2xx,
      ratio: Math.round((figures.reqPerSec / reference) * 100) / 100,
      target,
      met,
      note,
    });

    progress('1');
    // 1. Reference: an authenticated static route.
    const a = await setUpOrg('bench-reference');
    const reference = await runLoad({
      url: url('/patterns'),
      headers: a.org.authHeaders,
      durationSec: DURATION_SEC,
    });
    const ref = reference.reqPerSec;
    rows.push(row('1 GET /patterns (reference)', reference, ref, '—'));

    progress('2');
    // 2. Assess, 2 KB clean text, no ids: no database work.
    const clean = await assess(a.org, await assessBody(a, 'clean'));
    rows.push(row('2 assess 2 KB clean', clean, ref, '≥ 0.7× ref', clean.reqPerSec >= 0.7 * ref));

    progress('3');
    // 3. Assess detecting one P2 with agent + run: stores an observation, one webhook delivery each.
    const b = await setUpOrg('bench-detect');
    await b.org.post('/webhooks', { url: (await newReceiver('ok')).url, events: ['P1', 'P2'] });
    const p2Body = await assessBody(b, 'p2');
    const detect = await assess(b.org, p2Body);
    rows.push(
      row(
        '3 assess 2 KB P2 + store + 1 webhook',
        detect,
        ref,
        '≥ 0.35× ref',
        detect.reqPerSec >= 0.35 * ref,
      ),
    );

    progress('5');
    // 5. Approve round-robin across 200 runs (row lock + event + audit); see approveBody.
    const d = await setUpOrg('bench-approve');
    const runIds = await createRuns(d.org, d.agentId, 200 * 16);
    const approve = await runLoad(approveLoad(url(''), d.org, runIds, DURATION_SEC));
    rows.push(
      row(
        '5 approve, 200 runs round-robin',
        approve,
        ref,
        '≥ 0.35× ref',
        approve.reqPerSec >= 0.35 * ref,
      ),
    );

    progress('6');
    // 6. List observations of an agent that has 100,000.
    const e = await setUpOrg('bench-history');
    await seedObservations(db, e, 100_000);
    const history = await runLoad(listLoad(url(''), e, DURATION_SEC));
    rows.push(
      row(
        '6 GET /observe/:agentId?limit=50 (100k rows)',
        history,
        ref,
        'p99 ≤ 50 ms',
        history.p99Ms <= 50,
        '10 connections',
      ),
    );

    progress('7');
    // 7. Webhook throughput: 1,000 P1 detections to 5 receivers answering at once.
    const f = await setUpOrg('bench-fanout');
    const fast = await Promise.all(Array.from({ length: 5 }, () => newReceiver('ok')));
    for (const receiver of fast)
      await f.org.post('/webhooks', { url: receiver.url, events: ['P1'] });
    const fanout = await measureFanout(f.org, f.agentId, fast, 1000);
    rows.push({
      scenario: '7 webhooks: 1,000 P1 × 5 receivers',
      reqPerSec: fanout.deliveriesPerSec,
      p99Ms: fanout.p99Ms,
      maxMs: fanout.maxMs,
      errors: 5000 - fanout.delivered,
      target: '≥ 1,000 deliveries/s, p99 ≤ 1 s',
      met: fanout.deliveriesPerSec >= 1000 && fanout.p99Ms <= 1000 && fanout.delivered === 5000,
      note: `${fanout.delivered} delivered; req/s column = deliveries/s; latency = detection → receipt`,
    });

    progress('4');
    // 4. As 3, with 20 more webhooks whose receivers never answer (last: their retries linger).
    const c = await setUpOrg('bench-hanging');
    await c.org.post('/webhooks', { url: (await newReceiver('ok')).url });
    const hanging: string[] = [];
    for (let i = 0; i < 20; i++) {
      const hook = await c.org.post<{ webhookId: string }>('/webhooks', {
        url: (await newReceiver('hang')).url,
      });
      hanging.push(hook.webhookId);
    }
    // Scenario 3 and 4 alternate for a few rounds: the same database state (the 100,000 rows of
    // 6, the deliveries of 7, autovacuum) and machine load, so the ratio isolates the hanging
    // receivers; and the median of each, because one 8 s p99 on a shared machine moves by a third.
    const hangingBody = await assessBody(c, 'p2');
    const rounds: { detect: LoadFigures; slow: LoadFigures }[] = [];
    for (let round = 0; round < HANGING_ROUNDS; round++) {
      rounds.push({ detect: await assess(b.org, p2Body), slow: await assess(c.org, hangingBody) });
    }
    const byP99 = (pick: (r: (typeof rounds)[number]) => LoadFigures) =>
      rounds.map(pick).sort((x, y) => x.p99Ms - y.p99Ms)[rounds.length >> 1];
    const detectAgain = byP99((r) => r.detect);
    const slow = byP99((r) => r.slow);
    const ratioOf = (a: LoadFigures, b: LoadFigures) => ratio(a.p99Ms, b.p99Ms);
    const p99Ratio = ratioOf(slow, detectAgain);
    rows.push(
      row(
        '4 as 3 + 20 hanging receivers',
        slow,
        ref,
        'p99 ≤ 1.2× scenario 3',
        p99Ratio <= 1.2,
        `median p99 of ${HANGING_ROUNDS} rounds alternating with 3: ${slow.p99Ms} ms against ` +
          `${detectAgain.p99Ms} ms, ${p99Ratio}×; per round ` +
          `${rounds.map((r) => ratioOf(r.slow, r.detect)).join(', ')}×; ` +
          `to the first run of 3: ${ratioOf(slow, detect)}×`,
      ),
    );
    for (const id of hanging) await c.org.send('DELETE', `/webhooks/${id}`);
  } finally {
    clearInterval(sampler);
    const peakRssMb = await server.peakRssMb().catch(() => peakSampledRss);
    await server.stop();
    await Promise.all(receivers.map((r) => r.close()));
    await db.dispose();
    progress('8');
    // 8. The detector alone, once the server and receivers have stopped, in a process of its own:
    // in this one, after the load, the heap and the server's retries to the hanging receivers
    // made it 2-3x slower than `npm run bench:detector`.
    for (const item of detectorAlone().filter((x) => x.targetMs !== null)) {
      rows.push({
        scenario: `8 detector: ${item.name}`,
        p50Ms: Math.round(item.medianMs * 10000) / 10000,
        target: `median ≤ ${item.targetMs} ms`,
        met: item.withinTarget ?? undefined,
        note: `${item.mbPerSecond.toFixed(0)} MB/s`,
      });
    }
    rows.push({ scenario: 'server RSS idle after start', target: '—', note: `${idleRssMb} MB` });
    const rssMet = peakRssMb <= 256;
    rows.push({
      scenario: 'server peak RSS (whole run)',
      target: '≤ 256 MB',
      met: rssMet,
      note: `${peakRssMb} MB`,
    });
    const machine: BenchMachine = {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      memoryGb: Math.round(totalmem() / 1024 ** 3),
      node: process.version,
      database: process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'embedded PostgreSQL 18',
      loadAverage: { start: round1(loadAtStart), end: round1(loadavg()[0]) },
    };
    const report: BenchReport = {
      date: new Date().toISOString(),
      machine,
      durationSec: DURATION_SEC,
      warmUpSec: WARM_UP_SEC,
      connections: CONNECTIONS,
      rows,
    };
    await writeFile(join(__dirname, 'results.json'), JSON.stringify(report, null, 2));
    console.log(`\n${describeRun(report)} Total ${Math.round((Date.now() - started) / 1000)} s.\n`);
    console.log(formatTable(rows));
  }
}

async function measureFanout(
  org: BenchApi,
  agentId: string,
  receivers: Receiver[],
  detections: number,
) {
  const expected = detections * receivers.length;
  const start = Date.now();
  let sent = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (sent < detections) {
        sent++;
        await org.post('/observe/assess', { text: P1_TEXT, agentId });
      }
    }),
  );
  const deadline = Date.now() + 60_000;
  const count = () => receivers.reduce((n, r) => n + r.receipts.length, 0);
  while (count() < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const receipts = receivers.flatMap((r) => r.receipts);
  const last = Math.max(...receipts.map((r) => r.receivedAt));
  const latencies = receipts.map((r) => r.receivedAt - r.detectedAt).sort((x, y) => x - y);
  return {
    delivered: receipts.length,
    deliveriesPerSec: Math.round(receipts.length / ((last - start) / 1000)),
    p99Ms:
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN,
    maxMs: latencies[latencies.length - 1] ?? Number.NaN,
  };
}

/** `npm run bench:detector`'s cases, run in a child process with the service's node options. */
function detectorAlone(): DetectorBenchCase[] {
  const child = spawnSync(
    process.execPath,
    [
      ...serviceNodeOptions(),
      require.resolve('ts-node/dist/bin'),
      '--transpile-only',
      join(__dirname, 'detector.bench.ts'),
      '--json',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 1024 * 1024 },
  );
  if (child.status !== 0) throw new Error('the detector bench failed');
  return JSON.parse(child.stdout) as DetectorBenchCase[];
}

/** On stderr, so the table on stdout stays clean: a run takes minutes on a loaded machine. */
function progress(scenario: string): void {
  console.error(`scenario ${scenario}… (load average ${loadavg()[0].toFixed(1)})`);
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

runMain(main);
