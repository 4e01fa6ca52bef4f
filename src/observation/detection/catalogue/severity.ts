/** Severities: their order, and who hears of a detection of each (one home for both). */
export type Severity = 'P1' | 'P2' | 'P3' | 'ADV';
export const SEVERITIES: readonly Severity[] = ['P1', 'P2', 'P3', 'ADV'];

/** Higher is more severe: P1 > P2 > P3 > ADV. */
export const SEVERITY_RANK: Record<Severity, number> = { P1: 4, P2: 3, P3: 2, ADV: 1 };

/**
 * Who hears of a detection of each severity (SPEC §8): a P1 goes to every webhook, a P2 to the
 * webhooks whose `events` list it, a P3 or ADV to none (no `pattern.detected` event is written).
 */
export const SEVERITY_AUDIENCE: Readonly<Record<Severity, 'all' | 'listed' | 'none'>> = {
  P1: 'all',
  P2: 'listed',
  P3: 'none',
  ADV: 'none',
};

/** The severities a `pattern.detected` event announces: P1 and P2. */
export const ALERTING_SEVERITIES: readonly Severity[] = SEVERITIES.filter(
  (severity) => SEVERITY_AUDIENCE[severity] !== 'none',
);
