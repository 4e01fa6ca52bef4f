import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { REVIEW_STATUSES, ReviewStatus } from '../observation.constants';
import { ListObservationsQueryDto } from './list-observations-query.dto';

export class ObservationInboxQueryDto extends ListObservationsQueryDto {
  /** Review status: `open` is the reviewers' inbox. */
  @IsOptional()
  @IsIn(REVIEW_STATUSES)
  status?: ReviewStatus;

  /** Only this agent's observations. */
  @IsOptional()
  @IsUUID()
  agentId?: string;
}
