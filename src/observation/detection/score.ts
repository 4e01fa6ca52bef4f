/**
 * Scoring arithmetic: the rules' noisy-OR with evidence dampening, and the confidence that
 * combines it with the n-gram model and the number of agreeing rules in log-odds.
 */
import { COMBINE } from './model/ngram-model';
import type { ScoreBreakdown } from './result';

export const CONFIDENCE_CAP = 0.99;
export const EVIDENCE_FACTOR = 0.5;
/** The rules' noisy-OR is read no lower than this before taking its log-odds. */
const RULES_FLOOR = 0.02;
/**
 * The most the n-gram model moves a candidate, in log-odds either way: it is small and trained
 * on the project's own corpus, so it reorders candidates but neither carries a weak cue to the
 * top nor sinks a strong rule on its own.
 */
export const MODEL_REACH = 1;

/** 1 − Π(1 − wᵢ), capped at 0.99. */
export function noisyOr(weights: readonly number[]): number {
  let miss = 1;
  for (const w of weights) miss *= 1 - w;
  return Math.min(CONFIDENCE_CAP, 1 - miss);
}

/** Half-up rounding to 2 decimals; the nudge absorbs binary artefacts (0.285 × 100 = 28.4999…). */
export function roundConfidence(value: number): number {
  return Math.round(value * 100 + 1e-6) / 100;
}

/**
 * The rules' part of a pattern's confidence: the noisy-OR of its matched rules. Evidence halves
 * the part that comes from evidence-dampened rules; when every matched rule is dampened this is
 * exactly "noisy-OR, capped, × 0.5".
 */
export function patternConfidence(
  plainWeights: readonly number[],
  dampenedWeights: readonly number[],
  evidenceNearby: boolean,
): number {
  return roundConfidence(rulesScore(plainWeights, dampenedWeights, evidenceNearby));
}

function rulesScore(
  plainWeights: readonly number[],
  dampenedWeights: readonly number[],
  evidenceNearby: boolean,
): number {
  const plain = plainWeights.length > 0 ? noisyOr(plainWeights) : 0;
  let dampened = dampenedWeights.length > 0 ? noisyOr(dampenedWeights) : 0;
  if (evidenceNearby) dampened *= EVIDENCE_FACTOR;
  return Math.min(CONFIDENCE_CAP, 1 - (1 - plain) * (1 - dampened));
}

/** The rules' noisy-OR for a breakdown, leaving out the rules in `without` (unrounded). */
export function rulesPart(breakdown: ScoreBreakdown, without?: ReadonlySet<string>): number {
  const plain: number[] = [];
  const dampened: number[] = [];
  for (const r of breakdown.rules) {
    if (without?.has(r.id)) continue;
    (r.dampened ? dampened : plain).push(r.weight);
  }
  return rulesScore(plain, dampened, breakdown.evidence);
}

const logit = (p: number): number => Math.log(p / (1 - p));

/**
 * A candidate's confidence, in [0.01, 0.99] rounded to 2 decimals: σ(logit(rules) + b·model),
 * the model's part kept within ±MODEL_REACH.
 * The rules' noisy-OR carries agreement (more rules, higher) and evidence (dampened rules
 * halved); the n-gram model moves it by how the surrounding wording reads, with the slope b
 * fitted by `npm run train`. Rules in `without` (demoted) do not count.
 */
export function confidenceOf(breakdown: ScoreBreakdown, without?: ReadonlySet<string>): number {
  const rules = Math.max(RULES_FLOOR, rulesPart(breakdown, without));
  const moved = Math.max(-MODEL_REACH, Math.min(MODEL_REACH, COMBINE.model * breakdown.model));
  const z = logit(rules) + moved;
  const p = 1 / (1 + Math.exp(-z));
  return roundConfidence(Math.min(CONFIDENCE_CAP, Math.max(0.01, p)));
}
