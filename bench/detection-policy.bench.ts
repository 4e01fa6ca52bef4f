/**
 * What bands, the detection policy and reviewers' verdicts cost an assessment: database round
 * trips per `POST /observe/assess` (every query the request itself issues, counted through a
 * wrapper around `pg`'s `Client#query` and AsyncLocalStorage, so the background version poll is
 * not included), median of 21 requests:
 *
 * - a clean text (no rule scores: the policy is not even read);
 * - a detected text, no agent or run (stored: the policy and demoted rules come from memory);
 * - the same after the organization changed its policy and demoted a rule (the cache reread once
 *   by the change's own request, then from memory again).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx ts-node --transpile-only bench/detection-policy.bench.ts
 */
import 'reflect-metadata';
import type { NextFunction, Request, Response } from 'express';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { CLEAN_TEXT } from './assess.bench';
import { startInProcessBench } from './lib/in-process';
import { runMain } from './lib/run-main';

const DETECTED_TEXT = "All tests pass and it works as expected. (I haven't run the suite yet.)";

const queriesOfRequest = new AsyncLocalStorage<{ queries: number }>();
const originalQuery = Client.prototype.query;
Client.prototype.query = function (this: Client, ...args: unknown[]) {
  const counter = queriesOfRequest.getStore();
  if (counter) counter.queries++;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof Client.prototype.query;

async function main(): Promise<void> {
  const lastCount = new Map<string, number>();
  const bench = await startInProcessBench({
    beforeSetup: (app) =>
      app.use((req: Request, res: Response, next: NextFunction) => {
        const counter = { queries: 0 };
        const probe = req.headers['x-bench-probe'];
        if (typeof probe === 'string')
          res.on('finish', () => lastCount.set(probe, counter.queries));
        queriesOfRequest.run(counter, next);
      }),
  });
  const headers = { ...bench.auth, 'Content-Type': 'application/json' };
  const call = async (method: string, path: string, body: unknown, probe?: string) => {
    const res = await fetch(`${bench.base}/api/v1${path}`, {
      method,
      headers: { ...headers, ...(probe ? { 'x-bench-probe': probe } : {}) },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as Record<string, unknown>;
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}`);
    await new Promise((r) => setImmediate(r));
    return answer;
  };
  const queriesOf = async (text: string) => {
    const counts: number[] = [];
    for (let i = 0; i < 21; i++) {
      const probe = randomUUID();
      await call('POST', '/observe/assess', { text }, probe);
      counts.push(lastCount.get(probe) ?? NaN);
    }
    return counts.sort((a, b) => a - b)[10];
  };
  try {
    const rows: [string, number][] = [];
    rows.push(['clean text', await queriesOf(CLEAN_TEXT)]);
    rows.push(['detected text, stored', await queriesOf(DETECTED_TEXT)]);
    await call('PUT', '/detection/policy', {
      patterns: [{ patternId: 'BP-005', reviewAt: 0.05, enforceAt: 0.1 }],
    });
    const observations = (await (
      await fetch(`${bench.base}/api/v1/observations?patternId=BP-005&limit=5`, { headers })
    ).json()) as { observations: { id: string }[] };
    for (const { id } of observations.observations) {
      await call('POST', `/observations/${id}/review`, { verdict: 'dismissed', actor: 'bench' });
    }
    rows.push([
      'detected text, after a policy change and a demotion',
      await queriesOf(DETECTED_TEXT),
    ]);
    rows.push(['clean text, after them', await queriesOf(CLEAN_TEXT)]);
    console.log('database round trips per POST /observe/assess (median of 21, no agent or run):');
    for (const [label, n] of rows) console.log(`  ${label.padEnd(55)} ${n}`);
  } finally {
    await bench.close();
  }
}

runMain(main);
