import { Severity } from '../observation/detection/catalogue';

/**
 * Delivery filter (SPEC §8): which webhooks get a detection of this severity. P1 goes to every
 * webhook, P2 to those whose events list it, P3 and ADV to none.
 */
export function audienceOf(severity: string): 'all' | 'listed' | 'none' {
  if (severity === 'P1') return 'all';
  if (severity === 'P2') return 'listed';
  return 'none';
}

export function webhookWants(events: readonly Severity[], severity: string): boolean {
  const audience = audienceOf(severity);
  return audience === 'all' || (audience === 'listed' && events.includes(severity as Severity));
}
