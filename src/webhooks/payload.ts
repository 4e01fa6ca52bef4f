import { Severity } from '../observation/detection/catalogue';
import { PatternDetectedEvent } from '../observation/events/pattern-detected.event';

/** The outbound `pattern.detected` body (SPEC §8): exactly these fields, never matched text. */
export interface PatternDetectedPayload {
  event: typeof PatternDetectedEvent.eventName;
  observationId: string;
  timestamp: string;
  agentId: string | null;
  runId: string | null;
  currentGate: string | null;
  pattern: {
    id: string;
    name: string;
    severity: string;
    category: string;
    reasoning: string;
    governanceResponse: string;
  };
  detection: { confidence: number; layer: 'regex'; matchCount: number };
}

/**
 * The body bytes of every attempt of a delivery, serialised once. Fields are copied one by one so
 * nothing added to the event later can leak into a delivery.
 */
export function serializePayload(event: PatternDetectedEvent): string {
  const payload: PatternDetectedPayload = {
    event: PatternDetectedEvent.eventName,
    observationId: event.observationId,
    timestamp: event.detectedAt.toISOString(),
    agentId: event.agentId,
    runId: event.runId,
    currentGate: event.currentGate,
    pattern: {
      id: event.pattern.id,
      name: event.pattern.name,
      severity: event.pattern.severity,
      category: event.pattern.category,
      reasoning: event.pattern.reasoning,
      governanceResponse: event.pattern.governanceResponse,
    },
    detection: { confidence: event.confidence, layer: 'regex', matchCount: event.matchCount },
  };
  return JSON.stringify(payload);
}

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
