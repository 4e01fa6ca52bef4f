import { Type } from 'class-transformer';
import { IsDate, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class CreateApiKeyDto {
  /** A label to tell keys apart, e.g. "ci" or "rotation-2026-11". */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name?: string;

  /** When the key stops working (ISO 8601, in the future). Omit for no expiry. */
  @IsOptional()
  @Type(() => Date)
  @IsDate()
  expiresAt?: Date;
}
