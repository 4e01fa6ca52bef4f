/**
 * The learned part of confidence: per pattern, a logistic regression over the word 1–3-grams of
 * the text around a candidate's matches, trained by `npm run train` on the project's corpus (dev
 * part) and shipped as `weights.json`. It runs only for patterns where a rule fired.
 */
import MODEL_FILE from './weights.json';
import { MODEL_TEXT_MAX, modelText, ngrams, tokenize } from './tokens';
import type { TermContribution } from '../result';

/** The shipped file: written by `npm run train`, read here. */
export interface ModelFile {
  readonly note: string;
  readonly maxOrder: number;
  /** The model's slope in the confidence σ(logit(rules) + model·score). */
  readonly combine: { readonly model: number };
  readonly patterns: Readonly<
    Record<
      string,
      {
        readonly terms: Readonly<Record<string, number>>;
      }
    >
  >;
}

interface PatternModel {
  readonly terms: ReadonlyMap<string, number>;
}

const FILE = MODEL_FILE as ModelFile;
export const COMBINE = FILE.combine;

const MODELS: ReadonlyMap<string, PatternModel> = new Map(
  Object.entries(FILE.patterns).map(([id, p]) => [
    id,
    { terms: new Map(Object.entries(p.terms)) },
  ]),
);

/**
 * A text's n-grams are read as short as this at least: a one-line text has too few n-grams for
 * the model to be sure of, so its features are scaled as if it were longer and weigh less.
 */
export const MIN_GRAMS = 100;

/** A text's n-grams and the scale of each (unit length for texts with MIN_GRAMS or more). */
export interface Features {
  readonly grams: ReadonlySet<string>;
  readonly scale: number;
}

export function featuresOf(text: string): Features {
  const grams = ngrams(tokenize(text));
  return { grams, scale: 1 / Math.sqrt(Math.max(MIN_GRAMS, grams.size)) };
}

const TOP_TERMS = 5;

/**
 * How far the wording moves one pattern's log-odds (the model's intercept left out: the rules
 * that made this a candidate stand for the base rate), and the n-grams that raised it most.
 */
export function modelScore(
  patternId: string,
  features: Features,
): { logit: number; terms: TermContribution[] } {
  const model = MODELS.get(patternId);
  if (!model) return { logit: 0, terms: [] };
  let logit = 0;
  const raised: TermContribution[] = [];
  for (const gram of features.grams) {
    const w = model.terms.get(gram);
    if (w === undefined) continue;
    const weight = w * features.scale;
    logit += weight;
    if (weight > 0) raised.push({ term: gram, weight });
  }
  raised.sort((a, b) => b.weight - a.weight);
  return {
    logit,
    terms: raised
      .slice(0, TOP_TERMS)
      .map((t) => ({ term: t.term, weight: Math.round(t.weight * 100) / 100 })),
  };
}

/** One text's features, computed once when a first candidate asks (per pattern for long texts). */
export class ModelReader {
  private whole?: Features;

  constructor(private readonly text: string) {}

  features(spans: readonly { start: number; end: number }[]): Features {
    if (this.text.length <= MODEL_TEXT_MAX) return (this.whole ??= featuresOf(this.text));
    return featuresOf(modelText(this.text, spans));
  }
}
