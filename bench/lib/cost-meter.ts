import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import type { BenchDatabase } from './database';

/** What the work between `startCostMeter` and `stop` cost, for an app running in this process. */
export interface Cost {
  /** Statements sent by this process's `pg` clients (each is one round trip). */
  roundTrips: number;
  /** Transactions those statements made: explicit ones, and each statement outside one. */
  transactions: number;
  /** CPU time of this process's main thread (the app's event loop), user + system. */
  mainThreadCpuMs: number;
  /** CPU time of the database's server processes serving the bench database. */
  databaseCpuMs: number;
}

interface Counters {
  roundTrips: number;
  transactions: number;
}

const counters: Counters = { roundTrips: 0, transactions: 0 };
const inTransaction = new WeakSet<Client>();
let patched = false;

/** Counts every statement of every `pg` client in this process from now on. */
function countStatements(): void {
  if (patched) return;
  patched = true;
  const query = Client.prototype.query as (...args: unknown[]) => unknown;
  Client.prototype.query = function (this: Client, ...args: unknown[]) {
    const first = args[0];
    const text = (typeof first === 'string' ? first : (first as { text?: string })?.text) ?? '';
    counters.roundTrips++;
    if (/^\s*(START TRANSACTION|BEGIN)\b/i.test(text)) inTransaction.add(this);
    else if (/^\s*(COMMIT|ROLLBACK)\b/i.test(text)) {
      inTransaction.delete(this);
      counters.transactions++;
    } else if (!inTransaction.has(this)) counters.transactions++;
    return query.apply(this, args);
  } as typeof Client.prototype.query;
}

/** User + system CPU of one process or thread, in ms (from /proc; Linux only). */
export function cpuMsOf(path: string): number {
  try {
    const stat = readFileSync(path, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat(5); the slice starts at field 3.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

export async function backendCpuMs(database: BenchDatabase): Promise<Map<number, number>> {
  const rows = await database.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  return new Map(rows.map(({ pid }) => [pid, cpuMsOf(`/proc/${pid}/stat`)]));
}

/**
 * Starts measuring what the app in this process costs the database and its own event loop.
 * Database processes are read at start and stop: a connection opened and closed in between
 * is missed (the pool keeps its connections while busy).
 */
export async function startCostMeter(database: BenchDatabase): Promise<{ stop(): Promise<Cost> }> {
  countStatements();
  const mainThread = `/proc/self/task/${process.pid}/stat`;
  const before = { ...counters, cpu: cpuMsOf(mainThread), backends: await backendCpuMs(database) };
  return {
    async stop() {
      const after = await backendCpuMs(database);
      let databaseCpuMs = 0;
      for (const [pid, ms] of after) databaseCpuMs += ms - (before.backends.get(pid) ?? 0);
      return {
        roundTrips: counters.roundTrips - before.roundTrips,
        transactions: counters.transactions - before.transactions,
        mainThreadCpuMs: cpuMsOf(mainThread) - before.cpu,
        databaseCpuMs,
      };
    },
  };
}
