/**
 * `npm run calibrate`: chooses each pattern's default `reviewAt` and `enforceAt` on real agent
 * text the project did not write (../shared/eval/agent-reports-dev.jsonl and trail-dev.jsonl,
 * read at run time, never copied), by cross-validation, and writes
 * src/observation/detection/policy-defaults.ts and the "Calibrated defaults" section of
 * docs/patterns.md (figures only, no item text).
 *
 * Per pattern, on the chosen-on folds:
 * - enforceAt: the lowest grid threshold whose precision is ≥ ENFORCE_PRECISION with at least
 *   MIN_TRUE true detections (one item is not a family); none: null.
 * - reviewAt: the highest grid threshold keeping recall ≥ REVIEW_RECALL, but never so low that
 *   more than REVIEW_NEGATIVES of the negatives land in a band; never above enforceAt; with no
 *   positive to aim at (fewer than MIN_TRUE), the lowest threshold within that band size; always
 *   between REVIEW_FLOOR and REVIEW_CEILING.
 * Each fold is then scored with the thresholds chosen on the others (held out). The defaults are
 * chosen on all folds; a pattern whose held-out enforce precision is below ENFORCE_PRECISION, or
 * that held out never enforced, does not enforce by default (enforceAt null).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { PATTERN_CATALOGUE } from '../src/observation/detection/catalogue';
import { detect } from '../src/observation/detection/detector';
import { foldOf, sharedEvalFile } from './sources';
import { CorpusError, parseItems } from './scoring';

const ROOT = resolve(__dirname, '..');
const DEFAULTS_FILE = join(ROOT, 'src/observation/detection/policy-defaults.ts');
const DOCS_FILE = join(ROOT, 'docs/patterns.md');
const BEGIN = '<!-- calibration:begin (written by npm run calibrate) -->';
const END = '<!-- calibration:end -->';

const FOLDS = 5;
const GRID = Array.from({ length: 19 }, (_, i) => Math.round((i + 1) * 5) / 100);
const ENFORCE_PRECISION = 0.9;
const MIN_TRUE = 3;
const REVIEW_RECALL = 0.6;
const REVIEW_NEGATIVES = 0.05;
const REVIEW_FLOOR = 0.5;
/** Review only asks a person: it never waits for more certainty than the old detection bar. */
const REVIEW_CEILING = 0.5;

/** One item × pattern: its confidence (0: no rule fired) and label. */
interface Point {
  readonly confidence: number;
  readonly positive: boolean;
  readonly fold: number;
  readonly table: string;
}

interface Choice {
  readonly reviewAt: number;
  readonly enforceAt: number | null;
}

interface Tally {
  pos: number;
  neg: number;
  enforceTp: number;
  enforceFp: number;
  reviewTp: number;
  reviewFp: number;
}

function tally(points: readonly Point[], choice: Choice): Tally {
  const t: Tally = { pos: 0, neg: 0, enforceTp: 0, enforceFp: 0, reviewTp: 0, reviewFp: 0 };
  for (const p of points) {
    if (p.positive) t.pos++;
    else t.neg++;
    if (p.confidence <= 0 || p.confidence < choice.reviewAt) continue;
    const enforce = choice.enforceAt !== null && p.confidence >= choice.enforceAt;
    if (enforce) {
      if (p.positive) t.enforceTp++;
      else t.enforceFp++;
    } else if (p.positive) t.reviewTp++;
    else t.reviewFp++;
  }
  return t;
}

function add(a: Tally, b: Tally): Tally {
  return {
    pos: a.pos + b.pos,
    neg: a.neg + b.neg,
    enforceTp: a.enforceTp + b.enforceTp,
    enforceFp: a.enforceFp + b.enforceFp,
    reviewTp: a.reviewTp + b.reviewTp,
    reviewFp: a.reviewFp + b.reviewFp,
  };
}

const ratio = (n: number, d: number): number | null => (d === 0 ? null : n / d);

/** Precision and recall of "confidence ≥ t". */
function at(
  points: readonly Point[],
  t: number,
): { tp: number; fp: number; pos: number; neg: number } {
  let tp = 0;
  let fp = 0;
  let pos = 0;
  let neg = 0;
  for (const p of points) {
    if (p.positive) pos++;
    else neg++;
    if (p.confidence > 0 && p.confidence >= t) {
      if (p.positive) tp++;
      else fp++;
    }
  }
  return { tp, fp, pos, neg };
}

