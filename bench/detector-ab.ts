/**
 * `BENCH_BASELINE_ROOT=<other checkout> npm run bench:detector:ab -- [CASE-SUBSTRING ...]`: a
 * before/after of the detector on a shared machine. For each bench case, alternates processes
 * running the baseline checkout's `detect` and this one's (each for BENCH_AB_SECONDS after a
 * second of warm-up), ROUNDS times, and prints the CPU time per call (user + system, which
 * moves less with the machine's load than wall time): the median of each process's median,
 * and the change. Both checkouts must have their dependencies installed (a `node_modules` link
 * will do). Run with `--child ROOT CASE SECONDS` it is one such process.
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { BenchInput } from './detector.bench';
import { median } from './lib/stats';
import { runMain } from './lib/run-main';
import { serviceNodeOptions } from './lib/server';

const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_AB_SECONDS ?? 2);

function child(root: string, name: string, seconds: number): void {
  /* eslint-disable @typescript-eslint/no-require-imports -- the checkout is chosen at run time */
  const { detect } = require(join(root, 'src/observation/detection/detector')) as {
    detect: (text: string) => unknown;
  };
  const { inputs } = require(join(root, 'bench/detector.bench')) as {
    inputs: (effort: number) => BenchInput[];
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  const input = inputs(1).find((i) => i.name === name);
  if (!input) throw new Error(`unknown case ${name}`);
  const warmUntil = Date.now() + 1000;
  while (Date.now() < warmUntil) detect(input.text);
  // Samples of several calls for short texts, so each spans well over the clock's resolution.
  const calls = input.text.length > 64 * 1024 ? 1 : 50;
  const samples: number[] = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const before = process.cpuUsage();
    for (let i = 0; i < calls; i++) detect(input.text);
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / 1000 / calls);
  }
  process.stdout.write(`${median(samples)}\n`);
}

function runChild(root: string, name: string): number {
  const out = execFileSync(
    process.execPath,
    [
      // Each checkout's detector runs with its own service's node options.
      ...serviceNodeOptions(root),
      '-r',
      'ts-node/register/transpile-only',
      __filename,
      '--child',
      root,
      name,
      String(SECONDS),
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, TS_NODE_PROJECT: join(root, 'tsconfig.json') },
    },
  );
  return Number(out.trim());
}

async function main(): Promise<void> {
  const baseline = process.env.BENCH_BASELINE_ROOT;
  if (!baseline) throw new Error('set BENCH_BASELINE_ROOT to the checkout to compare with');
  const roots = { baseline: resolve(baseline), this: resolve(__dirname, '..') };
  const { inputs } = await import('./detector.bench');
  const filters = process.argv.slice(2);
  const cases = inputs(1).filter(
    (i) => filters.length === 0 || filters.some((f) => i.name.includes(f)),
  );
  console.log(`detector A/B: ${ROUNDS} rounds of ${SECONDS} s per process (CPU ms per call)\n`);
  console.log(`${'case'.padEnd(46)}  ${'baseline'.padStart(9)}  ${'this'.padStart(9)}  change`);
  for (const input of cases) {
    const figures = { baseline: [] as number[], this: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      figures.baseline.push(runChild(roots.baseline, input.name));
      figures.this.push(runChild(roots.this, input.name));
    }
    const before = median(figures.baseline);
    const after = median(figures.this);
    const change = `${after >= before ? '+' : ''}${(((after - before) / before) * 100).toFixed(1)} %`;
    const format = (ms: number) => (ms < 1 ? ms.toFixed(4) : ms.toFixed(2)).padStart(9);
    console.log(`${input.name.padEnd(46)}  ${format(before)}  ${format(after)}  ${change}`);
  }
}

if (process.argv[2] === '--child') {
  child(process.argv[3], process.argv[4], Number(process.argv[5]));
} else {
  runMain(main);
}
