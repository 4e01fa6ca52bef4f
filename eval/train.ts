/**
 * `npm run train`: fits the detector's n-gram model and the confidence combination on the
 * project's own corpus (eval/corpus/dev, nothing else) and writes
 * src/observation/detection/model/weights.json.
 *
 * 1. Per pattern, an L2-regularised logistic regression over the word 1–3-grams of each item
 *    (binary, unit-length), vocabulary = n-grams in at least MIN_DF dev items; the TERMS_KEPT
 *    largest weights are shipped.
 * 2. The model's slope b in the confidence σ(logit(rules) + b·model) is fitted on the dev
 *    candidates (items where a rule of the pattern fired), with the model's score taken out of
 *    fold (FOLDS folds) so that it is not graded on its own training.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { PATTERN_CATALOGUE } from '../src/observation/detection/catalogue';
import { detect } from '../src/observation/detection/detector';
import { normalizeText } from '../src/observation/detection/normalize';
import { MODEL_REACH, rulesPart } from '../src/observation/detection/score';
import { featuresOf, type ModelFile } from '../src/observation/detection/model/ngram-model';
import { MAX_ORDER, ngrams, tokenize } from '../src/observation/detection/model/tokens';
import { corpusFiles, foldOf } from './sources';
import { parseItems, type LabelledItem } from './scoring';

const ROOT = resolve(__dirname, '..');
const OUT = join(ROOT, 'src/observation/detection/model/weights.json');
const PATTERN_IDS = PATTERN_CATALOGUE.map((p) => p.id);

const MIN_DF = 2;
const TERMS_KEPT = 400;
const L2 = 1e-3;
const EPOCHS = 300;
const FOLDS = 5;

interface Doc {
  readonly index: Int32Array;
  readonly scale: number;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Logistic regression by full-batch Adam on dense weights over sparse binary rows. */
function fitLogistic(
  rows: readonly Doc[],
  y: readonly number[],
  dims: number,
  l2: number,
  epochs: number,
): { w: Float64Array; b: number } {
  const w = new Float64Array(dims);
  let b = 0;
  const m = new Float64Array(dims + 1);
  const v = new Float64Array(dims + 1);
  const g = new Float64Array(dims + 1);
  const lr = 0.05;
  const n = rows.length;
  // Positives are rare: weigh both classes equally so the rare one shapes the ranking.
  const positives = y.reduce((a, c) => a + c, 0);
  const wPos = positives > 0 ? n / (2 * positives) : 1;
  const wNeg = positives < n ? n / (2 * (n - positives)) : 1;
  for (let epoch = 1; epoch <= epochs; epoch++) {
    g.fill(0);
    for (let i = 0; i < n; i++) {
      const { index, scale } = rows[i];
      let z = b;
      for (const k of index) z += w[k] * scale;
      const err = (sigmoid(z) - y[i]) * (y[i] === 1 ? wPos : wNeg);
      for (const k of index) g[k] += err * scale;
      g[dims] += err;
    }
    for (let k = 0; k <= dims; k++) {
      const grad = g[k] / n + (k < dims ? l2 * w[k] : 0);
      m[k] = 0.9 * m[k] + 0.1 * grad;
      v[k] = 0.999 * v[k] + 0.001 * grad * grad;
      const step =
        (lr * (m[k] / (1 - 0.9 ** epoch))) / (Math.sqrt(v[k] / (1 - 0.999 ** epoch)) + 1e-8);
      if (k < dims) w[k] -= step;
      else b -= step;
    }
  }
  return { w, b };
}

function isPositive(item: LabelledItem, id: string): number | null {
  if (item.labels.includes(id)) return 1;
  return item.ignore.includes(id) ? null : 0;
}

