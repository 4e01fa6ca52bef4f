import { IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';

export class CancelRunDto {
  @IsUUID()
  runId: string;

  /**
   * Who cancels (1–200 characters, not blank); recorded in the audit trail. Optional with a key bound to
   * an actor (which it must then equal); required otherwise.
   */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'actor must not be blank' })
  actor?: string;

  /** Why, up to 2000 characters; recorded in the audit trail. */
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  reason?: string;
}
