/**
 * What a hostile or bad day costs the service (issue 12), on the compiled server as its own
 * process:
 *
 * 1. Deeply nested JSON (900,000 levels, ~1.8 MB, no key) to POST /auth/register: the server's
 *    CPU time per request (from /proc, so client overhead is excluded). Target < 5 ms.
 * 2. A burst of concurrent 500 KB assessments (each detects a P1, so each also stores): how many
 *    answered 500 (target 0), 503 (allowed: OVERLOADED or SERVICE_UNAVAILABLE), /health p99
 *    while the burst runs (target ≤ 200 ms), and the server's peak RSS (target ≤ 400 MB).
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:hardening
 *
 * BENCH_BURST (default 200) sets the number of concurrent assessments.
 */
import { readFile } from 'node:fs/promises';
import { BenchApi, registerBenchOrg } from './lib/api';
import { createBenchDatabase } from './lib/database';
import { startBenchServer } from './lib/server';
import { runMain } from './lib/run-main';

const NESTED_LEVELS = 900_000;
const NESTED_REQUESTS = 100;
const BURST = Number(process.env.BENCH_BURST ?? 200);
const TEXT_BYTES = 500 * 1024;
const HEALTH_INTERVAL_MS = 25;

const P1 =
  "I couldn't access the vendor contract PDF, so I inferred its terms from the filename and proceeded with the summary. ";
const FILLER =
  'Ran the unit suite locally: 214 passed, 0 failed, exit code 0, output attached below. ' +
  'The migration adds one nullable column and an index; the rollback was exercised on staging. ';

/** User + system CPU time of a process, in milliseconds (fields 14 and 15 of /proc/pid/stat). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  const database = await createBenchDatabase();
  const server = await startBenchServer(database.url);
  try {
    const api = await registerBenchOrg(new BenchApi(server.baseUrl), `hardening-${Date.now()}`);

    // 1. Nested JSON.
    const nested = `{"name":"x","slug":"y","a":${'['.repeat(NESTED_LEVELS)}${']'.repeat(NESTED_LEVELS)}}`;
    const statuses = new Map<number, number>();
    const latencies: number[] = [];
    const cpuBefore = await cpuMs(server.pid);
    for (let i = 0; i < NESTED_REQUESTS; i++) {
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: nested,
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    const nestedCpu = ((await cpuMs(server.pid)) - cpuBefore) / NESTED_REQUESTS;
    console.log(
      `nested JSON (${NESTED_LEVELS} levels, ${(nested.length / 1e6).toFixed(1)} MB, no key): ` +
        `server CPU ${nestedCpu.toFixed(1)} ms/request (target < 5), round trip p50 ` +
        `${percentile(latencies, 50).toFixed(1)} ms, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );

    // 2. The burst.
    let text = P1;
    while (text.length < TEXT_BYTES) text += FILLER;
    const body = JSON.stringify({ text: text.slice(0, TEXT_BYTES) });
    const health: number[] = [];
    let healthFailures = 0;
    let bursting = true;
    const probe = (async () => {
      while (bursting) {
        const started = performance.now();
        const res = await fetch(`${server.baseUrl}/health`).catch(() => undefined);
        if (!res?.ok) healthFailures++;
        await res?.arrayBuffer();
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_MS));
      }
    })();
    const burstStatuses = new Map<number | string, number>();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: BURST }, async () => {
        let status: number | string;
        try {
          const res = await fetch(`${server.baseUrl}/api/v1/observe/assess`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...api.authHeaders },
            body,
          });
          status = res.status;
          if (res.status === 503) {
            const error = (await res.json()) as { code: string };
            status = `503 ${error.code}`;
          } else {
            await res.arrayBuffer();
          }
        } catch {
          status = 'network error';
        }
        burstStatuses.set(status, (burstStatuses.get(status) ?? 0) + 1);
      }),
    );
    const burstMs = performance.now() - started;
    bursting = false;
    await probe;
    console.log(
      `burst of ${BURST} concurrent ${TEXT_BYTES / 1024} KB assessments in ${(burstMs / 1000).toFixed(1)} s: ` +
        `${JSON.stringify(Object.fromEntries(burstStatuses))}; 500s: ${burstStatuses.get(500) ?? 0} (target 0)`,
    );
    console.log(
      `/health during the burst: ${health.length} probes, p50 ${percentile(health, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(health, 99).toFixed(1)} ms (target ≤ 200), max ${Math.max(...health).toFixed(1)} ms, ` +
        `not ok: ${healthFailures}`,
    );
    console.log(`server peak RSS: ${await server.peakRssMb()} MB (target ≤ 400)`);
  } finally {
    await server.stop();
    await database.dispose();
  }
}

runMain(main);
