import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsActorName } from '../../auth/actor-name.decorator';

export class CancelRunDto {
  @IsUUID()
  runId: string;

  /**
   * Who cancels (1–200 characters, not blank); recorded in the audit trail. Optional with a key bound to
   * an actor (which it must then equal); required otherwise.
   */
  @IsActorName()
  actor?: string;

  /** Why, up to 2000 characters; recorded in the audit trail. */
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  reason?: string;
}
