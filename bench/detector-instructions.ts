/**
 * Detector CPU cost in instructions, repeatable on a shared, noisy machine:
 * `npm run bench:detector:instructions [-- CASE-SUBSTRING ...]`.
 *
 * For each bench case, runs `detect` under `valgrind --tool=callgrind` twice in a fresh Node
 * process (once without detecting, once detecting the case's text a fixed number of times) and
 * reports the difference per call: instructions spent in detection alone, start-up excluded.
 * Run with `--child CASE RUNS` it is that child process.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { detect } from '../src/observation/detection/detector';
import { inputs } from './detector.bench';

/** Calls per case: enough to amortise the JIT, few enough for valgrind's slowdown. */
function runsFor(bytes: number): number {
  return bytes > 64 * 1024 ? 3 : 300;
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
  const baseline = instructions(script, cases[0].name, 0);
  console.log(`detector instructions per call (callgrind, node ${process.version})\n`);
  for (const input of cases) {
    const runs = runsFor(input.text.length);
    const perCall = (instructions(script, input.name, runs) - baseline) / runs;
    console.log(
      `${input.name.padEnd(46)} ${(perCall / 1e6).toFixed(2).padStart(10)} M  (${runs} runs)`,
    );
  }
}

if (process.argv[2] === '--child') child(process.argv[3], Number(process.argv[4]));
else main();
