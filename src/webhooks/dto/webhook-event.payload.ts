import { DETECTION_METHODS, type DetectionMethod } from '../../observation/observation.constants';
import { ApiProperty } from '@nestjs/swagger';
import { GATES, Gate } from '../../governance/gate-machine';
import { PatternResponse } from '../../observation/dto/pattern.response';
import type { RunEventPayload, RunEventType } from '../../governance/events/run-event';
import {
  PatternDetectedEvent,
  type PatternDetectedPayload,
} from '../../observation/events/pattern-detected.event';
import { EVENT_TYPES } from '../../outbox/outbox.constants';
import type { Band } from '../../observation/detection/policy';
import { BANDS } from '../../observation/observation.constants';

/**
 * The bodies the service POSTs to webhooks (SPEC §8), for the OpenAPI document's `webhooks`
 * section: classes only so that @nestjs/swagger turns them into schemas, checked against the
 * payload types the sender serialises (`implements`).
 */
class DetectionSummary {
  @ApiProperty({ example: 0.82, minimum: 0, maximum: 1 })
  confidence: number;

  @ApiProperty({
    enum: BANDS,
    description: '`enforce`: acts on the run; `review`: waits for a person, holds nothing.',
  })
  band: Band;

  @ApiProperty({
    enum: DETECTION_METHODS,
    description:
      'The detection layer: `context-aware` when a claim was checked against the trace or the run.',
  })
  layer: DetectionMethod;

  @ApiProperty({ example: 2, description: 'Matches of the pattern in the assessed text.' })
  matchCount: number;
}

export class PatternDetectedWebhookBody implements PatternDetectedPayload {
  @ApiProperty({ enum: [PatternDetectedEvent.eventName] })
  event: typeof PatternDetectedEvent.eventName;

  @ApiProperty({ format: 'uuid', description: 'The stored observation.' })
  observationId: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-22T12:34:56.789Z' })
  timestamp: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  agentId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  runId: string | null;

  @ApiProperty({
    enum: GATES,
    nullable: true,
    description: "The run's current gate when the text was assessed; null without a run.",
  })
  currentGate: Gate | null;

  @ApiProperty({
    type: PatternResponse,
    description: 'The catalogue pattern: P1 always, P2 to webhooks that list it, never P3 or ADV.',
  })
  pattern: PatternResponse;

  @ApiProperty({ type: DetectionSummary, description: 'Never the matched text.' })
  detection: DetectionSummary;
}

/** Every event type but `pattern.detected`: they share one body. */
export const RUN_EVENT_TYPES = EVENT_TYPES.filter(
  (type): type is RunEventType => type !== PatternDetectedEvent.eventName,
);

export class RunEventWebhookBody implements RunEventPayload {
  @ApiProperty({ enum: RUN_EVENT_TYPES })
  event: RunEventType;

  @ApiProperty({ format: 'uuid', description: 'Unique per event.' })
  eventId: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-22T12:34:56.789Z' })
  timestamp: string;

  @ApiProperty({ format: 'uuid' })
  runId: string;

  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty({ enum: GATES, description: "The run's gate after the change." })
  gate: Gate;

  @ApiProperty({ example: 'alice@acme.example', description: 'Who acted; `system` for a halt.' })
  actor: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The observation that halted the run: `run.halted` only, else null.',
  })
  observationId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why: `run.resumed` and `run.cancelled` only, else null.',
  })
  reason: string | null;
}
