/**
 * `npm run bench:profile -- <scenario> [--heap]`: where the server's time and memory go under one
 * bench scenario. Starts the compiled service (`dist/src/main.js`, built by `npm run bench` or
 * `nest build`) with `node --cpu-prof` on a fresh database, drives it with the scenario's load,
 * stops it, and prints the top frames by self time and the share of each package. With `--heap`
 * it also writes a heap snapshot after start (idle) and after the load, and prints what grew
 * between them by constructor, with the process's anonymous / file-backed RSS at both points.
 *
 * Scenarios: `clean` (2 of run-all: assess 2 KB clean), `p2` (3: assess P2 + store + 1 webhook),
 * `hanging` (4: as `p2` plus 20 webhooks whose receivers never answer), `approve` (5: approve,
 * 200 runs round-robin), `list` (6: GET /observe/:agentId?limit=50 over 100,000 rows, 10
 * connections). The profiles stay in bench/profiles/ (ignored by
 * git) for a closer look in Chrome DevTools.
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { BenchApi } from './lib/api';
import { createBenchDatabase } from './lib/database';
import { runLoad } from './lib/load';
import { Receiver, startReceiver } from './lib/receivers';
import {
  listLoad,
  assessLoad,
  assessBody,
  approveLoad,
  createRuns,
  seedObservations,
  setUpOrg,
} from './lib/scenarios';
import { BenchServer, startBenchServer } from './lib/server';
import { runMain } from './lib/run-main';

const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 8);
const ROOT = join(__dirname, '..');
const OUT = join(__dirname, 'profiles');
const TOP = Number(process.env.PROFILE_TOP ?? 25);

const SCENARIOS = ['clean', 'p2', 'hanging', 'approve', 'list'] as const;
type Scenario = (typeof SCENARIOS)[number];

async function main(): Promise<void> {
  const scenario = process.argv[2] as Scenario;
  if (!SCENARIOS.includes(scenario)) {
    throw new Error(`usage: npm run bench:profile -- ${SCENARIOS.join('|')} [--heap]`);
  }
  const heap = process.argv.includes('--heap');
  const dir = join(OUT, `${scenario}-${Date.now()}`);
  await mkdir(dir, { recursive: true });

  const db = await createBenchDatabase();
  const receivers: Receiver[] = [];
  let server: BenchServer | undefined;
  const spawnedAt = Date.now();
  let window = { fromMs: 0, toMs: Infinity };
  try {
    server = await startBenchServer(db.url, {}, [
      '--cpu-prof',
      `--diagnostic-dir=${dir}`,
      ...(heap ? ['--heapsnapshot-signal=SIGUSR2'] : []),
    ]);
    const api = new BenchApi(server.baseUrl);
    const url = (path: string) => `${server!.baseUrl}/api/v1${path}`;
    const o = await setUpOrg(api, `profile-${scenario}`);
    let loadStart = 0;
    // The profile's window starts after the warm-up.
    const started = () => {
      loadStart = Date.now();
    };
    let load: () => ReturnType<typeof runLoad>;
    if (scenario === 'approve') {
      const runIds = await createRuns(o.org, o.agentId, 200 * 16);
      load = () => runLoad(approveLoad(url(''), o.org, runIds, DURATION_SEC), started);
    } else if (scenario === 'list') {
      await seedObservations(db, o, 100_000);
      load = () => runLoad(listLoad(url(''), o, DURATION_SEC), started);
    } else {
      if (scenario !== 'clean') {
        const modes = scenario === 'hanging' ? ['ok', ...Array<'hang'>(20).fill('hang')] : ['ok'];
        for (const mode of modes as ('ok' | 'hang')[]) {
          const receiver = await startReceiver(mode);
          receivers.push(receiver);
          await o.org.post('/webhooks', { url: receiver.url, events: ['P1', 'P2'] });
        }
      }
      const body = await assessBody(o, scenario === 'clean' ? 'clean' : 'p2');
      load = () => runLoad(assessLoad(url(''), o.org, body, DURATION_SEC), started);
    }
    const idle = heap ? await snapshot(server, dir, 'idle') : undefined;
    const figures = await load();
    window = { fromMs: loadStart - spawnedAt, toMs: Date.now() - spawnedAt };
    console.log(
      `${scenario}: ${figures.reqPerSec} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ` +
        `${figures.errors + figures.non2xx} errors; peak RSS ${await server.peakRssMb()} MB`,
    );
    if (idle) {
      const after = await snapshot(server, dir, 'after');
      printHeapGrowth(idle, after);
    }
  } finally {
    await server?.stop();
    await Promise.all(receivers.map((r) => r.close()));
    await db.dispose();
  }
  const profile = (await readdir(dir)).find((name) => name.endsWith('.cpuprofile'));
  if (!profile) throw new Error(`no .cpuprofile written in ${dir}`);
  printTopFrames(JSON.parse(await readFile(join(dir, profile), 'utf8')) as CpuProfile, window);
  console.log(`\nprofile: ${relative(ROOT, join(dir, profile))}`);
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time per frame over the samples taken while the load ran (start-up — loading modules,
 * compiling the rule set — is left out): the profile's clock starts with the process, within a
 * few tens of milliseconds of the spawn the window is measured from.
 */
