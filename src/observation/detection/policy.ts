/**
 * Bands (SPEC §7.1): where the service acts on a detection and where it asks a person. A pure
 * function of the detector's result, the organization's detection policy and the rules its
 * reviewers have demoted; no I/O.
 */
import { PATTERN_CATALOGUE, SEVERITY_RANK, type Severity } from './catalogue';
import { coOccurrences } from './co-occurrence';
import { confidenceOf } from './score';
import { CALIBRATED_THRESHOLDS } from './policy-defaults';
import type { DetectionResult, PatternResult } from './result';

export type Band = 'enforce' | 'review';

export interface PatternPolicy {
  readonly patternId: string;
  /** false: evaluated, never detected (band null, nothing stored). */
  readonly enabled: boolean;
  /** A confidence at or above this is a detection (band `review` at least). In (0, 1]. */
  readonly reviewAt: number;
  /** At or above this, band `enforce`; null: the pattern never acts on a run. */
  readonly enforceAt: number | null;
}

/** One entry per catalogue pattern, keyed by pattern id. */
export type DetectionPolicy = ReadonlyMap<string, PatternPolicy>;

/** Where the calibration has no figure for a pattern: detect at 0.5, never act. */
const UNCALIBRATED = { reviewAt: 0.5, enforceAt: null } as const;

/**
 * The project's defaults: every pattern enabled, thresholds from `npm run calibrate`
 * (policy-defaults.ts, generated).
 */
export const DEFAULT_PATTERN_POLICIES: readonly PatternPolicy[] = PATTERN_CATALOGUE.map((p) => ({
  patternId: p.id,
  enabled: true,
  ...(CALIBRATED_THRESHOLDS[p.id] ?? UNCALIBRATED),
}));

export const DEFAULT_POLICY: DetectionPolicy = new Map(
  DEFAULT_PATTERN_POLICIES.map((p) => [p.patternId, p]),
);

/** Whether the default policy detects a candidate of this confidence (the raw `detected`). */
export function detectedByDefault(patternId: string, confidence: number): boolean {
  const policy = DEFAULT_POLICY.get(patternId);
  return policy !== undefined && policy.enabled && confidence > 0 && confidence >= policy.reviewAt;
}

export interface BandedResult extends PatternResult {
  /** null: not detected under the policy. `detected` is `band !== null`. */
  readonly band: Band | null;
  /** Rules that fired here and that this organization's reviewers have demoted. */
  readonly demotedRules: readonly string[];
}

export interface BandedDetection extends Omit<DetectionResult, 'results' | 'patternsDetected'> {
  readonly results: readonly BandedResult[];
  readonly patternsDetected: number;
}

/** The band of one candidate under one pattern's policy; null: not detected. */
function bandOf(
  result: PatternResult,
  entry: PatternPolicy | undefined,
  demotedRules: readonly string[],
): Band | null {
  if (!entry?.enabled || result.confidence <= 0 || result.confidence < entry.reviewAt) {
    return null;
  }
  if (entry.enforceAt === null) return 'review';
  if (demotedRules.length === 0) return result.confidence >= entry.enforceAt ? 'enforce' : 'review';
  // Demoted rules no longer count toward enforce: a detection resting on them alone is reviewed,
  // any other is scored again without them.
  if (demotedRules.length >= result.rules.length || !result.score) return 'review';
  const without = confidenceOf(result.score, new Set(demotedRules));
  return without >= entry.enforceAt ? 'enforce' : 'review';
}

/** Every property of T, the optional ones too (as possibly undefined). */
type AllFields<T> = { [K in keyof Required<T>]: T[K] };

/**
 * The result with its band; without one it shows no confidence, matches or excerpts. Each field
 * is written out rather than spread: on Node 20 (V8 11.3) an object literal that spreads an object
 * and adds a property it lacks takes a slow path, about 2 µs per object, which made banding a
 * tenth of assessing a 2 KB text. `AllFields` keeps the list whole: a field added to the result
 * types must be added here.
 */
function withBand(
  result: PatternResult,
  band: Band | null,
  demotedRules: readonly string[],
): BandedResult {
  const shown = band !== null;
  const banded: AllFields<BandedResult> = {
    patternId: result.patternId,
    patternName: result.patternName,
    severity: result.severity,
    detected: shown,
    confidence: shown ? result.confidence : 0,
    matches: shown ? result.matches : [],
    matchCount: shown ? result.matchCount : 0,
    excerpts: shown ? result.excerpts : [],
    rules: result.rules,
    score: result.score,
    context: result.context,
    band,
    demotedRules,
  };
  return banded;
}

/**
 * Assigns each pattern's band (SPEC §7.1) and recomputes the summary from the bands: only banded
 * patterns count as detected, for `patternsDetected`, `highestSeverity` and `coOccurrences`. A
 * pattern without a band shows no confidence, matches or excerpts (its `rules` and `score` stay,
 * for explanation).
 */
export function applyPolicy(
  detection: DetectionResult,
  policy: DetectionPolicy = DEFAULT_POLICY,
  demoted: ReadonlySet<string> = new Set(),
): BandedDetection {
  const results = detection.results.map((result): BandedResult => {
    const demotedRules = result.rules.filter((id) => demoted.has(id));
    return withBand(
      result,
      bandOf(result, policy.get(result.patternId), demotedRules),
      demotedRules,
    );
  });
  let highestSeverity: Severity | 'NONE' = 'NONE';
  for (const r of results) {
    if (
      r.detected &&
      (highestSeverity === 'NONE' || SEVERITY_RANK[r.severity] > SEVERITY_RANK[highestSeverity])
    ) {
      highestSeverity = r.severity;
    }
  }
  return {
    ...detection,
    results,
    coOccurrences: coOccurrences(results),
    highestSeverity,
    patternsDetected: results.filter((r) => r.detected).length,
  };
}
