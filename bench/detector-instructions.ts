/**
 * Detector CPU cost in instructions, repeatable on a shared, noisy machine:
 * `npm run bench:detector:instructions [-- CASE-SUBSTRING ...]`.
 *
 * For each bench case, runs `detect` under `valgrind --tool=callgrind` twice in a fresh Node
 * process, detecting the case's text a few times and then more times, and reports the difference
 * per call: the steady cost of one detection, with start-up and the first calls' compilation
 * excluded. Node runs with V8's `--single-threaded`: compilation and garbage collection then run
 * on the main thread, as they do in every run, instead of on helper threads whose share of the
 * count moves from run to run by more than a 2 KB text costs. `--predictable-gc-schedule` keeps
 * V8 from sizing its heap by how fast the (loaded or idle) machine runs, and a short text is
 * detected 4,000 times before the 4,000 counted: with 400 and 400, the count still held the JIT's
 * later compilations and moved by a fifth with the machine's load. Counts of one build still
 * differ by a few per cent from run to run: compare builds run side by side, more than once.
 * Run with `--child CASE RUNS` it is that child process.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { detect } from '../src/observation/detection/detector';
import { inputs } from './detector.bench';
import { serviceNodeOptions } from './lib/server';

/** Calls per case, first the few that warm the JIT up, then the count measured beyond them. */
function runsFor(bytes: number): { warm: number; measured: number } {
  return bytes > 64 * 1024 ? { warm: 2, measured: 3 } : { warm: 4000, measured: 4000 };
}

function child(name: string, runs: number): void {
  const input = inputs(1).find((i) => i.name === name);
  if (!input) throw new Error(`unknown case ${name}`);
  for (let i = 0; i < runs; i++) detect(input.text);
}

/**
 * Compiles this script and what it imports to plain JavaScript once, so that the measured
 * process does not load the TypeScript compiler (which valgrind would make slow to start).
 */
function compile(): string {
  const out = mkdtempSync(join(tmpdir(), 'detector-instructions-'));
  const root = resolve(__dirname, '..');
  execFileSync(
    process.execPath,
    [
      require.resolve('typescript/bin/tsc'),
      '--outDir',
      out,
      '--rootDir',
      root,
      '--module',
      'commonjs',
      '--target',
      'ES2022',
      '--esModuleInterop',
      '--resolveJsonModule',
      '--skipLibCheck',
      '--noCheck',
      '--types',
      'node',
      __filename,
    ],
    { stdio: 'inherit' },
  );
  return join(out, relative(root, __filename).replace(/\.ts$/, '.js'));
}

function instructions(script: string, name: string, runs: number): number {
  const dir = mkdtempSync(join(tmpdir(), 'detector-callgrind-'));
  try {
    execFileSync(
      'valgrind',
      [
        '--tool=callgrind',
        '--smc-check=all-non-file',
        `--callgrind-out-file=${join(dir, 'out.%p')}`,
        process.execPath,
        ...serviceNodeOptions(),
        '--single-threaded',
        '--predictable-gc-schedule',
        script,
        '--child',
        name,
        String(runs),
      ],
      {
        stdio: ['ignore', 'ignore', 'ignore'],
        env: { ...process.env, NODE_PATH: resolve(__dirname, '..', 'node_modules') },
      },
    );
    let total = 0;
    for (const file of readdirSync(dir)) {
      const summary = /^summary:\s+(\d+)/m.exec(readFileSync(join(dir, file), 'utf8'));
      if (summary) total += Number(summary[1]);
    }
    return total;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main(): void {
  const filters = process.argv.slice(2);
  const cases = inputs(1).filter(
    (i) => filters.length === 0 || filters.some((f) => i.name.includes(f)),
  );
  const script = compile();
  console.log(`detector instructions per call (callgrind, node ${process.version})\n`);
  for (const input of cases) {
    const { warm, measured } = runsFor(input.text.length);
    const perCall =
      (instructions(script, input.name, warm + measured) - instructions(script, input.name, warm)) /
      measured;
    console.log(
      `${input.name.padEnd(46)} ${(perCall / 1e6).toFixed(2).padStart(10)} M  ` +
        `(${warm} + ${measured} runs)`,
    );
  }
}

if (process.argv[2] === '--child') child(process.argv[3], Number(process.argv[4]));
else main();
