/**
 * `npm run bench:soak`: a long run of mixed traffic at a modest steady rate against one instance
 * of the built service (as `npm run start:prod` starts it), watching its memory over time.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres SOAK_DURATION_SEC=1800 SOAK_RATE=50 \
 *     npm run bench:soak
 *
 * Traffic (bench/lib/mixed-traffic.ts): 30 % assess 2 KB clean, 30 % assess 2 KB with a P2
 * finding stored for a run (each stored observation one webhook delivery to a live local
 * receiver), 15 %
 * approvals (runs started as needed), 25 % GET /observe/:agentId?limit=50 — sent open-loop at
 * SOAK_RATE requests/s (default 50), whatever the answers' latency (at most 200 in flight).
 * Every SOAK_SAMPLE_SEC (default 30) it prints the server's RSS (/proc) and V8 heap (a preloaded
 * probe, bench/lib/memory-probe.cjs) with that window's throughput, errors and p99; at the end the
 * series' least-squares slope in MB per 10 minutes (whole run, and second half, after warm-up),
 * and whether the receiver got each stored observation's event once.
 * SOAK_DURATION_SEC defaults to 1800 (30 minutes). Needs a build (`nest build`); BENCH_SKIP_BUILD=1
 * skips it.
 */
import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BenchApi } from './lib/api';
import { createBenchDatabase } from './lib/database';
import { MixedTraffic, OperationResult, summarize } from './lib/mixed-traffic';
import { startReceiver } from './lib/receivers';
import { setUpOrg } from './lib/scenarios';
import { startBenchServer } from './lib/server';
import { runMain } from './lib/run-main';

const DURATION_SEC = Number(process.env.SOAK_DURATION_SEC ?? 1800);
const RATE = Number(process.env.SOAK_RATE ?? 50);
const SAMPLE_SEC = Number(process.env.SOAK_SAMPLE_SEC ?? 30);
const MAX_IN_FLIGHT = 200;
const TICK_MS = 100;

