import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { ENFORCEMENTS, Enforcement } from '../governance.constants';

export class RunPolicyDto {
  /** Separation of duties: the actor who submitted at a gate cannot approve it. Default false. */
  @IsOptional()
  @IsBoolean()
  requireDistinctApprover?: boolean;

  /**
   * `enforce` (default): open HALT, PAUSE and ESCALATE observations hold the run. `monitor`: they
   * are recorded and reviewable but hold nothing.
   */
  @IsOptional()
  @IsIn(ENFORCEMENTS)
  enforcement?: Enforcement;
}
