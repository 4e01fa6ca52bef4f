import { IsOptional, MaxLength } from 'class-validator';
import { IsIsoDate } from '../../common/decorators/is-iso-date.decorator';
import { IsNotBlank } from '../../common/decorators/is-not-blank.decorator';

export class CreateApiKeyDto {
  /** A label to tell keys apart, e.g. "ci" or "rotation-2026-11". */
  @IsOptional()
  @IsNotBlank()
  @MaxLength(200)
  name?: string;

  /** When the key stops working (ISO 8601, in the future). Omit for no expiry. */
  @IsOptional()
  @IsIsoDate()
  expiresAt?: Date;
}
