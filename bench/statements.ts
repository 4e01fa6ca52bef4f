/**
 * `npm run bench:statements`: SQL statements per request of the hot routes, counted in the
 * driver of the bench server (bench/lib/count-statements.cjs): assess 2 KB clean, assess 2 KB P2
 * with agent + run + 1 webhook, approve round-robin. Requests go STATEMENTS_CONCURRENCY (32) at a
 * time, as under load, so background work that batches (webhook delivery, audit sealing) shows
 * its share per request; what runs within 1.5 s after the last request counts too.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BenchApi } from './lib/api';
import { createBenchDatabase } from './lib/database';
import { startReceiver } from './lib/receivers';
import { approveBody, CLEAN_2K, createRuns, P2_2K, setUpOrg } from './lib/scenarios';
import { BenchServer, startBenchServer } from './lib/server';
import { runMain } from './lib/run-main';

const REQUESTS = Number(process.env.STATEMENTS_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.STATEMENTS_CONCURRENCY ?? 32);
const SETTLE_MS = 1500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const file = join(await mkdtemp(join(tmpdir(), 'bench-statements-')), 'counts.json');
  const db = await createBenchDatabase();
  const receiver = await startReceiver('ok');
  let server: BenchServer | undefined;
  try {
    server = await startBenchServer(db.url, { STATEMENT_COUNT_FILE: file }, [
      '-r',
      join(__dirname, 'lib', 'count-statements.cjs'),
    ]);
    const o = await setUpOrg(new BenchApi(server.baseUrl), 'statements');
    await o.org.post('/webhooks', { url: receiver.url, events: ['P1', 'P2'] });
    const runIds = await createRuns(o.org, o.agentId, 200);
    const counted = async (): Promise<[string, number][]> => {
      process.kill(server!.pid, 'SIGUSR2');
      await sleep(300);
      return JSON.parse(await readFile(file, 'utf8')) as [string, number][];
    };
    const measure = async (label: string, send: (k: number) => Promise<unknown>) => {
      for (let k = 0; k < 5; k++) await send(k);
      await sleep(SETTLE_MS);
      await counted();
      let next = 5;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < 5 + REQUESTS) await send(next++);
        }),
      );
      await sleep(SETTLE_MS);
      const rows = (await counted()).sort((a, b) => b[1] - a[1]);
      const total = rows.reduce((sum, [, n]) => sum + n, 0);
      console.log(`\n${label}: ${(total / REQUESTS).toFixed(2)} statements per request`);
      for (const [text, n] of rows) console.log(`  ${(n / REQUESTS).toFixed(2)}  ${text}`);
    };
    console.log(`${REQUESTS} requests, ${CONCURRENCY} at a time`);
    await measure('assess 2 KB clean', () => o.org.post('/observe/assess', { text: CLEAN_2K }));
    await measure('assess 2 KB P2 + store + 1 webhook', () =>
      o.org.post('/observe/assess', { text: P2_2K, agentId: o.agentId, runId: o.runId }),
    );
    await measure('approve, 200 runs round-robin', (k) =>
      o.org.post('/govern/approve', JSON.parse(approveBody(runIds, k)) as object),
    );
  } finally {
    await server?.stop();
    await receiver.close();
    await db.dispose();
  }
}

runMain(main);
