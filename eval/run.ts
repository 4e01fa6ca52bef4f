/**
 * Detection quality: `npm run eval [-- FILE.jsonl|DIR ...] [--examples N] [--no-trace]`.
 *
 * Runs the detector in-process over labelled items, bands each candidate under the default
 * detection policy, and prints per pattern and overall: the enforce band's precision and recall,
 * enforce + review recall, the review band's size, the ranking's average precision (the rules'
 * noisy-OR alone, then the confidence), the share of negatives acted on, and how many clean items
 * were acted on or flagged. With no argument: the project's corpus (dev part, then test part)
 * and, when present, the shared TRAIL development half and the shared coding-agent reports.
 * Items carrying `trace` or `run` go through the context-aware layer (and the shared TRAIL half is
 * read with its traces when that file is present); `--no-trace` scores the same items on their
 * text alone. Figures are also written to eval/results.json.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { PATTERN_CATALOGUE } from '../src/observation/detection/catalogue';
import { detectWithContext } from '../src/observation/detection/context-aware/context-aware';
import type { RunContext } from '../src/observation/detection/context-aware/run-context';
import {
  detect,
  type DetectionResult,
  type PatternResult,
} from '../src/observation/detection/detector';
import { applyPolicy } from '../src/observation/detection/policy';
import { roundConfidence, rulesPart } from '../src/observation/detection/score';
import { parseTrace } from '../src/observation/trace/parse-trace';
import { corpusFiles, sharedEvalFile } from './sources';
import {
  CorpusError,
  parseItems,
  scoreItems,
  type Counts,
  type Figures,
  type LabelledItem,
  type Outcome,
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
    if (existsSync(dir)) tables.push({ name: `corpus ${part}`, files: corpusFiles(dir) });
  }
  for (const name of ['trail-dev', 'trail-dev-trace', 'agent-reports-dev']) {
    const file = sharedEvalFile(`${name}.jsonl`);
    if (file) tables.push({ name, files: [file] });
  }
  return tables;
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
      const files = statSync(path).isDirectory() ? corpusFiles(path) : [path];
      tables.push({ name: basename(arg), files });
    }
  }
  return { tables: tables.length > 0 ? tables : defaultTables(), examples, useTrace };
}

const num = (v: number | null): string => (v === null ? '-' : v.toFixed(3));
const share = (v: number | null): string => (v === null ? '-' : `${(v * 100).toFixed(2)} %`);

const HEADER =
  'pattern     pos    neg  enf TP  enf FP  enf prec  enf rec  e+r rec  review  AP rules     AP  neg acted';

function row(label: string, c: Counts): string {
  return [
    label.padEnd(8),
    String(c.positives).padStart(6),
    String(c.negatives).padStart(6),
    String(c.enforceTp).padStart(6),
    String(c.enforceFp).padStart(6),
    num(c.enforcePrecision).padStart(8),
    num(c.enforceRecall).padStart(7),
    num(c.flaggedRecall).padStart(7),
    String(c.reviewTp + c.reviewFp).padStart(6),
    num(c.apBaseline).padStart(8),
    num(c.ap).padStart(6),
    share(c.enforceFpRate).padStart(9),
  ].join('  ');
}

function printTable(name: string, files: string[], figures: Figures): void {
  console.log(
    `\n${name}: ${figures.items} items (${files.map((f) => relative(process.cwd(), f)).join(', ')})`,
  );
  console.log(HEADER);
  console.log('-'.repeat(HEADER.length));
  for (const id of PATTERN_IDS) console.log(row(id, figures.perPattern[id]));
  console.log('-'.repeat(HEADER.length));
  console.log(row('overall', figures.overall));
  const of = (n: number): string =>
    `${n} of ${figures.cleanItems} (${((figures.cleanItems === 0 ? 0 : n / figures.cleanItems) * 100).toFixed(1)} %)`;
  console.log(
    `clean items acted on (enforce): ${of(figures.cleanItemsActed)}; flagged (enforce or review): ${of(figures.cleanItemsFlagged)}`,
  );
}

/** The detector's outcome for each pattern of one text under the default policy. */
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

/** The item's detection: through the context-aware layer when it carries a trace or a run. */
function detectItem(item: LabelledItem, useTrace: boolean): DetectionResult {
  if (!useTrace || (item.trace === undefined && item.run === undefined)) return detect(item.text);
  const trace = item.trace === undefined ? null : parseTrace(item.trace);
  return detectWithContext(item.text, { trace, run: runOf(item.run) });
}

function outcomesOf(
  item: LabelledItem,
  useTrace: boolean,
): { results: PatternResult[]; outcome: Record<string, Outcome> } {
  const detection = detectItem(item, useTrace);
  const banded = applyPolicy(detection);
  const outcome: Record<string, Outcome> = {};
  detection.results.forEach((r, k) => {
    outcome[r.patternId] = {
      band: banded.results[k].band,
      confidence: r.score ? r.confidence : 0,
      baseline: r.score ? roundConfidence(rulesPart(r.score)) : 0,
    };
  });
  return { results: [...banded.results], outcome };
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
      if (positive && !result.detected) {
        misses.push(
          `  ${id} ${item.id} [${fired}]\n      ${item.text.replace(/\s+/g, ' ').slice(0, 200)}`,
        );
      } else if (!positive && result.detected) {
        falsePositives.push(
          `  ${id} ${item.id} (${result.confidence}) [${fired}]\n      ${snippet(item.text, outcomes[i], id)}`,
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

function main(): void {
  const { tables, examples, useTrace } = parseArgs(process.argv.slice(2));
  if (!useTrace) console.log('--no-trace: every item is scored on its text alone');
  if (tables.length === 0) throw new CorpusError('no corpus found and no file given');
  const written: Record<string, Figures & { files: string[]; ms: number }> = {};
  for (const table of tables) {
    const items = table.files.flatMap((file) =>
      parseItems(relative(process.cwd(), file), readFileSync(file, 'utf8'), KNOWN_IDS),
    );
    const started = process.hrtime.bigint();
    const outcomes = items.map((item) => outcomesOf(item, useTrace));
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const figures = scoreItems(
      items,
      outcomes.map((o) => o.outcome),
      PATTERN_IDS,
    );
    printTable(table.name, table.files, figures);
    if (examples > 0) {
      printExamples(
        items,
        outcomes.map((o) => o.results),
        examples,
      );
    }
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
