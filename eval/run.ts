/**
 * Detection quality: `npm run eval [-- FILE.jsonl|DIR ...] [--examples N] [--no-trace]`.
 *
 * Runs the detector in-process over labelled items and prints, per pattern and overall, the
 * counts, recall, precision and false-positive rate, plus how many clean items were flagged.
 * With no argument: the project's corpus (dev part, then test part) and, when present, the
 * shared development half of the TRAIL benchmark (with its traces, when that file is present).
 * Items carrying `trace` or `run` go through the context-aware layer; `--no-trace` scores the
 * same items on their text alone. Figures are also written to eval/results.json.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { PATTERN_CATALOGUE } from '../src/observation/detection/catalogue';
import { detectWithContext } from '../src/observation/detection/context-aware/context-aware';
import type { RunContext } from '../src/observation/detection/context-aware/run-context';
import { detect, type PatternResult } from '../src/observation/detection/detector';
import { parseTrace } from '../src/observation/trace/parse-trace';
import {
  CorpusError,
  parseItems,
  scoreItems,
  type Counts,
  type Figures,
  type LabelledItem,
} from './scoring';

const ROOT = resolve(__dirname, '..');
const PATTERN_IDS = PATTERN_CATALOGUE.map((p) => p.id);
const KNOWN_IDS = new Set(PATTERN_IDS);
const RESULTS_FILE = join(__dirname, 'results.json');

interface Table {
  name: string;
  files: string[];
}

function defaultTables(): Table[] {
  const tables: Table[] = [];
  for (const part of ['dev', 'test']) {
    const dir = join(__dirname, 'corpus', part);
    if (existsSync(dir)) tables.push({ name: `corpus ${part}`, files: jsonlFiles(dir) });
  }
  const trail = resolve(ROOT, '..', 'shared', 'eval', 'trail-dev.jsonl');
  if (existsSync(trail)) tables.push({ name: 'trail-dev', files: [trail] });
  const trailTrace = resolve(ROOT, '..', 'shared', 'eval', 'trail-dev-trace.jsonl');
  if (existsSync(trailTrace)) tables.push({ name: 'trail-dev-trace', files: [trailTrace] });
  return tables;
}

function jsonlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => join(dir, f));
}

function parseArgs(argv: string[]): { tables: Table[]; examples: number; useTrace: boolean } {
  let examples = 0;
  let useTrace = true;
  const tables: Table[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--examples') {
      examples = Number(argv[++i]);
      if (!Number.isInteger(examples) || examples < 0) {
        throw new CorpusError('--examples takes a whole number');
      }
    } else if (arg === '--no-trace') {
      useTrace = false;
    } else if (arg.startsWith('--')) {
      throw new CorpusError(`unknown option ${arg}`);
    } else {
      const path = resolve(arg);
      if (!existsSync(path)) throw new CorpusError(`${arg}: no such file or directory`);
      const files = statSync(path).isDirectory() ? jsonlFiles(path) : [path];
      tables.push({ name: basename(arg), files });
    }
  }
  return { tables: tables.length > 0 ? tables : defaultTables(), examples, useTrace };
}

const pct = (v: number | null): string => (v === null ? '-' : v.toFixed(3));

function row(label: string, c: Counts): string {
  return [
    label.padEnd(8),
    String(c.positives).padStart(5),
    String(c.negatives).padStart(6),
    String(c.tp).padStart(5),
    String(c.fn).padStart(5),
    String(c.fp).padStart(5),
    pct(c.recall).padStart(7),
    pct(c.precision).padStart(9),
    (c.fpRate === null ? '-' : `${(c.fpRate * 100).toFixed(2)} %`).padStart(8),
  ].join('  ');
}

function printTable(name: string, files: string[], figures: Figures): void {
  console.log(
    `\n${name}: ${figures.items} items (${files.map((f) => relative(process.cwd(), f)).join(', ')})`,
  );
  console.log('pattern     pos     neg     TP     FN     FP   recall  precision   FP rate');
  console.log('-'.repeat(77));
  for (const id of PATTERN_IDS) console.log(row(id, figures.perPattern[id]));
  console.log('-'.repeat(77));
  console.log(row('overall', figures.overall));
  const share = figures.cleanItems === 0 ? 0 : figures.cleanItemsFlagged / figures.cleanItems;
  console.log(
    `clean items flagged: ${figures.cleanItemsFlagged} of ${figures.cleanItems} (${(share * 100).toFixed(1)} %)`,
  );
}

function snippet(text: string, results: PatternResult[], id: string): string {
  const result = results.find((r) => r.patternId === id);
  const excerpt = result?.excerpts[0]?.text ?? text.slice(0, 160);
  return excerpt.replace(/\s+/g, ' ').trim();
}

function printExamples(items: LabelledItem[], outcomes: PatternResult[][], n: number): void {
  const misses: string[] = [];
  const falsePositives: string[] = [];
  items.forEach((item, i) => {
    for (const result of outcomes[i]) {
      const id = result.patternId;
      if (item.ignore.includes(id) && !item.labels.includes(id)) continue;
      const positive = item.labels.includes(id);
      const fired = result.rules.length > 0 ? result.rules.join(', ') : 'no rule';
      const why = result.context?.map((c) => `${c.claim}: ${c.finding}`).join('; ') ?? '';
      if (positive && !result.detected) {
        misses.push(
          `  ${id} ${item.id} [${fired}]\n      ${item.text.replace(/\s+/g, ' ').slice(0, 200)}`,
        );
      } else if (!positive && result.detected) {
        falsePositives.push(
          `  ${id} ${item.id} (${result.confidence}) [${fired}] ${why}\n      ${snippet(item.text, outcomes[i], id)}`,
        );
      }
    }
  });
  console.log(`misses (${misses.length}, first ${Math.min(n, misses.length)}):`);
  for (const line of misses.slice(0, n)) console.log(line);
  console.log(
    `false positives (${falsePositives.length}, first ${Math.min(n, falsePositives.length)}):`,
  );
  for (const line of falsePositives.slice(0, n)) console.log(line);
}

/** An item's run, as the corpus writes it: the run context with defaults for what it leaves out. */
function runOf(raw: unknown): RunContext | null {
  if (typeof raw !== 'object' || raw === null) return null;
  return {
    currentGate: null,
    agentActors: [],
    approvals: [],
    latest: null,
    ...raw,
  } as unknown as RunContext;
}