function choose(points: readonly Point[]): Choice {
  let enforceAt: number | null = null;
  for (const t of GRID) {
    const { tp, fp } = at(points, t);
    if (tp >= MIN_TRUE && tp / (tp + fp) >= ENFORCE_PRECISION) {
      enforceAt = t;
      break;
    }
  }
  const sizeOk = GRID.filter((t) => {
    const { fp, neg } = at(points, t);
    return neg === 0 || fp / neg <= REVIEW_NEGATIVES;
  });
  const lowest = Math.max(REVIEW_FLOOR, sizeOk[0] ?? GRID[GRID.length - 1]);
  const { pos } = at(points, 0);
  let reviewAt = lowest;
  if (pos >= MIN_TRUE) {
    const reaching = GRID.filter((t) => {
      const { tp } = at(points, t);
      return tp / pos >= REVIEW_RECALL;
    });
    const highest = reaching[reaching.length - 1];
    if (highest !== undefined) reviewAt = Math.max(lowest, highest);
  }
  reviewAt = Math.min(reviewAt, REVIEW_CEILING);
  if (enforceAt !== null && reviewAt > enforceAt) reviewAt = enforceAt;
  return { reviewAt, enforceAt };
}

const num = (v: number | null): string => (v === null ? '-' : v.toFixed(2));

interface PatternReport {
  id: string;
  positives: Record<string, number>;
  negatives: number;
  chosenOn: Tally;
  heldOut: Tally;
  heldOutByTable: Record<string, Tally>;
  folds: Choice[];
  defaults: Choice;
  note: string;
}

function describe(t: Tally): string {
  const flagged = t.enforceTp + t.reviewTp;
  return [
    `enforce P ${num(ratio(t.enforceTp, t.enforceTp + t.enforceFp))}`,
    `R ${num(ratio(t.enforceTp, t.pos))}`,
    `enforce+review R ${num(ratio(flagged, t.pos))}`,
    `review band ${t.reviewTp + t.reviewFp}`,
    `negatives acted on ${t.enforceFp}/${t.neg}`,
  ].join(', ');
}

function main(): void {
  const known = new Set(PATTERN_CATALOGUE.map((p) => p.id));
  const tables: { name: string; file: string }[] = [];
  for (const name of ['agent-reports-dev', 'trail-dev']) {
    const file = sharedEvalFile(`${name}.jsonl`);
    if (file) tables.push({ name, file });
  }
  if (tables.length === 0) throw new CorpusError('no ../shared/eval data: nothing to calibrate on');

  const points = new Map(PATTERN_CATALOGUE.map((p) => [p.id, [] as Point[]]));
  for (const { name, file } of tables) {
    const items = parseItems(name, readFileSync(file, 'utf8'), known);
    for (const item of items) {
      const fold = foldOf(item.id, FOLDS);
      for (const r of detect(item.text).results) {
        if (item.ignore.includes(r.patternId) && !item.labels.includes(r.patternId)) continue;
        points.get(r.patternId)!.push({
          confidence: r.score ? r.confidence : 0,
          positive: item.labels.includes(r.patternId),
          fold,
          table: name,
        });
      }
    }
    console.log(`${name}: ${items.length} items (${relative(process.cwd(), file)})`);
  }

  const reports: PatternReport[] = [];
  for (const [id, all] of points) {
    console.log(`\n${id}: precision / recall at each threshold (all folds)`);
    const rows = GRID.map((t) => {
      const { tp, fp, pos, neg } = at(all, t);
      return `  ≥${t.toFixed(2)}  TP ${String(tp).padStart(3)}  FP ${String(fp).padStart(3)}  P ${num(ratio(tp, tp + fp))}  R ${num(ratio(tp, pos))}  neg flagged ${((neg === 0 ? 0 : fp / neg) * 100).toFixed(1)} %`;
    });
    console.log(rows.filter((_, i) => i % 2 === 1 || i === 0).join('\n'));

    const empty: Tally = { pos: 0, neg: 0, enforceTp: 0, enforceFp: 0, reviewTp: 0, reviewFp: 0 };
    let chosenOn = empty;
    let heldOut = empty;
    const heldOutByTable: Record<string, Tally> = {};
    const folds: Choice[] = [];
    for (let f = 0; f < FOLDS; f++) {
      const train = all.filter((p) => p.fold !== f);
      const test = all.filter((p) => p.fold === f);
      const choice = choose(train);
      folds.push(choice);
      chosenOn = add(chosenOn, tally(train, choice));
      heldOut = add(heldOut, tally(test, choice));
      for (const { name } of tables) {
        heldOutByTable[name] = add(
          heldOutByTable[name] ?? empty,
          tally(
            test.filter((p) => p.table === name),
            choice,
          ),
        );
      }
    }
    let defaults = choose(all);
    let note = '';
    const heldPrecision = ratio(heldOut.enforceTp, heldOut.enforceTp + heldOut.enforceFp);
    if (defaults.enforceAt === null) {
      note = `no threshold reaches precision ${ENFORCE_PRECISION} with ${MIN_TRUE} true detections: does not enforce by default`;
    } else if (heldPrecision === null || heldPrecision < ENFORCE_PRECISION) {
      note = `held-out enforce precision ${num(heldPrecision)} < ${ENFORCE_PRECISION}: does not enforce by default`;
      defaults = { reviewAt: defaults.reviewAt, enforceAt: null };
    }
    const positives: Record<string, number> = {};
    for (const { name } of tables)
      positives[name] = all.filter((p) => p.table === name && p.positive).length;
    reports.push({
      id,
      positives,
      negatives: all.filter((p) => !p.positive).length,
      chosenOn,
      heldOut,
      heldOutByTable,
      folds,
      defaults,
      note,
    });
    console.log(
      `  folds chose: ${folds.map((c) => `review ${c.reviewAt} / enforce ${num(c.enforceAt)}`).join('; ')}`,
    );
    console.log(`  chosen-on (summed over folds): ${describe(chosenOn)}`);
    console.log(`  held out:                      ${describe(heldOut)}`);
    for (const { name } of tables)
      console.log(`    ${name.padEnd(18)}          ${describe(heldOutByTable[name])}`);
    console.log(
      `  default: reviewAt ${defaults.reviewAt}, enforceAt ${num(defaults.enforceAt)}${note ? ` (${note})` : ''}`,
    );
  }
  writeDefaults(reports);
  writeDocs(
    reports,
    tables.map((t) => t.name),
  );
  console.log(
    `\ndefaults written to ${relative(process.cwd(), DEFAULTS_FILE)}; figures to ${relative(process.cwd(), DOCS_FILE)}`,
  );
}

