import type { JsonObject } from '../../common/json';
import { IsIn, IsObject, IsOptional, IsUUID } from 'class-validator';
import { GATE_ACTIONS, GateAction, GATES, Gate } from '../gate-machine';
import { IsActorName } from '../../auth/actor-name.decorator';

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
  @IsActorName()
  actor?: string;

  /** Free-form object supporting the decision; defaults to `{}`. */
  @IsOptional()
  @IsObject()
  evidence?: JsonObject;
}
