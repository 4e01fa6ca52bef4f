/**
 * Pure parts of `npm run eval`: reading labelled JSONL items and scoring detections against them
 * (per pattern and micro-averaged over item × pattern).
 */

export interface LabelledItem {
  readonly id: string;
  readonly text: string;
  readonly labels: readonly string[];
  /** Patterns the label neither confirms nor rules out: left out of that pattern's counts. */
  readonly ignore: readonly string[];
  /** What the agent did before it wrote `text` (SPEC §7.2), as an assessment would send it. */
  readonly trace?: unknown;
  /** The governed run the text belongs to, as the context-aware layer reads it. */
  readonly run?: unknown;
}

export class CorpusError extends Error {}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/**
 * Items of one JSONL file, one object a line (blank lines allowed). Any malformed line or
 * unknown pattern id is an error naming the file and the line.
 */
export function parseItems(
  source: string,
  content: string,
  knownIds: ReadonlySet<string>,
): LabelledItem[] {
  const items: LabelledItem[] = [];
  const lines = content.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '') continue;
    const where = `${source}:${i + 1}`;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (error) {
      throw new CorpusError(`${where}: not valid JSON (${(error as Error).message})`);
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw new CorpusError(`${where}: expected an object { id, text, labels, ignore? }`);
    }
    const { id, text, labels, ignore = [], trace, run } = raw as Record<string, unknown>;
    if (typeof id !== 'string' || id === '') throw new CorpusError(`${where}: missing "id"`);
    if (typeof text !== 'string') throw new CorpusError(`${where}: "text" must be a string`);
    if (!isStringArray(labels)) throw new CorpusError(`${where}: "labels" must be an array`);
    if (!isStringArray(ignore)) throw new CorpusError(`${where}: "ignore" must be an array`);
    for (const p of [...labels, ...ignore]) {
      if (!knownIds.has(p)) throw new CorpusError(`${where}: unknown pattern id "${p}"`);
    }
    items.push({ id, text, labels, ignore, trace, run });
  }
  return items;
}

export interface Counts {
  positives: number;
  negatives: number;
  tp: number;
  fn: number;
  fp: number;
  /** null when undefined (no positives / nothing flagged / no negatives). */
  recall: number | null;
  precision: number | null;
  fpRate: number | null;
}

export interface Figures {
  items: number;
  perPattern: Record<string, Counts>;
  overall: Counts;
  cleanItems: number;
  cleanItemsFlagged: number;
}

function ratio(num: number, den: number): number | null {
  return den === 0 ? null : num / den;
}

function emptyCounts(): Counts {
  return {
    positives: 0,
    negatives: 0,
    tp: 0,
    fn: 0,
    fp: 0,
    recall: null,
    precision: null,
    fpRate: null,
  };
}

function finish(c: Counts): Counts {
  return {
    ...c,
    recall: ratio(c.tp, c.positives),
    precision: ratio(c.tp, c.tp + c.fp),
    fpRate: ratio(c.fp, c.negatives),
  };
}

/**
 * For pattern P an item is positive when P ∈ labels, skipped when P ∈ ignore, negative
 * otherwise. `detected[i]` holds the pattern ids detected in `items[i]`.
 */
export function scoreItems(
  items: readonly LabelledItem[],
  detected: readonly (readonly string[])[],
  patternIds: readonly string[],
): Figures {
  const per = new Map(patternIds.map((p) => [p, emptyCounts()]));
  const overall = emptyCounts();
  let cleanItems = 0;
  let cleanItemsFlagged = 0;
  items.forEach((item, i) => {
    const found = new Set(detected[i]);
    if (item.labels.length === 0) {
      cleanItems++;
      if (found.size > 0) cleanItemsFlagged++;
    }
    for (const p of patternIds) {
      if (item.ignore.includes(p) && !item.labels.includes(p)) continue;
      const c = per.get(p)!;
      const positive = item.labels.includes(p);
      const hit = found.has(p);
      for (const target of [c, overall]) {
        if (positive) {
          target.positives++;
          if (hit) target.tp++;
          else target.fn++;
        } else {
          target.negatives++;
          if (hit) target.fp++;
        }
      }
    }
  });
  const perPattern: Record<string, Counts> = {};
  for (const [p, c] of per) perPattern[p] = finish(c);
  return {
    items: items.length,
    perPattern,
    overall: finish(overall),
    cleanItems,
    cleanItemsFlagged,
  };
}
