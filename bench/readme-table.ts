/**
 * `npm run bench:readme`: writes the README's performance table from bench/results.json (the
 * latest `npm run bench`), between the markers below; `-- --check` only compares and fails when
 * they differ. The README is the one place the service's figures are published; other documents
 * point to it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BenchReport, describeRun, formatTable } from './lib/results';

export const BEGIN = '<!-- bench:results (written by npm run bench:readme; do not edit) -->';
export const END = '<!-- /bench:results -->';

const ROOT = join(__dirname, '..');

/** The block the README holds between the markers. */
export function performanceBlock(report: BenchReport): string {
  return `${describeRun(report)}\n\n${formatTable(report.rows)}`;
}

/** The README with its block replaced; a README without the markers is an error. */
export function withPerformanceBlock(readme: string, block: string): string {
  const start = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${BEGIN} … ${END} block`);
  return `${readme.slice(0, start + BEGIN.length)}\n${block}\n${readme.slice(end)}`;
}

export function readResults(): BenchReport {
  return JSON.parse(readFileSync(join(ROOT, 'bench', 'results.json'), 'utf8')) as BenchReport;
}

function main(): void {
  const file = join(ROOT, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const updated = withPerformanceBlock(readme, performanceBlock(readResults()));
  if (process.argv.includes('--check')) {
    if (updated !== readme) {
      console.error('README.md performance table differs from bench/results.json');
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(file, updated);
}

if (require.main === module) main();
