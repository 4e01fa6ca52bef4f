import { ApiProperty } from '@nestjs/swagger';
import type { OrganizationPolicy } from '../detection-policy.service';
import type { PolicySource } from '../policy-overrides';

const SOURCES: readonly PolicySource[] = ['default', 'organization'];

export class PatternPolicyResponse {
  @ApiProperty({ example: 'BP-005' })
  patternId: string;

  @ApiProperty({ description: 'false: evaluated, never detected (band null, nothing stored).' })
  enabled: boolean;

  @ApiProperty({
    minimum: 0,
    maximum: 1,
    example: 0.5,
    description: 'A confidence at or above this is a detection: band review at least.',
  })
  reviewAt: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1,
    example: 0.8,
    description: 'At or above this, band enforce (acts on a run); null: never acts on a run.',
  })
  enforceAt: number | null;

  @ApiProperty({
    enum: SOURCES,
    description:
      '`organization` when the organization set any of this pattern’s values (the others follow ' +
      'the defaults); `default`: the project’s defaults, which later releases may change.',
  })
  source: PolicySource;
}

export class DetectionPolicyResponse {
  @ApiProperty({ type: [PatternPolicyResponse], description: 'One entry per catalogue pattern.' })
  patterns: PatternPolicyResponse[];

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the organization last changed its policy; null before.',
  })
  updatedAt: string | null;

  static from(policy: OrganizationPolicy): DetectionPolicyResponse {
    return {
      patterns: policy.patterns.map((p) => ({
        patternId: p.patternId,
        enabled: p.enabled,
        reviewAt: p.reviewAt,
        enforceAt: p.enforceAt,
        source: p.source,
      })),
      updatedAt: policy.updatedAt?.toISOString() ?? null,
    };
  }
}
