import { ApiProperty } from '@nestjs/swagger';
import { GOVERNANCE_RESPONSES, GovernanceResponse } from '../../governance/gate-machine';
import { PatternDefinition, patternSummary, SEVERITIES, Severity } from '../detection/catalogue';

export class PatternResponse {
  @ApiProperty({ example: 'BP-001' })
  id: string;

  @ApiProperty({ example: 'Inference Over Execution' })
  name: string;

  @ApiProperty({ enum: SEVERITIES })
  severity: Severity;

  @ApiProperty({ example: 'Evidence integrity' })
  category: string;

  @ApiProperty({ description: 'Why the pattern matters.' })
  reasoning: string;

  @ApiProperty({
    enum: GOVERNANCE_RESPONSES,
    description:
      'Recommended response, strongest first: HALT (stop the run), ESCALATE (route to an ' +
      'operator), PAUSE (hold at the current gate), FLAG (annotate for the reviewer).',
  })
  governanceResponse: GovernanceResponse;

  static from(pattern: PatternDefinition): PatternResponse {
    return patternSummary(pattern);
  }
}

export class PatternListResponse {
  @ApiProperty({ type: [PatternResponse] })
  patterns: PatternResponse[];
}
