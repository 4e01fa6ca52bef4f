import { IsBoolean, IsOptional } from 'class-validator';

export class RunPolicyDto {
  /** Separation of duties: the actor who submitted at a gate cannot approve it. Default false. */
  @IsOptional()
  @IsBoolean()
  requireDistinctApprover?: boolean;
}
