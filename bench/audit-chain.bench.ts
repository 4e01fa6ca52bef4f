/**
 * The audit hash chain at volume: how fast the sealer chains a backlog of entries (as after the
 * migration on an existing trail, or a burst of writes), and how long `GET /audit/verify` takes
 * to recompute a long chain (read 2,000 entries at a time), with the process's memory before and
 * after.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx ts-node --transpile-only bench/audit-chain.bench.ts
 *
 * Starts the app in-process on a scratch database (dropped afterwards). BENCH_AUDIT_ENTRIES sets
 * the trail's length (default 50,000).
 */
import 'reflect-metadata';
import { startInProcessBench } from './lib/in-process';
import { runMain } from './lib/run-main';

async function main(): Promise<void> {
  const total = Number(process.env.BENCH_AUDIT_ENTRIES ?? 50_000);
  const bench = await startInProcessBench({ env: { AUDIT_SEAL_INTERVAL_MS: '100' } });
  const { base, database } = bench;
  try {
    // A backlog of unsealed entries, as writers leave them.
    await database.query(
      `INSERT INTO audit_entries (id, org_id, action, resource_type, resource_id, actor, details, created_at)
       SELECT gen_random_uuid(), $1, 'gate_transition', 'run', gen_random_uuid(), 'alice',
              jsonb_build_object('gate', 'plan', 'action', 'approved', 'n', g, 'evidence', jsonb_build_object('b', 2, 'a', 1)),
              now() + g * interval '1 millisecond'
         FROM generate_series(1, $2) AS g`,
      [bench.orgId, total],
    );
    const sealStart = performance.now();
    for (;;) {
      const [{ n }] = await database.query<{ n: string }>(
        `SELECT count(*) AS n FROM audit_entries WHERE org_id = $1 AND seq IS NULL`,
        [bench.orgId],
      );
      if (Number(n) === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const sealSeconds = (performance.now() - sealStart) / 1000;

    const rssBeforeMb = process.memoryUsage().rss / 1024 / 1024;
    const verifyStart = performance.now();
    const res = await fetch(`${base}/api/v1/audit/verify`, {
      headers: bench.auth,
    });
    const verdict = (await res.json()) as { ok: boolean; entries: number };
    const verifySeconds = (performance.now() - verifyStart) / 1000;
    const rssAfterMb = process.memoryUsage().rss / 1024 / 1024;
    if (!verdict.ok) throw new Error(`verify failed: ${JSON.stringify(verdict)}`);

    console.log(`audit chain, ${verdict.entries} entries in one organization:`);
    console.log(
      `  sealing a backlog   ${sealSeconds.toFixed(1)} s (${(total / sealSeconds).toFixed(0)} entries/s, 500 per transaction)`,
    );
    console.log(
      `  GET /audit/verify   ${verifySeconds.toFixed(1)} s (${(verdict.entries / verifySeconds).toFixed(0)} entries/s), process RSS ${rssBeforeMb.toFixed(0)} → ${rssAfterMb.toFixed(0)} MB`,
    );
  } finally {
    await bench.close();
  }
}

runMain(main);