function assess(item: LabelledItem, useTrace: boolean): PatternResult[] {
  if (!useTrace || (item.trace === undefined && item.run === undefined)) {
    return detect(item.text).results;
  }
  const trace = item.trace === undefined ? null : parseTrace(item.trace);
  return detectWithContext(item.text, { trace, run: runOf(item.run) }).results;
}

function main(): void {
  const { tables, examples, useTrace } = parseArgs(process.argv.slice(2));
  if (tables.length === 0) throw new CorpusError('no corpus found and no file given');
  if (!useTrace) console.log('--no-trace: every item is scored on its text alone');
  const written: Record<string, Figures & { files: string[]; ms: number }> = {};
  for (const table of tables) {
    const items = table.files.flatMap((file) =>
      parseItems(relative(process.cwd(), file), readFileSync(file, 'utf8'), KNOWN_IDS),
    );
    const started = process.hrtime.bigint();
    const outcomes = items.map((item) => assess(item, useTrace));
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const figures = scoreItems(
      items,
      outcomes.map((results) => results.filter((r) => r.detected).map((r) => r.patternId)),
      PATTERN_IDS,
    );
    printTable(table.name, table.files, figures);
    if (examples > 0) printExamples(items, outcomes, examples);
    written[table.name] = { ...figures, files: table.files.map((f) => relative(ROOT, f)), ms };
  }
  writeFileSync(RESULTS_FILE, JSON.stringify(written, null, 2) + '\n');
  console.log(`\nfigures written to ${relative(process.cwd(), RESULTS_FILE)}`);
}

try {
  main();
} catch (error) {
  if (!(error instanceof CorpusError)) throw error;
  console.error(`eval: ${error.message}`);
  process.exitCode = 2;
}
