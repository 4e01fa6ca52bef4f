import type { JsonObject } from '../../common/json';
import { IsIn, IsObject, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { GATE_ACTIONS, GateAction, GATES, Gate } from '../gate-machine';

export class GateTransitionDto {
  @IsUUID()
  runId: string;

  /** Must be the run's current gate. */
  @IsIn(GATES)
  gate: Gate;

  @IsIn(GATE_ACTIONS)
  action: GateAction;

  /**
   * Who acted (1–200 characters, not blank); appears in the run's history. Optional with a key bound to
   * an actor (which it must then equal); required otherwise.
   */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'actor must not be blank' })
  actor?: string;

  /** Free-form object supporting the decision; defaults to `{}`. */
  @IsOptional()
  @IsObject()
  evidence?: JsonObject;
}
