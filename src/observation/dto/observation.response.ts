import { ApiProperty } from '@nestjs/swagger';
import { GOVERNANCE_RESPONSES, GovernanceResponse } from '../../governance/gate-machine';
import { SEVERITIES, Severity } from '../detection/catalogue';
import { ObservationEntity } from '../entities/observation.entity';
import { DEMOTION_MAX_PRECISION, DEMOTION_MIN_DISMISSALS } from '../../detection-policy/demotion';
import type { Band } from '../detection/policy';
import {
  BANDS,
  DETECTION_METHODS,
  DetectionMethod,
  REVIEW_STATUSES,
  ReviewStatus,
} from '../observation.constants';

export class ObservationReviewResponse {
  @ApiProperty({ enum: REVIEW_STATUSES, description: '`open` until reviewed.' })
  status: ReviewStatus;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The reviewing actor.' })
  actor: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The key used.' })
  keyId: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  reviewedAt: string | null;
}

export class EvidenceExcerptResponse {
  @ApiProperty({ minimum: 0, description: 'Offset of the excerpt in the assessed text.' })
  start: number;

  @ApiProperty({ minimum: 0, description: 'End offset (exclusive).' })
  end: number;

  @ApiProperty({ description: 'The match with up to 60 characters of context each side.' })
  text: string;
}

export class ContextStepResponse {
  @ApiProperty({
    minimum: 0,
    description: "0-based position in the trace's steps as sent (for OTLP, in start-time order).",
  })
  index: number;

  @ApiProperty({ example: 'run_tests', description: "The tool's name, or a message's role." })
  name: string;
}

export class ContextRunEventResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'review_eng' })
  gate: string;

  @ApiProperty({ example: 'submitted' })
  action: string;
}

export class ContextFindingResponse {
  @ApiProperty({ example: 'all tests pass', description: "The claim's words in the text." })
  claim: string;

  @ApiProperty({
    example: 'the last test step failed (exit code 1)',
    description: 'What the trace or the run shows against the claim.',
  })
  finding: string;

  @ApiProperty({
    type: ContextStepResponse,
    required: false,
    description: 'The step that contradicts the claim.',
  })
  step?: ContextStepResponse;

  @ApiProperty({
    type: ContextRunEventResponse,
    required: false,
    description: "The run's history event the claim is measured against (its latest).",
  })
  runEvent?: ContextRunEventResponse;
}

export class EvidenceRuleResponse {
  @ApiProperty({ example: 'BP-005.all-tests-pass' })
  id: string;

  @ApiProperty({
    minimum: 0,
    maximum: 1,
    example: 0.55,
    description: "The rule's weight in the pattern's confidence.",
  })
  weight: number;
}

export class EvidenceDemotionResponse {
  @ApiProperty({
    type: [String],
    description: "The fired rules this organization's reviewers demoted.",
  })
  rules: string[];

  @ApiProperty({ description: 'Why the detection is in band review rather than enforce.' })
  reason: string;
}

export class ObservationEvidenceResponse {
  @ApiProperty({ type: [String], maxItems: 20 })
  matches: string[];

  @ApiProperty({ minimum: 1 })
  matchCount: number;

  @ApiProperty({ type: [EvidenceExcerptResponse] })
  excerpts: EvidenceExcerptResponse[];

  @ApiProperty({
    minimum: 1,
    description:
      'Length of the assessed text as the detector read it (after Unicode NFKC normalization; ' +
      'the excerpt offsets refer to it). The text itself is never stored.',
  })
  textLength: number;

  @ApiProperty({
    pattern: '^[0-9a-f]{64}$',
    description: 'SHA-256 (hex) of the text exactly as submitted (UTF-8).',
  })
  textSha256: string;

  @ApiProperty({
    type: [EvidenceRuleResponse],
    description:
      'The rules that fired. Absent on observations stored before rules were recorded. ' +
      'Reviews count per rule: the basis of demotion.',
  })
  rules?: EvidenceRuleResponse[];

  @ApiProperty({
    type: EvidenceDemotionResponse,
    required: false,
    description:
      'Present when the confidence reached the pattern’s enforceAt but the detection rests only ' +
      'on demoted rules, which put it in band review.',
  })
  demotion?: EvidenceDemotionResponse;

