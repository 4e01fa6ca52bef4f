/**
 * What `Idempotency-Key` costs a POST:
 *
 * - database round trips per request (every query the request itself issues is counted, through
 *   a counting wrapper around `pg`'s `Client#query` and AsyncLocalStorage, so the background
 *   workers' polling is not included): without the header, with a fresh key, and a replay;
 * - req/s of `POST /observe/assess` (2 KB clean text) without the header and with a fresh key per
 *   request, alternating halves so a change in the machine's load hits both alike.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx ts-node --transpile-only bench/idempotency.bench.ts
 *
 * Starts the app in-process on a scratch database (dropped afterwards).
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import type { NextFunction, Request, Response } from 'express';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { CLEAN_TEXT } from './assess.bench';
import { startInProcessBench } from './lib/in-process';
import { runMain } from './lib/run-main';

const queriesOfRequest = new AsyncLocalStorage<{ queries: number }>();
const originalQuery = Client.prototype.query;
// Counts a query against the request whose async context issued it.
Client.prototype.query = function (this: Client, ...args: unknown[]) {
  const counter = queriesOfRequest.getStore();
  if (counter) counter.queries++;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof Client.prototype.query;

async function main(): Promise<void> {
  const connections = 20;
  const halfSeconds = Number(process.env.BENCH_HALF_SECONDS ?? 4);
  const lastCount = new Map<string, number>();
  const bench = await startInProcessBench({
    beforeSetup: (app) =>
      app.use((req: Request, res: Response, next: NextFunction) => {
        const counter = { queries: 0 };
        const probe = req.headers['x-bench-probe'];
        if (typeof probe === 'string') {
          res.on('finish', () => lastCount.set(probe, counter.queries));
        }
        queriesOfRequest.run(counter, next);
      }),
  });
  const { base } = bench;
  const headers = { ...bench.auth, 'Content-Type': 'application/json' };
  try {
    /** Median query count of 21 requests (the API-key cache is warm after the first). */
    const queriesOf = async (path: string, body: () => string, key: () => string | undefined) => {
      const counts: number[] = [];
      for (let i = 0; i < 21; i++) {
        const probe = randomUUID();
        const idempotencyKey = key();
        const res = await fetch(`${base}/api/v1${path}`, {
          method: 'POST',
          headers: {
            ...headers,
            'x-bench-probe': probe,
            ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
          },
          body: body(),
        });
        await res.arrayBuffer();
        if (res.status >= 300) throw new Error(`${path} answered ${res.status}`);
        await new Promise((r) => setImmediate(r));
        counts.push(lastCount.get(probe) ?? NaN);
      }
      return counts.sort((a, b) => a - b)[10];
    };
    const assessBody = () => JSON.stringify({ text: CLEAN_TEXT });
    const agentBody = () => JSON.stringify({ name: `a-${randomUUID()}`, framework: 'custom' });
    const rows: [string, number][] = [];
    for (const [label, path, body] of [
      ['POST /observe/assess  (clean, nothing stored)', '/observe/assess', assessBody],
      ['POST /agents/register (one transaction)     ', '/agents/register', agentBody],
    ] as const) {
      const none = await queriesOf(path, body, () => undefined);
      const fresh = await queriesOf(path, body, () => randomUUID());
      const replayKey = randomUUID();
      const fixedBody = body();
      const replay = await queriesOf(
        path,
        () => fixedBody,
        () => replayKey,
      );
      rows.push([`${label} no header`, none], [`${label} fresh key`, fresh]);
      rows.push([`${label} replay (1st of 21 ran)`, replay]);
    }

    const target = (withKey: boolean): autocannon.Options => ({
      url: `${base}/api/v1/observe/assess`,
      method: 'POST',
      headers,
      body: assessBody(),
      connections,
      duration: halfSeconds,
      workers: 1,
      // autocannon puts a fresh id in place of every `[<id>]` of each request it sends.
      ...(withKey
        ? { idReplacement: true, headers: { ...headers, 'Idempotency-Key': '[<id>]' } }
        : {}),
    });
    await fire(target(false), 2);
    await fire(target(true), 2);
    const without: autocannon.Result[] = [];
    const withHeader: autocannon.Result[] = [];
    for (let round = 0; round < 2; round++) {
      without.push(await fire(target(false)));
      withHeader.push(await fire(target(true)));
    }
    const rps = (results: autocannon.Result[]) =>
      results.reduce((s, r) => s + r.requests.average, 0) / results.length;
    const p99 = (results: autocannon.Result[]) => Math.max(...results.map((r) => r.latency.p99));

    console.log('database round trips per request (median of 21):');
    for (const [label, n] of rows) console.log(`  ${label}  ${n}`);
    console.log(
      `POST /observe/assess, ${connections} connections, 2 × ${halfSeconds} s each, alternating:`,
    );
    console.log(`  no header        ${rps(without).toFixed(0)} req/s (p99 ${p99(without)} ms)`);
    console.log(
      `  fresh key each   ${rps(withHeader).toFixed(0)} req/s (p99 ${p99(withHeader)} ms)`,
    );
    console.log(`  ratio            ${(rps(withHeader) / rps(without)).toFixed(2)}`);
  } finally {
    await bench.close();
  }
}

async function fire(options: autocannon.Options, duration?: number): Promise<autocannon.Result> {
  const result = await autocannon({ ...options, duration: duration ?? options.duration });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${options.url}: ${failed} failed requests`);
  return result;
}

runMain(main);
