import { randomUUID } from 'node:crypto';
import type { OutboxEvent } from '../../outbox/outbox.service';
import { PatternSummary, patternSummary } from '../detection/catalogue';
import type { Band } from '../detection/policy';
import type { DetectionMethod } from '../observation.constants';

/** The outbound `pattern.detected` body (SPEC §8): exactly these fields, never matched text. */
export interface PatternDetectedPayload {
  event: typeof PatternDetectedEvent.eventName;
  observationId: string;
  timestamp: string;
  agentId: string | null;
  runId: string | null;
  currentGate: string | null;
  pattern: PatternSummary;
  detection: { confidence: number; band: Band; layer: DetectionMethod; matchCount: number };
}

export interface PatternDetectedInit {
  orgId: string;
  observationId: string;
  agentId: string | null;
  runId: string | null;
  /** The run's current gate when the text was assessed; null without a run. */
  currentGate: string | null;
  pattern: PatternSummary;
  confidence: number;
  band: Band;
  /** The layer that detected it: `context-aware` when a finding of that layer is part of it. */
  layer: DetectionMethod;
  matchCount: number;
  detectedAt: Date;
}

/**
 * A detected P1/P2 pattern. Written to the outbox in the observations' transaction (that row is
 * what makes delivery durable) and emitted after commit, which only wakes the delivery. Carries
 * no matched text: nothing downstream may see what the agent wrote.
 */
export class PatternDetectedEvent implements PatternDetectedInit {
  static readonly eventName = 'pattern.detected';

  readonly orgId: string;
  readonly observationId: string;
  readonly agentId: string | null;
  readonly runId: string | null;
  readonly currentGate: string | null;
  readonly pattern: PatternSummary;
  readonly confidence: number;
  readonly band: Band;
  readonly layer: DetectionMethod;
  readonly matchCount: number;
  readonly detectedAt: Date;

  constructor(init: Readonly<PatternDetectedInit>) {
    this.orgId = init.orgId;
    this.observationId = init.observationId;
    this.agentId = init.agentId;
    this.runId = init.runId;
    this.currentGate = init.currentGate;
    this.pattern = init.pattern;
    this.confidence = init.confidence;
    this.band = init.band;
    this.layer = init.layer;
    this.matchCount = init.matchCount;
    this.detectedAt = init.detectedAt;
  }

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
      pattern: patternSummary(this.pattern),
      detection: {
        confidence: this.confidence,
        band: this.band,
        layer: this.layer,
        matchCount: this.matchCount,
      },
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
