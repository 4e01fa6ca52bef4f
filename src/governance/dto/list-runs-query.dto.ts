import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { PageQueryDto } from '../../common/pagination/page-query.dto';
import { RUN_STATUSES, RunStatus } from '../gate-machine';

const AWAITING = ['decision'] as const;

export class ListRunsQueryDto extends PageQueryDto {
  /** Only this agent's runs (an unknown agent yields an empty page). */
  @IsOptional()
  @IsUUID()
  agentId?: string;

  @IsOptional()
  @IsIn(RUN_STATUSES)
  status?: RunStatus;

  /** `decision`: runs in progress whose latest gate action at the current gate is `submitted`. */
  @IsOptional()
  @IsIn(AWAITING)
  awaiting?: (typeof AWAITING)[number];
}