function printTopFrames(profile: CpuProfile, window: { fromMs: number; toMs: number }): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  let total = 0;
  let at = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (at < window.fromMs * 1000 || at > window.toMs * 1000) return;
    selfUs.set(id, (selfUs.get(id) ?? 0) + dt);
    total += dt;
  });
  const byFrame = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const frame = nodes.get(id)!.callFrame;
    const name = (frame.functionName || '(anonymous)').slice(0, 80);
    const key = `${name} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
    byFrame.set(key, (byFrame.get(key) ?? 0) + us);
    const pkg = packageOf(frame);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  }
  const idle = byPackage.get('(idle)') ?? 0;
  const busy = total - idle;
  const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
  console.log(
    `\n${(busy / 1e6).toFixed(1)} s busy of ${(total / 1e6).toFixed(1)} s under load; shares of busy time`,
  );
  console.log('\nby package (self time):');
  for (const [pkg, us] of sorted(byPackage)
    .filter(([p]) => p !== '(idle)')
    .slice(0, 15)) {
    console.log(`  ${pct(us)}  ${pkg}`);
  }
  console.log(`\ntop ${TOP} frames by self time:`);
  for (const [frame, us] of sorted(byFrame)
    .filter(([f]) => !f.startsWith('(idle)'))
    .slice(0, TOP)) {
    console.log(`  ${pct(us)}  ${frame}`);
  }
}

function sorted(map: Map<string, number>): [string, number][] {
  return [...map].sort((a, b) => b[1] - a[1]);
}

function shortUrl(url: string): string {
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) return url.slice(nm + 'node_modules/'.length);
  return url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '');
}

/** The npm package, `src/<feature>` of the service, `node:` internals, or V8's pseudo-frames. */
function packageOf(frame: { functionName: string; url: string }): string {
  const { url } = frame;
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith('node:')) return 'node: (core)';
  const local = shortUrl(url).split('/');
  return local[0] === 'dist' ? local.slice(0, 4).join('/') : local.slice(0, 2).join('/');
}

interface HeapPoint {
  rss: Record<string, number>;
  /** Self size in bytes by node type + constructor name. */
  byName: Map<string, { bytes: number; count: number }>;
  total: number;
}

async function snapshot(server: BenchServer, dir: string, label: string): Promise<HeapPoint> {
  const before = new Set(await readdir(dir));
  process.kill(server.pid, 'SIGUSR2');
  let file: string | undefined;
  for (let i = 0; i < 600 && !file; i++) {
    await new Promise((r) => setTimeout(r, 200));
    const candidates = (await readdir(dir)).filter(
      (n) => n.endsWith('.heapsnapshot') && !before.has(n),
    );
    // Written in one go after a full GC; a size that stops changing means it is complete.
    if (candidates.length > 0) {
      const text = await readFile(join(dir, candidates[0]), 'utf8');
      if (text.endsWith(']}') || text.trimEnd().endsWith('}')) {
        try {
          const point = parseSnapshot(JSON.parse(text) as HeapSnapshot, await rssOf(server.pid));
          console.log(
            `${label}: JS heap ${mb(point.total)} MB, ` +
              Object.entries(point.rss)
                .map(([k, v]) => `${k} ${mb(v)} MB`)
                .join(', '),
          );
          file = candidates[0];
          await rm(join(dir, file));
          return point;
        } catch {
          // still being written
        }
      }
    }
  }
  throw new Error('no heap snapshot written');
}

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

function parseSnapshot(snap: HeapSnapshot, rss: Record<string, number>): HeapPoint {
  const fields = snap.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const types = snap.snapshot.meta.node_types[0];
  const byName = new Map<string, { bytes: number; count: number }>();
  let total = 0;
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]];
    const size = snap.nodes[i + sizeAt];
    total += size;
    const name =
      type === 'object' || type === 'native' || type === 'closure'
        ? `${type} ${snap.strings[snap.nodes[i + nameAt]].slice(0, 60)}`
        : type;
    const entry = byName.get(name) ?? { bytes: 0, count: 0 };
    entry.bytes += size;
    entry.count += 1;
    byName.set(name, entry);
  }
  return { rss, byName, total };
}

async function rssOf(pid: number): Promise<Record<string, number>> {
  const text = await readFile(`/proc/${pid}/status`, 'utf8');
  const out: Record<string, number> = {};
  for (const field of ['VmRSS', 'RssAnon', 'RssFile', 'VmHWM']) {
    out[field] = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) * 1024;
  }
  return out;
}

function printHeapGrowth(idle: HeapPoint, after: HeapPoint): void {
  const rows = [...after.byName].map(([name, a]) => {
    const b = idle.byName.get(name) ?? { bytes: 0, count: 0 };
    return { name, bytes: a.bytes, grew: a.bytes - b.bytes, count: a.count - b.count };
  });
  console.log(`\nJS heap: ${mb(idle.total)} → ${mb(after.total)} MB; largest after the load:`);
  for (const row of rows.sort((x, y) => y.bytes - x.bytes).slice(0, 15)) {
    console.log(
      `  ${mb(row.bytes).padStart(7)} MB (${row.grew >= 0 ? '+' : ''}${mb(row.grew)} MB, ` +
        `${row.count >= 0 ? '+' : ''}${row.count})  ${row.name}`,
    );
  }
}

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

runMain(main);