interface Sample {
  minute: number;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['nest', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const probeFile = join(tmpdir(), `ags-soak-memory-${process.pid}.json`);
  const db = await createBenchDatabase();
  const receiver = await startReceiver('ok');
  const server = await startBenchServer(db.url, { MEMORY_PROBE_FILE: probeFile }, [
    '-r',
    resolve(__dirname, 'lib', 'memory-probe.cjs'),
  ]);
  try {
    const org = await setUpOrg(new BenchApi(server.baseUrl), 'soak');
    await org.org.post('/webhooks', { url: receiver.url, events: ['P1', 'P2'] });
    const traffic = new MixedTraffic(org);
    const started = Date.now();

    const memory = async (): Promise<Sample> => {
      const m = JSON.parse(await readFile(probeFile, 'utf8')) as Record<string, number>;
      const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
      return {
        minute: Math.round(((Date.now() - started) / 60_000) * 10) / 10,
        rssMb: await server.rssMb(),
        heapUsedMb: mb(m.heapUsed),
        heapTotalMb: mb(m.heapTotal),
        externalMb: mb(m.external),
      };
    };

    const samples: Sample[] = [await memory()];
    console.log(
      `soak: ${DURATION_SEC} s at ${RATE} req/s (mixed), sampling every ${SAMPLE_SEC} s; ` +
        `load average ${loadavg()[0].toFixed(1)}`,
    );
    console.log('minute  rss MB  heapUsed  heapTotal  external  req/s  errors  4xx  p99 ms  load');
    print(samples[0]);

    let window: OperationResult[] = [];
    const all = { requests: 0, errors: 0, rejected: 0, skipped: 0 };
    let inFlight = 0;
    const pending = new Set<Promise<void>>();
    let sent = 0;
    const ticker = setInterval(() => {
      // Open loop: as many requests as the clock says are due, whatever the answers' latency.
      const due = Math.floor(((Date.now() - started) / 1000) * RATE) - sent;
      for (let i = 0; i < due; i++) {
        sent++;
        if (inFlight >= MAX_IN_FLIGHT) {
          all.skipped++;
          continue;
        }
        inFlight++;
        const request = traffic.next(server.baseUrl).then((result) => {
          inFlight--;
          window.push(result);
          pending.delete(request);
        });
        pending.add(request);
      }
    }, TICK_MS);

    const end = started + DURATION_SEC * 1000;
    while (Date.now() < end) {
      await new Promise((r) => setTimeout(r, Math.min(SAMPLE_SEC * 1000, end - Date.now())));
      const figures = summarize(window, SAMPLE_SEC);
      all.requests += figures.requests;
      all.errors += figures.errors;
      all.rejected += figures.rejected4xx;
      window = [];
      const sample = await memory();
      samples.push(sample);
      print(sample, figures);
    }
    clearInterval(ticker);
    await Promise.all([...pending]);
    const last = summarize(window, SAMPLE_SEC);
    all.requests += last.requests;
    all.errors += last.errors;
    all.rejected += last.rejected4xx;

    // Every stored observation is one event for the receiver: wait for them all to arrive.
    const deadline = Date.now() + 30_000;
    while (receiver.receipts.length < traffic.storedObservations && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 1000));
    const events = new Set(receiver.receipts.map((r) => `${r.event}:${r.observationId}`));
    const retried = receiver.receipts.filter((r) => r.attempt > 1).length;

    const half = samples.filter((s) => s.minute >= samples[samples.length - 1].minute / 2);
    const slope = (pick: (s: Sample) => number, series: Sample[]) =>
      Math.round(slopePerMinute(series.map((s) => [s.minute, pick(s)])) * 10 * 10) / 10;
    console.log(
      `\n${all.requests} requests (${Math.round(all.requests / DURATION_SEC)} req/s), ` +
        `${all.errors} errors (5xx or no answer), ${all.rejected} 4xx, ${all.skipped} not sent ` +
        `(${MAX_IN_FLIGHT} already in flight)`,
    );
    console.log(
      `RSS: ${samples[0].rssMb} MB at start, ${Math.max(...samples.map((s) => s.rssMb))} MB ` +
        `peak, ${samples[samples.length - 1].rssMb} MB at end; slope ` +
        `${slope((s) => s.rssMb, samples)} MB/10 min (whole run), ` +
        `${slope((s) => s.rssMb, half)} MB/10 min (second half)`,
    );
    console.log(
      `heap used: slope ${slope((s) => s.heapUsedMb, samples)} MB/10 min (whole run), ` +
        `${slope((s) => s.heapUsedMb, half)} MB/10 min (second half)`,
    );
    console.log(
      `webhook: ${traffic.storedObservations} observations stored, ${receiver.receipts.length} requests ` +
        `received for ${events.size} distinct events (${retried} were retries: attempt > 1)`,
    );
    console.log(
      `peak RSS (VmHWM): ${await server.peakRssMb()} MB; load average ${loadavg()[0].toFixed(1)}`,
    );
  } finally {
    await server.stop();
    await receiver.close();
    await db.dispose();
    await rm(probeFile, { force: true });
  }
}

function print(sample: Sample, figures?: ReturnType<typeof summarize>): void {
  const cell = (value: number | string, width: number) => String(value).padStart(width);
  console.log(
    [
      cell(sample.minute, 6),
      cell(sample.rssMb, 7),
      cell(sample.heapUsedMb, 9),
      cell(sample.heapTotalMb, 10),
      cell(sample.externalMb, 9),
      cell(figures?.reqPerSec ?? '', 6),
      cell(figures?.errors ?? '', 7),
      cell(figures?.rejected4xx ?? '', 4),
      cell(figures?.p99Ms ?? '', 7),
      cell(loadavg()[0].toFixed(1), 5),
    ].join(' '),
  );
}

/** Least-squares slope of y over x (per minute). */
function slopePerMinute(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxx === 0 ? Number.NaN : sxy / sxx;
}

runMain(main);