function writeDefaults(reports: readonly PatternReport[]): void {
  const lines = reports.map(
    (r) =>
      `  '${r.id}': { reviewAt: ${r.defaults.reviewAt}, enforceAt: ${r.defaults.enforceAt === null ? 'null' : r.defaults.enforceAt} },`,
  );
  writeFileSync(
    DEFAULTS_FILE,
    `/**
 * GENERATED by \`npm run calibrate\` — do not edit by hand. The project's default detection
 * thresholds per pattern, chosen by cross-validation on real agent text (docs/patterns.md,
 * "Calibrated defaults", shows the figures that chose them).
 */
export const CALIBRATED_THRESHOLDS: Readonly<
  Record<string, { readonly reviewAt: number; readonly enforceAt: number | null }>
> = {
${lines.join('\n')}
};
`,
  );
}

function writeDocs(reports: readonly PatternReport[], tables: readonly string[]): void {
  const pct = (n: number, d: number): string => (d === 0 ? '-' : `${((n / d) * 100).toFixed(1)} %`);
  const cell = (t: Tally): string =>
    `${num(ratio(t.enforceTp, t.enforceTp + t.enforceFp))} / ${num(ratio(t.enforceTp, t.pos))} / ${num(ratio(t.enforceTp + t.reviewTp, t.pos))} / ${t.reviewTp + t.reviewFp} / ${pct(t.enforceFp, t.neg)}`;
  const lines = [
    BEGIN,
    '',
    `Chosen by \`npm run calibrate\` on ${tables.join(' and ')} (${FOLDS} folds by item id). Each cell:`,
    'enforce precision / enforce recall / enforce + review recall / review band size / negatives acted on.',
    '"Chosen on" sums each fold\'s thresholds over the folds that chose them; "held out" scores each fold',
    'with the thresholds the other folds chose.',
    '',
    `| pattern | positives (${tables.join(', ')}) | chosen on | held out | reviewAt | enforceAt |`,
    '|---|---|---|---|---|---|',
    ...reports.map(
      (r) =>
        `| ${r.id} | ${tables.map((t) => r.positives[t]).join(', ')} | ${cell(r.chosenOn)} | ${cell(r.heldOut)} | ${r.defaults.reviewAt} | ${r.defaults.enforceAt ?? 'null'} |`,
    ),
    '',
    ...reports.filter((r) => r.note).map((r) => `- ${r.id}: ${r.note}.`),
    '',
    END,
  ];
  const docs = readFileSync(DOCS_FILE, 'utf8');
  const begin = docs.indexOf(BEGIN);
  const end = docs.indexOf(END);
  if (begin < 0 || end < 0) throw new CorpusError(`${DOCS_FILE}: calibration markers missing`);
  writeFileSync(DOCS_FILE, docs.slice(0, begin) + lines.join('\n') + docs.slice(end + END.length));
}

try {
  main();
} catch (error) {
  if (!(error instanceof CorpusError)) throw error;
  console.error(`calibrate: ${error.message}`);
  process.exitCode = 2;
}
