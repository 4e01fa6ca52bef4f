/**
 * Reviewers' verdicts teach an organization's detector (SPEC §7.1): a rule its reviewers keep
 * dismissing is demoted (it no longer counts toward band `enforce`); confirmations restore it.
 * Pure: no I/O.
 */

/** Dismissals a rule needs before it can be demoted. */
export const DEMOTION_MIN_DISMISSALS = 5;
/** Demoted while confirmed / (confirmed + dismissed) is at most this. */
export const DEMOTION_MAX_PRECISION = 0.2;

export interface RuleVerdicts {
  readonly confirmed: number;
  readonly dismissed: number;
}

/** confirmed / (confirmed + dismissed); null before any verdict. */
export function precisionOf({ confirmed, dismissed }: RuleVerdicts): number | null {
  const judged = confirmed + dismissed;
  return judged === 0 ? null : confirmed / judged;
}

export function isDemoted(verdicts: RuleVerdicts): boolean {
  const precision = precisionOf(verdicts);
  return (
    verdicts.dismissed >= DEMOTION_MIN_DISMISSALS &&
    precision !== null &&
    precision <= DEMOTION_MAX_PRECISION
  );
}

export type ReviewVerdict = 'confirmed' | 'dismissed';

/** How a review moves one rule's counts: the previous verdict (if any) is replaced. */
export function verdictDelta(
  previous: 'open' | ReviewVerdict,
  verdict: ReviewVerdict,
): RuleVerdicts | null {
  if (previous === verdict) return null;
  const count = (which: ReviewVerdict) =>
    (verdict === which ? 1 : 0) - (previous === which ? 1 : 0);
  return { confirmed: count('confirmed'), dismissed: count('dismissed') };
}
