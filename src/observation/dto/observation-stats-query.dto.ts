import { Type } from 'class-transformer';
import { IsDate, IsOptional } from 'class-validator';

export class ObservationStatsQueryDto {
  /** Observations created at or after this time (ISO 8601). */
  @IsOptional()
  @Type(() => Date)
  @IsDate()
  since?: Date;

  /** Observations created before this time (ISO 8601). */
  @IsOptional()
  @Type(() => Date)
  @IsDate()
  until?: Date;
}
