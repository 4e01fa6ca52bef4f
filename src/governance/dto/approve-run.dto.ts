import { IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';

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
}
