import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsNumber,
  IsPositive,
  Matches,
  Max,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsOptionalNonNull } from '../../common/decorators/is-optional-non-null.decorator';
import { PATTERN_CATALOGUE } from '../../observation/detection/catalogue';

const PATTERN_ID = /^BP-\d{3}$/;

export class PatternPolicyChangeDto {
  @ApiProperty({ pattern: PATTERN_ID.source, example: 'BP-005' })
  @Matches(PATTERN_ID, { message: 'patternId must look like BP-001' })
  patternId: string;

  /** false: the pattern is evaluated but never detected (band null, nothing stored). */
  @IsOptionalNonNull()
  @IsBoolean()
  enabled?: boolean;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 1,
    example: 0.5,
    description: 'A confidence at or above this is a detection (band review at least). In (0, 1].',
  })
  @IsOptionalNonNull()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @IsPositive()
  @Max(1)
  reviewAt?: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1,
    example: 0.8,
    description:
      'At or above this, band enforce (acts on the run); at least reviewAt once merged. null: ' +
      'the pattern never acts on a run.',
  })
  @ValidateIf((_object, value) => value !== undefined && value !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @IsPositive()
  @Max(1)
  enforceAt?: number | null;
}

export class UpdateDetectionPolicyDto {
  @ApiProperty({
    type: [PatternPolicyChangeDto],
    minItems: 1,
    maxItems: PATTERN_CATALOGUE.length,
    description:
      'The patterns to change, each at most once; only the fields given change. Patterns not ' +
      'named keep their values.',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(PATTERN_CATALOGUE.length)
  @ValidateNested({ each: true })
  @Type(() => PatternPolicyChangeDto)
  patterns: PatternPolicyChangeDto[];
}
