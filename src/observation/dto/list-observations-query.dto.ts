import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDate, IsIn, IsOptional, IsUUID, Matches } from 'class-validator';
import { PageQueryDto } from '../../common/pagination/page-query.dto';
import { SEVERITIES, Severity } from '../detection/catalogue';
import { PATTERN_ID_FORMAT } from '../observation.constants';

export class ListObservationsQueryDto extends PageQueryDto {
  /** Only observations of this governance run. */
  @IsOptional()
  @IsUUID()
  runId?: string;

  /** Only this pattern, e.g. BP-001. */
  @ApiPropertyOptional({ pattern: PATTERN_ID_FORMAT.source, example: 'BP-001' })
  @IsOptional()
  @Matches(PATTERN_ID_FORMAT, { message: 'patternId must look like BP-001' })
  patternId?: string;

  @IsOptional()
  @IsIn(SEVERITIES)
  severity?: Severity;

  /** Observations created at or after this time (ISO 8601). */
  @IsOptional()
  @Type(() => Date)
  @IsDate()
  since?: Date;
}
