/** What an observation's evidence says about the rules that fired (SPEC §7, §7.1). */
import { DEMOTION_MAX_PRECISION, DEMOTION_MIN_DISMISSALS } from '../detection-policy/demotion';
import type { BandedResult } from './detection/policy';
import type { EvidenceDemotion, EvidenceRule } from './entities/observation.entity';

/** The fired rules with the weights the detector scored them with (catalogue or context finding). */
export function evidenceRules(result: BandedResult): EvidenceRule[] {
  const weights = new Map(result.score?.rules.map((r) => [r.id, r.weight]));
  return result.rules.map((id) => ({ id, weight: weights.get(id) ?? 0 }));
}

/**
 * Says why a detection is in band review when, without the organization's demoted rules, it
 * would have been in band enforce; undefined otherwise.
 */
export function demotionOf(
  result: BandedResult,
  undemoted: BandedResult | undefined,
): EvidenceDemotion | undefined {
  if (result.band !== 'review' || undemoted?.band !== 'enforce') return undefined;
  return {
    rules: [...result.demotedRules],
    reason:
      "rests only on rules this organization's reviewers demoted (dismissed at least " +
      `${DEMOTION_MIN_DISMISSALS} times, precision at most ${DEMOTION_MAX_PRECISION}): band ` +
      'review instead of enforce',
  };
}
