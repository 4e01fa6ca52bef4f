import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { GATES, Gate } from '../gate-machine';
import { IsActorName } from '../../auth/actor-name.decorator';

export class ApproveRunDto {
  @IsUUID()
  runId: string;

  /**
   * Who approves (1–200 characters, not blank); appears in the run's history. Optional with a key bound to
   * an actor (which it must then equal); required otherwise.
   */
  @IsActorName()
  actor?: string;

  /**
   * The gate being approved; when given it must still be the run's current gate (409
   * GATE_MISMATCH), so a retried request cannot approve the next gate too.
   */
  @IsOptional()
  @IsIn(GATES)
  gate?: Gate;
}
