import type { JsonObject } from '../../common/json';
import { ApiProperty } from '@nestjs/swagger';
import {
  GATES,
  Gate,
  GovernanceResponse,
  HOLDING_RESPONSES,
  RUN_STATUSES,
  RunStatus,
} from '../gate-machine';
import { ENFORCEMENTS, Enforcement } from '../governance.constants';
import type { GovernedRun } from '../governance.service';

export class RunPolicyResponse {
  @ApiProperty({ description: 'The actor who submitted at a gate cannot approve it.' })
  requireDistinctApprover: boolean;

  @ApiProperty({
    enum: ENFORCEMENTS,
    description: 'Whether open detections hold the run (`enforce`) or are only recorded.',
  })
  enforcement: Enforcement;
}

export class BlockerResponse {
  @ApiProperty({ format: 'uuid' })
  observationId: string;

  @ApiProperty({ example: 'BP-003' })
  patternId: string;

  @ApiProperty({ enum: HOLDING_RESPONSES })
  governanceResponse: GovernanceResponse;
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

  @ApiProperty({
    type: [BlockerResponse],
    description:
      'The open observations that hold the run now: HALT ones keep it halted until reviewed and ' +
      'resumed, PAUSE and ESCALATE ones refuse approvals until reviewed. Empty when none.',
  })
  blockers: BlockerResponse[];

  @ApiProperty({ format: 'date-time' })
  startedAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt: string | null;

  static from(run: GovernedRun): RunResponse {
    return {
      id: run.id,
      orgId: run.orgId,
      agentId: run.agentId,
      status: run.status,
      currentGate: run.currentGate,
      metadata: run.metadata,
      policy: {
        requireDistinctApprover: run.policy.requireDistinctApprover,
        enforcement: run.policy.enforcement,
      },
      blockers: run.blockers.map((blocker) => ({ ...blocker })),
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

export class RunChangeResponse {
  @ApiProperty({ type: RunResponse })
  run: RunResponse;
}
