/**
 * Bands (SPEC §7.1): where the service acts on a detection and where it asks a person. A pure
 * function of the detector's result, the organization's detection policy and the rules its
 * reviewers have demoted; no I/O.
 */
import { PATTERN_CATALOGUE, SEVERITY_RANK, type Severity } from './catalogue';
import { coOccurrences } from './co-occurrence';
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

/**
 * The project's defaults. Placeholder values that keep today's behaviour (everything at the old
 * threshold acts); the calibration command replaces them with thresholds chosen on real text.
 */
export const DEFAULT_PATTERN_POLICIES: readonly PatternPolicy[] = PATTERN_CATALOGUE.map((p) => ({
  patternId: p.id,
  enabled: true,
  reviewAt: 0.5,
  enforceAt: 0.5,
}));

export const DEFAULT_POLICY: DetectionPolicy = new Map(
  DEFAULT_PATTERN_POLICIES.map((p) => [p.patternId, p]),
);

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

/**
 * Assigns each pattern's band. A detection that rests on demoted rules alone cannot reach
 * `enforce`: it lands in `review`.
 */
export function applyPolicy(
  detection: DetectionResult,
  policy: DetectionPolicy = DEFAULT_POLICY,
  demoted: ReadonlySet<string> = new Set(),
): BandedDetection {
  const results = detection.results.map((result): BandedResult => {
    const entry = policy.get(result.patternId);
    const demotedRules = result.rules.filter((id) => demoted.has(id));
    let band: Band | null = null;
    if (entry?.enabled && result.detected && result.confidence >= entry.reviewAt) {
      const restsOnDemoted = result.rules.length > 0 && demotedRules.length === result.rules.length;
      band =
        entry.enforceAt !== null && result.confidence >= entry.enforceAt && !restsOnDemoted
          ? 'enforce'
          : 'review';
    }
    return { ...result, detected: band !== null, band, demotedRules };
  });
  // The summary follows the bands: a disabled pattern is neither the highest severity nor a partner.
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
