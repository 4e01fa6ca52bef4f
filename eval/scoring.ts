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

export type Band = 'enforce' | 'review';

/** What the detector made of one pattern in one item. */
export interface Outcome {
  /** null: not detected under the policy being measured. */
  readonly band: Band | null;
  /** The candidate's confidence (0 when no rule fired), banded or not: what AP ranks by. */
  readonly confidence: number;
  /** A second ranking to compare with (the rules' noisy-OR alone); 0 when no rule fired. */
  readonly baseline: number;
}

export interface Counts {
  positives: number;
  negatives: number;
  /** Band `enforce`: true and false detections. */
  enforceTp: number;
  enforceFp: number;
  /** Band `review`: true and false detections. */
  reviewTp: number;
  reviewFp: number;
  /** null when undefined (no positives / nothing acted on / no negatives). */
  enforcePrecision: number | null;
  enforceRecall: number | null;
  /** Enforce + review together. */
  flaggedRecall: number | null;
  flaggedPrecision: number | null;
  /** Negatives acted on (band enforce) / negatives. */
  enforceFpRate: number | null;
  /** Average precision of the confidence ranking, and of the baseline ranking. */
  ap: number | null;
  apBaseline: number | null;
}

export interface Figures {
  items: number;
  perPattern: Record<string, Counts>;
  /** Summed over item × pattern; AP is the mean over patterns with a positive. */
  overall: Counts;
  cleanItems: number;
  /** Clean items with a pattern in band enforce. */
  cleanItemsActed: number;
  /** Clean items with a pattern in either band. */
  cleanItemsFlagged: number;
}

function ratio(num: number, den: number): number | null {
  return den === 0 ? null : num / den;
}

/**
 * Average precision of a ranking: the mean, over the positives, of the precision at each
 * positive's rank. Items scored 0 are not retrieved (they add nothing); tied items share the
 * precision at the end of their tie, so ties are not broken in anyone's favour.
 */
export function averagePrecision(
  scored: readonly { score: number; positive: boolean }[],
): number | null {
  const positives = scored.filter((s) => s.positive).length;
  if (positives === 0) return null;
  const ranked = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
  let seen = 0;
  let hits = 0;
  let sum = 0;
  for (let i = 0; i < ranked.length;) {
    let j = i;
    let tiedHits = 0;
    while (j < ranked.length && ranked[j].score === ranked[i].score) {
      if (ranked[j].positive) tiedHits++;
      j++;
    }
    seen = j;
    hits += tiedHits;
    sum += tiedHits * (hits / seen);
    i = j;
  }
  return sum / positives;
}

type Tally = Pick<
  Counts,
  'positives' | 'negatives' | 'enforceTp' | 'enforceFp' | 'reviewTp' | 'reviewFp'
>;

function finish(c: Tally, ap: number | null, apBaseline: number | null): Counts {
  const flaggedTp = c.enforceTp + c.reviewTp;
  return {
    ...c,
    enforcePrecision: ratio(c.enforceTp, c.enforceTp + c.enforceFp),
    enforceRecall: ratio(c.enforceTp, c.positives),
    flaggedRecall: ratio(flaggedTp, c.positives),
    flaggedPrecision: ratio(flaggedTp, flaggedTp + c.enforceFp + c.reviewFp),
    enforceFpRate: ratio(c.enforceFp, c.negatives),
    ap,
    apBaseline,
  };
}

const mean = (values: (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0) / known.length;
};

/**
 * For pattern P an item is positive when P ∈ labels, skipped when P ∈ ignore, negative
 * otherwise. `outcomes[i][P]` is what the detector made of P in `items[i]` (missing: nothing).
 */
export function scoreItems(
  items: readonly LabelledItem[],
  outcomes: readonly Readonly<Record<string, Outcome>>[],
  patternIds: readonly string[],
): Figures {
  const empty = (): Tally => ({
    positives: 0,
    negatives: 0,
    enforceTp: 0,
    enforceFp: 0,
    reviewTp: 0,
    reviewFp: 0,
  });
  const per = new Map(patternIds.map((p) => [p, empty()]));
  const ranked = new Map(
    patternIds.map((p) => [p, [] as { score: number; baseline: number; positive: boolean }[]]),
  );
  const overall = empty();
  let cleanItems = 0;
  let cleanItemsActed = 0;
  let cleanItemsFlagged = 0;
  items.forEach((item, i) => {
    const outcome = outcomes[i];
    const bands = patternIds.map((p) => outcome[p]?.band ?? null);
    if (item.labels.length === 0) {
      cleanItems++;
      if (bands.includes('enforce')) cleanItemsActed++;
      if (bands.some((b) => b !== null)) cleanItemsFlagged++;
    }
    patternIds.forEach((p, k) => {
      if (item.ignore.includes(p) && !item.labels.includes(p)) return;
      const positive = item.labels.includes(p);
      ranked.get(p)!.push({
        score: outcome[p]?.confidence ?? 0,
        baseline: outcome[p]?.baseline ?? 0,
        positive,
      });
      for (const target of [per.get(p)!, overall]) {
        if (positive) target.positives++;
        else target.negatives++;
        if (bands[k] === 'enforce') {
          if (positive) target.enforceTp++;
          else target.enforceFp++;
        } else if (bands[k] === 'review') {
          if (positive) target.reviewTp++;
          else target.reviewFp++;
        }
      }
    });
  });
  const perPattern: Record<string, Counts> = {};
  for (const [p, c] of per) {
    const list = ranked.get(p)!;
    perPattern[p] = finish(
      c,
      averagePrecision(list),
      averagePrecision(list.map((s) => ({ score: s.baseline, positive: s.positive }))),
    );
  }
  const all = Object.values(perPattern);
  return {
    items: items.length,
    perPattern,
    overall: finish(overall, mean(all.map((c) => c.ap)), mean(all.map((c) => c.apBaseline))),
    cleanItems,
    cleanItemsActed,
    cleanItemsFlagged,
  };
}
