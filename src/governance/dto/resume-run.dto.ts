import { IsOptional, IsString, IsUUID, Length, Matches, MaxLength } from 'class-validator';
import { MAX_RESUME_REASON_LENGTH } from '../governance.constants';

export class ResumeRunDto {
  @IsUUID()
  runId: string;

  /** Who resumes (1–200 characters); defaults to the key's bound actor. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'actor must not be blank' })
  actor?: string;

  /** Why the run may go on (1–1000 characters); recorded in its history and the audit trail. */
  @IsString()
  @Length(1, MAX_RESUME_REASON_LENGTH)
  @Matches(/\S/, { message: 'reason must not be blank' })
  reason: string;
}
