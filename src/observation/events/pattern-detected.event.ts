import { randomUUID } from 'node:crypto';
import type { OutboxEvent } from '../../outbox/outbox.service';
import type { GovernanceResponse, Severity } from '../detection/catalogue';

export interface DetectedPatternInfo {
  id: string;
  name: string;
  severity: Severity;
  category: string;
  reasoning: string;
  governanceResponse: GovernanceResponse;
}

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
 * A detected P1/P2 pattern. Written to the outbox in the observations' transaction (that row is
 * what makes delivery durable) and emitted after commit, which only wakes the delivery. Carries
 * no matched text: nothing downstream may see what the agent wrote.
 */
export class PatternDetectedEvent {
  static readonly eventName = 'pattern.detected';

  constructor(
    readonly orgId: string,
    readonly observationId: string,
    readonly agentId: string | null,
    readonly runId: string | null,
    /** The run's current gate when the text was assessed; null without a run. */
    readonly currentGate: string | null,
    readonly pattern: DetectedPatternInfo,
    readonly confidence: number,
    readonly matchCount: number,
    readonly detectedAt: Date,
  ) {}

  /**
   * The outbox row, with the body every attempt sends, serialised once. Fields are copied one by
   * one so nothing added to the event later can leak into a delivery.
   */
  toOutbox(): OutboxEvent {
    const payload: PatternDetectedPayload = {
      event: PatternDetectedEvent.eventName,
      observationId: this.observationId,
      timestamp: this.detectedAt.toISOString(),
      agentId: this.agentId,
      runId: this.runId,
      currentGate: this.currentGate,
      pattern: {
        id: this.pattern.id,
        name: this.pattern.name,
        severity: this.pattern.severity,
        category: this.pattern.category,
        reasoning: this.pattern.reasoning,
        governanceResponse: this.pattern.governanceResponse,
      },
      detection: { confidence: this.confidence, layer: 'regex', matchCount: this.matchCount },
    };
    return {
      id: randomUUID(),
      orgId: this.orgId,
      type: PatternDetectedEvent.eventName,
      severity: this.pattern.severity,
      observationId: this.observationId,
      runId: this.runId,
      payload: JSON.stringify(payload),
      createdAt: this.detectedAt,
    };
  }
}
