import { IsString, IsUUID, Length, Matches } from 'class-validator';
import { MAX_RESUME_REASON_LENGTH } from '../governance.constants';
import { IsActorName } from '../../auth/actor-name.decorator';

export class ResumeRunDto {
  @IsUUID()
  runId: string;

  /** Who resumes (1–200 characters); defaults to the key's bound actor. */
  @IsActorName()
  actor?: string;

  /** Why the run may go on (1–1000 characters); recorded in its history and the audit trail. */
  @IsString()
  @Length(1, MAX_RESUME_REASON_LENGTH)
  @Matches(/\S/, { message: 'reason must not be blank' })
  reason: string;
}