  @ApiProperty({
    type: [ContextFindingResponse],
    required: false,
    description:
      'The context-aware findings (SPEC 7.2): which claim the trace or the run contradicts; ' +
      'absent for a text-only detection.',
  })
  context?: ContextFindingResponse[];
}

export class ObservationResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  agentId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  runId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'build',
    description: "The run's gate when the text was assessed; null without a run.",
  })
  currentGate: string | null;

  @ApiProperty({ example: 'BP-001' })
  patternId: string;

  @ApiProperty({ example: 'Inference Over Execution' })
  patternName: string;

  @ApiProperty({ example: '0.70', description: 'Decimal text with 2 decimals.' })
  confidence: string;

  @ApiProperty({ enum: SEVERITIES })
  severity: Severity;

  @ApiProperty({
    enum: GOVERNANCE_RESPONSES,
    description: 'What the detection does to its run while open (SPEC 6.1).',
  })
  governanceResponse: GovernanceResponse;

  @ApiProperty({ enum: DETECTION_METHODS })
  detectionMethod: DetectionMethod;

  @ApiProperty({
    enum: BANDS,
    description:
      '`enforce`: acts on its run (SPEC 6.1); `review`: waits for a person and holds nothing.',
  })
  band: Band;

  @ApiProperty({ type: ObservationEvidenceResponse })
  evidence: ObservationEvidenceResponse;

  @ApiProperty({ type: ObservationReviewResponse })
  review: ObservationReviewResponse;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  static from(observation: ObservationEntity): ObservationResponse {
    return {
      id: observation.id,
      agentId: observation.agentId,
      runId: observation.runId,
      currentGate: observation.currentGate,
      patternId: observation.patternId,
      patternName: observation.patternName,
      confidence: observation.confidence,
      severity: observation.severity,
      governanceResponse: observation.governanceResponse,
      detectionMethod: observation.detectionMethod,
      band: observation.band,
      evidence: observation.evidence,
      review: {
        status: observation.reviewStatus,
        note: observation.reviewNote,
        actor: observation.reviewedBy,
        keyId: observation.reviewedKeyId,
        reviewedAt: observation.reviewedAt?.toISOString() ?? null,
      },
      createdAt: observation.createdAt.toISOString(),
    };
  }
}

export class ObservationListResponse {
  @ApiProperty({ type: [ObservationResponse] })
  observations: ObservationResponse[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
}

export class PatternStatsResponse {
  @ApiProperty({ example: 'BP-001' })
  patternId: string;

  @ApiProperty({ description: 'Observations of the pattern in the window.' })
  detected: number;

  @ApiProperty()
  open: number;

  @ApiProperty({ description: 'Reviewed as true detections.' })
  confirmed: number;

  @ApiProperty({ description: 'Reviewed as false positives.' })
  dismissed: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'confirmed / (confirmed + dismissed); null before any verdict.',
  })
  precision: number | null;
}

export class ObservationStatsResponse {
  @ApiProperty({ type: [PatternStatsResponse], description: 'One entry per catalogue pattern.' })
  patterns: PatternStatsResponse[];
}

export class RuleStatsResponse {
  @ApiProperty({ example: 'BP-005.all-tests-pass' })
  ruleId: string;

  @ApiProperty({ example: 'BP-005' })
  patternId: string;

  @ApiProperty({ description: 'Observations in the window on which the rule fired.' })
  detected: number;

  @ApiProperty({ description: 'Of those, reviewed as true detections.' })
  confirmed: number;

  @ApiProperty({ description: 'Of those, reviewed as false positives.' })
  dismissed: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'confirmed / (confirmed + dismissed); null before any verdict.',
  })
  precision: number | null;

  @ApiProperty({
    description:
      `Whether the organization's reviewers demoted the rule (over all their verdicts: at least ` +
      `${DEMOTION_MIN_DISMISSALS} dismissals and precision at most ${DEMOTION_MAX_PRECISION}). A ` +
      'detection resting on demoted rules alone lands in band review.',
  })
  demoted: boolean;
}

export class RuleStatsListResponse {
  @ApiProperty({
    type: [RuleStatsResponse],
    description: 'One entry per rule that fired in the window, by pattern and rule id.',
  })
  rules: RuleStatsResponse[];
}
