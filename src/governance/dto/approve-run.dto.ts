import { IsString, IsUUID, Matches, MaxLength } from 'class-validator';

export class ApproveRunDto {
  @IsUUID()
  runId: string;

  /** Who approves (1–200 characters, not blank); appears in the run's history. */
  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'actor must not be blank' })
  actor: string;
}
