import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_REVIEW_NOTE_LENGTH, REVIEW_VERDICTS, ReviewVerdict } from '../observation.constants';
import { IsActorName } from '../../auth/actor-name.decorator';

export class ReviewObservationDto {
  /** `confirmed`: a true detection; `dismissed`: a false positive. */
  @IsIn(REVIEW_VERDICTS)
  verdict: ReviewVerdict;

  /** Up to 2000 characters. */
  @IsOptional()
  @IsString()
  @MaxLength(MAX_REVIEW_NOTE_LENGTH)
  note?: string;

  /** Who reviews (1–200 characters); defaults to the key's bound actor. */
  @IsActorName()
  actor?: string;
}
