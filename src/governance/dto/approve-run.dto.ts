import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { GATES, Gate } from '../gate-machine';

export class ApproveRunDto {
  @IsUUID()
  runId: string;

  /**
   * Who approves (1–200 characters, not blank); appears in the run's history. Optional with a key bound to
   * an actor (which it must then equal); required otherwise.
   */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'actor must not be blank' })
  actor?: string;

  /**
   * The gate being approved; when given it must still be the run's current gate (409
   * GATE_MISMATCH), so a retried request cannot approve the next gate too.
   */
  @IsOptional()
  @IsIn(GATES)
  gate?: Gate;
}
