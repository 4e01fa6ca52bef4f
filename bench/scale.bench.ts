/**
 * `npm run bench:scale`: several instances of the built service (as `npm run start:prod` starts
 * it) against one PostgreSQL database and one Redis, driven at full rate together.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379/13 \
 *     SCALE_INSTANCES=3 SCALE_DURATION_SEC=20 npm run bench:scale
 *
 * 1. Mixed traffic (bench/lib/mixed-traffic.ts: assess clean, assess with a P2 finding stored for a
 *    run, approvals, lists) from SCALE_CONNECTIONS closed-loop clients (default 48), spread
 *    round-robin over the instances, for SCALE_DURATION_SEC after SCALE_WARMUP_SEC (default 5)
 *    not counted: throughput, errors, p50/p99 overall, per instance and per kind. Rate limiting is on (counted in Redis) with a per-key limit too high to
 *    refuse anything, so its cost is in the figures.
 * 2. Every webhook event is delivered exactly once: each stored observation's `pattern.detected`
 *    reaches the one live receiver once, whichever instance stored it and whichever delivered it.
 * 3. A rate limit is counted once across instances: registrations (limited per client address
 *    per hour, REGISTRATION_LIMIT_PER_HOUR) sent round-robin to all instances; exactly the limit
 *    is accepted in total, the rest get 429.
 *
 * REDIS_URL defaults to redis://127.0.0.1:6379/13; the bench deletes the registration counters
 * of that Redis database first (the limit is per address and hour, so an earlier run's would
 * count). Needs a build (`nest build`); BENCH_SKIP_BUILD=1 skips it.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import Redis from 'ioredis';
import { BenchApi } from './lib/api';
import { createBenchDatabase } from './lib/database';
import { MixedTraffic, OperationResult, summarize } from './lib/mixed-traffic';
import { startReceiver } from './lib/receivers';
import { setUpOrg } from './lib/scenarios';
import { BenchServer, startBenchServer } from './lib/server';
import { runMain } from './lib/run-main';

const INSTANCES = Number(process.env.SCALE_INSTANCES ?? 3);
const DURATION_SEC = Number(process.env.SCALE_DURATION_SEC ?? 20);
const CONNECTIONS = Number(process.env.SCALE_CONNECTIONS ?? 48);
/** Traffic before the measured window: each instance compiles its hot paths first. */
const WARMUP_SEC = Number(process.env.SCALE_WARMUP_SEC ?? 5);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const REGISTRATION_LIMIT = 20;
/** Registrations the bench makes before the rate-limit check (the traffic's organization). */
const SETUP_REGISTRATIONS = 1;

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['nest', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const redis = new Redis(REDIS_URL);
  const stale = await redis.keys('*registration*');
  if (stale.length > 0) await redis.del(...stale);
  await redis.quit();

  const db = await createBenchDatabase();
  const receiver = await startReceiver('ok');
  const servers: BenchServer[] = [];
  try {
    // One at a time: the first applies the migrations, the others find them applied.
    for (let i = 0; i < INSTANCES; i++) {
      servers.push(
        await startBenchServer(db.url, {
          REDIS_URL,
          RATE_LIMIT_ENABLED: 'true',
          RATE_LIMIT_PER_MINUTE: '10000000',
          REGISTRATION_LIMIT_PER_HOUR: String(REGISTRATION_LIMIT),
        }),
      );
    }
    const org = await setUpOrg(new BenchApi(servers[0].baseUrl), 'scale');
    await org.org.post('/webhooks', { url: receiver.url, events: ['P1', 'P2'] });
    const traffic = new MixedTraffic(org);

    console.log(
      `${INSTANCES} instances, one database, Redis ${REDIS_URL}; ${CONNECTIONS} clients for ` +
        `${WARMUP_SEC} s of warm-up and ${DURATION_SEC} s measured; load average ` +
        loadavg()[0].toFixed(1),
    );
    const results: OperationResult[][] = servers.map(() => []);
    const started = Date.now();
    const measureFrom = started + WARMUP_SEC * 1000;
    const end = measureFrom + DURATION_SEC * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, client) => {
        const instance = client % INSTANCES;
        while (Date.now() < end) {
          const sentAt = Date.now();
          const result = await traffic.next(servers[instance].baseUrl);
          if (sentAt >= measureFrom) results[instance].push(result);
        }
      }),
    );
    const all = summarize(results.flat(), DURATION_SEC);
    console.log(
      `\nall: ${all.reqPerSec} req/s (${all.requests} requests), ${all.errors} errors ` +
        `(5xx or no answer), ${all.rejected4xx} 4xx, p50 ${all.p50Ms} ms, p99 ${all.p99Ms} ms`,
    );
    results.forEach((list, i) => {
      const f = summarize(list, DURATION_SEC);
      console.log(
        `  instance ${i + 1}: ${f.reqPerSec} req/s, ${f.errors} errors, p99 ${f.p99Ms} ms`,
      );
    });
    for (const kind of ['assess clean', 'assess P2', 'approve', 'list'] as const) {
      const f = summarize(
        results.flat().filter((r) => r.kind === kind),
        DURATION_SEC,
      );
      console.log(
        `  ${kind.padEnd(12)}: ${f.reqPerSec} req/s, ${f.errors} errors, p99 ${f.p99Ms} ms`,
      );
    }

    // 2. Exactly once: every stored observation's event, once.
    const deadline = Date.now() + 60_000;
    while (receiver.receipts.length < traffic.storedObservations && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 2000));
    const perEvent = new Map<string, number>();
    for (const r of receiver.receipts) {
      const key = `${r.event}:${r.observationId}`;
      perEvent.set(key, (perEvent.get(key) ?? 0) + 1);
    }
    const duplicated = [...perEvent.values()].filter((n) => n > 1).length;
    const exactlyOnce =
      perEvent.size === traffic.storedObservations &&
      duplicated === 0 &&
      receiver.receipts.length === traffic.storedObservations;
    console.log(
      `\nwebhooks: ${traffic.storedObservations} observations stored, ${receiver.receipts.length} ` +
        `deliveries received for ${perEvent.size} distinct events, ${duplicated} received more ` +
        `than once — ${exactlyOnce ? 'each exactly once' : 'NOT exactly once'}`,
    );

    // 3. The registration limit, counted once for all instances.
    const statuses: number[] = [];
    for (let i = 0; i < REGISTRATION_LIMIT + 10; i++) {
      const server = servers[i % INSTANCES];
      const res = await fetch(`${server.baseUrl}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `scale ${i}`, slug: `scale-limit-${Date.now()}-${i}` }),
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    const accepted = statuses.filter((s) => s === 201).length;
    const refused = statuses.filter((s) => s === 429).length;
    const expected = REGISTRATION_LIMIT - SETUP_REGISTRATIONS;
    console.log(
      `rate limit: ${statuses.length} registrations round-robin over ${INSTANCES} instances with ` +
        `${expected} of ${REGISTRATION_LIMIT}/hour left: ${accepted} accepted, ${refused} refused ` +
        `(429) — ${accepted === expected && refused === statuses.length - expected ? 'counted once across instances' : 'NOT counted once'}`,
    );
    console.log(`load average ${loadavg()[0].toFixed(1)}`);
    if (!exactlyOnce || accepted !== expected) process.exitCode = 1;
  } finally {
    for (const server of servers) await server.stop();
    await receiver.close();
    await db.dispose();
  }
}

runMain(main);
