import { Type } from 'class-transformer';
import { IsDate, IsIn, IsOptional } from 'class-validator';

export const STATS_GROUPINGS = ['pattern', 'rule'] as const;
export type StatsGrouping = (typeof STATS_GROUPINGS)[number];

export class ObservationStatsQueryDto {
  /** `pattern` (default): one entry per catalogue pattern; `rule`: one per rule that fired. */
  @IsOptional()
  @IsIn(STATS_GROUPINGS)
  by?: StatsGrouping;

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
