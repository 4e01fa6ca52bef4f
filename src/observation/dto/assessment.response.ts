import { ApiProperty } from '@nestjs/swagger';
import { PATTERN_CATALOGUE, SEVERITIES, Severity } from '../detection/catalogue';
import { detectionMethodOf } from '../detection/context-aware/method';
import type { Band, BandedDetection } from '../detection/policy';
import { BANDS, DETECTION_METHODS, DetectionMethod } from '../observation.constants';

export class PatternAnalysisResponse {
  @ApiProperty({ example: 'BP-001' })
  patternId: string;

  @ApiProperty({ example: 'Inference Over Execution' })
  patternName: string;

  @ApiProperty({ description: 'Whether the pattern is detected: `band` is not null.' })
  detected: boolean;

  @ApiProperty({
    minimum: 0,
    maximum: 1,
    example: 0.82,
    description: 'Rounded to 2 decimals; 0 when not detected.',
  })
  confidence: number;

  @ApiProperty({
    enum: BANDS,
    nullable: true,
    description:
      '`enforce`: the confidence reached the pattern’s enforceAt and the detection acts on the ' +
      'run; `review`: it reached reviewAt only (or rests on demoted rules) and waits for a ' +
      'person; null: not detected.',
  })
  band: Band | null;

  @ApiProperty({ enum: SEVERITIES })
  severity: Severity;

  @ApiProperty({
    type: [String],
    maxItems: 20,
    description: 'Distinct matched phrases as they appear in the text; empty when not detected.',
  })
  matches: string[];

  @ApiProperty({
    enum: DETECTION_METHODS,
    description:
      '`context-aware` when the text was checked against its trace or run and at least one ' +
      'finding of that check is part of this detection; else `regex`.',
  })
  detectionLayer: DetectionMethod;
}

export class CoOccurrenceResponse {
  @ApiProperty({ type: [String], example: ['BP-001', 'BP-002'] })
  patterns: string[];

  @ApiProperty({ example: 'a false blocker often excuses inference' })
  reason: string;
}

export class AssessmentSummaryResponse {
  @ApiProperty({ minimum: 0, maximum: 8 })
  patternsDetected: number;

  @ApiProperty({ minimum: 0, maximum: 8 })
  patternsClean: number;

  @ApiProperty({
    enum: [...SEVERITIES, 'NONE'],
    description: 'Highest severity detected (P1 > P2 > P3 > ADV); NONE when nothing is detected.',
  })
  highestSeverity: Severity | 'NONE';

  @ApiProperty({ type: [CoOccurrenceResponse] })
  coOccurrences: CoOccurrenceResponse[];
}

export class AssessmentResponse {
  @ApiProperty({
    type: [PatternAnalysisResponse],
    description: `All ${PATTERN_CATALOGUE.length} catalogue patterns, ${PATTERN_CATALOGUE[0].id} first.`,
  })
  analysis: PatternAnalysisResponse[];

  @ApiProperty({ type: AssessmentSummaryResponse })
  summary: AssessmentSummaryResponse;

  @ApiProperty({ minimum: 0, description: 'Observations stored: one per detected pattern.' })
  storedObservations: number;

  static from(detection: BandedDetection, storedObservations: number): AssessmentResponse {
    const analysis = detection.results.map((result): PatternAnalysisResponse => ({
      patternId: result.patternId,
      patternName: result.patternName,
      detected: result.detected,
      confidence: result.detected ? result.confidence : 0,
      band: result.band,
      severity: result.severity,
      matches: result.detected ? result.matches : [],
      detectionLayer: detectionMethodOf(result),
    }));
    return {
      analysis,
      summary: {
        patternsDetected: detection.patternsDetected,
        patternsClean: analysis.length - detection.patternsDetected,
        highestSeverity: detection.highestSeverity,
        coOccurrences: detection.coOccurrences.map(({ patterns, reason }) => ({
          patterns: [...patterns],
          reason,
        })),
      },
      storedObservations,
    };
  }
}
