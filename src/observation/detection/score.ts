/** Scoring arithmetic: noisy-OR of rule weights, the cap, evidence dampening, rounding. */

export const DETECTION_THRESHOLD = 0.5;
export const CONFIDENCE_CAP = 0.99;
export const EVIDENCE_FACTOR = 0.5;

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
 * Confidence of a pattern: the noisy-OR of its matched rules. Evidence halves the part that
 * comes from evidence-dampened rules; when every matched rule is dampened this is exactly
 * "noisy-OR, capped, × 0.5".
 */
export function patternConfidence(
  plainWeights: readonly number[],
  dampenedWeights: readonly number[],
  evidenceNearby: boolean,
): number {
  const plain = plainWeights.length > 0 ? noisyOr(plainWeights) : 0;
  let dampened = dampenedWeights.length > 0 ? noisyOr(dampenedWeights) : 0;
  if (evidenceNearby) dampened *= EVIDENCE_FACTOR;
  return roundConfidence(Math.min(CONFIDENCE_CAP, 1 - (1 - plain) * (1 - dampened)));
}
