import type { JsonObject } from '../../common/json';
import { ApiProperty } from '@nestjs/swagger';
import { GATES, Gate, RUN_STATUSES, RunStatus } from '../gate-machine';
import { RunEntity } from '../entities/run.entity';

export class RunPolicyResponse {
  @ApiProperty({ description: 'The actor who submitted at a gate cannot approve it.' })
  requireDistinctApprover: boolean;
}

export class RunResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  orgId: string;

  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty({ enum: RUN_STATUSES })
  status: RunStatus;

  @ApiProperty({
    enum: GATES,
    description:
      'The gate awaiting action. A completed run stays at `approve`; a cancelled run keeps the ' +
      'gate it was cancelled at.',
  })
  currentGate: Gate;

  @ApiProperty({ type: 'object', additionalProperties: true })
  metadata: JsonObject;

  @ApiProperty({ type: RunPolicyResponse })
  policy: RunPolicyResponse;

  @ApiProperty({ format: 'date-time' })
  startedAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt: string | null;

  static from(run: RunEntity): RunResponse {
    return {
      id: run.id,
      orgId: run.orgId,
      agentId: run.agentId,
      status: run.status,
      currentGate: run.currentGate,
      metadata: run.metadata,
      policy: { requireDistinctApprover: run.policy.requireDistinctApprover },
      startedAt: run.startedAt.toISOString(),
      completedAt: run.completedAt ? run.completedAt.toISOString() : null,
    };
  }
}

export class RunListResponse {
  @ApiProperty({ type: [RunResponse] })
  runs: RunResponse[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
}

export class CancelRunResponse {
  @ApiProperty({ type: RunResponse })
  run: RunResponse;
}