function main(): void {
  const files = corpusFiles(join(__dirname, 'corpus', 'dev'));
  const known = new Set(PATTERN_IDS);
  const items = files.flatMap((f) => parseItems(relative(ROOT, f), readFileSync(f, 'utf8'), known));
  const texts = items.map((item) => normalizeText(item.text));
  const gramSets = texts.map((t) => ngrams(tokenize(t)));

  const df = new Map<string, number>();
  for (const grams of gramSets) for (const g of grams) df.set(g, (df.get(g) ?? 0) + 1);
  const vocabulary = [...df]
    .filter(([, n]) => n >= MIN_DF)
    .map(([g]) => g)
    .sort();
  const position = new Map(vocabulary.map((g, i) => [g, i]));
  const docs: Doc[] = texts.map((text) => {
    const { grams, scale } = featuresOf(text);
    return { index: Int32Array.from([...grams].flatMap((g) => position.get(g) ?? [])), scale };
  });
  console.log(`${items.length} dev items, ${vocabulary.length} n-grams (df ≥ ${MIN_DF})`);

  const folds = items.map((item) => foldOf(item.id, FOLDS));
  const shift = (w: Float64Array, d: Doc): number => {
    let z = 0;
    for (const k of d.index) z += w[k] * d.scale;
    return z;
  };
  const prune = (w: Float64Array): Float64Array => {
    const order = [...w.keys()].sort((a, b) => Math.abs(w[b]) - Math.abs(w[a]));
    const kept = new Float64Array(w.length);
    for (const k of order.slice(0, TERMS_KEPT)) kept[k] = w[k];
    return kept;
  };

  const patterns: Record<string, ModelFile['patterns'][string]> = {};
  const oof = new Map<string, Float64Array>();
  for (const id of PATTERN_IDS) {
    const use = items.map((item) => isPositive(item, id));
    const out = new Float64Array(items.length);
    for (let f = 0; f < FOLDS; f++) {
      const train = docs.filter((_, i) => folds[i] !== f && use[i] !== null);
      const y = items.flatMap((_, i) => (folds[i] !== f && use[i] !== null ? [use[i]] : []));
      const { w } = fitLogistic(train, y, vocabulary.length, L2, EPOCHS);
      const kept = prune(w);
      docs.forEach((d, i) => {
        if (folds[i] === f) out[i] = shift(kept, d);
      });
    }
    oof.set(id, out);
    const all = docs.filter((_, i) => use[i] !== null);
    const y = items.flatMap((_, i) => (use[i] !== null ? [use[i]] : []));
    const { w } = fitLogistic(all, y, vocabulary.length, L2, EPOCHS);
    const kept = prune(w);
    const terms: Record<string, number> = {};
    kept.forEach((value, k) => {
      if (value !== 0) terms[vocabulary[k]] = Math.round(value * 1000) / 1000;
    });
    patterns[id] = { terms };
    console.log(
      `${id}: ${y.filter((v) => v === 1).length} positives, ${Object.keys(terms).length} terms kept`,
    );
  }

  // The model's slope in the combination, on dev candidates with out-of-fold model scores.
  const rows: { rules: number; model: number; y: number }[] = [];
  items.forEach((item, i) => {
    for (const result of detect(item.text).results) {
      const label = isPositive(item, result.patternId);
      if (!result.score || label === null) continue;
      const r = Math.min(0.99, Math.max(0.02, rulesPart(result.score)));
      rows.push({ rules: Math.log(r / (1 - r)), model: oof.get(result.patternId)![i], y: label });
    }
  });
  const slope = fitSlope(rows);
  const file: ModelFile = {
    note: `Written by npm run train from eval/corpus/dev (${items.length} items): do not edit.`,
    maxOrder: MAX_ORDER,
    combine: { model: round3(slope) },
    patterns,
  };
  writeFileSync(OUT, JSON.stringify(file) + '\n');
  console.log(`${rows.length} dev candidates; model slope ${file.combine.model}`);
  console.log(`weights written to ${relative(process.cwd(), OUT)}`);
}

const round3 = (v: number): number => Math.round(v * 1000) / 1000;

/** The slope b maximising the likelihood of σ(rules + clamp(b·model)) (rules' log-odds as offset). */
function fitSlope(rows: readonly { rules: number; model: number; y: number }[]): number {
  let b = 0;
  for (let epoch = 0; epoch < 2000; epoch++) {
    let g = 0;
    for (const { rules, model, y } of rows) {
      const moved = Math.max(-MODEL_REACH, Math.min(MODEL_REACH, b * model));
      if (Math.abs(moved) < MODEL_REACH) g += (sigmoid(rules + moved) - y) * model;
    }
    b -= 0.5 * (g / rows.length);
  }
  return b;
}

main();
