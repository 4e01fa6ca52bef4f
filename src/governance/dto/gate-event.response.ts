import type { JsonObject } from '../../common/json';
import { ApiProperty } from '@nestjs/swagger';
import { GATES, Gate, HISTORY_ACTIONS, HistoryAction } from '../gate-machine';
import { GateEventEntity } from '../entities/gate-event.entity';

export class GateEventResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  runId: string;

  @ApiProperty({ enum: GATES })
  gate: Gate;

  @ApiProperty({
    enum: HISTORY_ACTIONS,
    description:
      'A gate action, or a change of status: `halted` (actor `system`, evidence ' +
      '`{ observationId, patternId }`), `resumed` and `cancelled` (evidence `{ reason }`).',
  })
  action: HistoryAction;

  @ApiProperty({ example: 'alice@example.com' })
  actor: string;

  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The API key that made the request; null for events the system records.',
  })
  keyId: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true })
  evidence: JsonObject;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  static from(event: GateEventEntity): GateEventResponse {
    return {
      id: event.id,
      runId: event.runId,
      gate: event.gate,
      action: event.action,
      actor: event.actor,
      keyId: event.keyId,
      evidence: event.evidence,
      createdAt: event.createdAt.toISOString(),
    };
  }
}
