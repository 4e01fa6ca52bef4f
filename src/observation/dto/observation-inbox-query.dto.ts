import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { BANDS, REVIEW_STATUSES, ReviewStatus } from '../observation.constants';
import type { Band } from '../detection/policy';
import { ListObservationsQueryDto } from './list-observations-query.dto';

export class ObservationInboxQueryDto extends ListObservationsQueryDto {
  /** Review status: `open` is the reviewers' inbox. */
  @IsOptional()
  @IsIn(REVIEW_STATUSES)
  status?: ReviewStatus;

  /** Only this band: `review` is what waits for a person without holding any run. */
  @IsOptional()
  @IsIn(BANDS)
  band?: Band;

  /** Only this agent's observations. */
  @IsOptional()
  @IsUUID()
  agentId?: string;
}
