import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { GovernanceResponse, Severity } from '../detection/catalogue';
import type { Band } from '../detection/policy';
import type { ReviewStatus } from '../observation.constants';
import type { DetectionMethod } from '../observation.constants';
import type { ContextEvidence } from '../detection/context-aware/checks';

export interface EvidenceExcerpt {
  start: number;
  end: number;
  text: string;
}

/** A rule that fired, with its weight in the pattern's confidence. */
export interface EvidenceRule {
  id: string;
  weight: number;
}

/** Why a detection is in band review although its confidence reached enforceAt. */
export interface EvidenceDemotion {
  /** The fired rules this organization's reviewers demoted. */
  rules: string[];
  reason: string;
}

/** What the detector saw, without the assessed text itself (only its length and hash). */
export interface ObservationEvidence {
  matches: string[];
  matchCount: number;
  excerpts: EvidenceExcerpt[];
  textLength: number;
  textSha256: string;
  /** Absent on observations stored before rules were recorded. */
  rules?: EvidenceRule[];
  /** Present when demoted rules moved the detection from band enforce to review. */
  demotion?: EvidenceDemotion;
  /** Claims the trace or the run contradicts (SPEC §7.2); absent for a text-only detection. */
  context?: ContextEvidence[];
}

/** One detected pattern in one assessed text. */
@Entity('observations')
export class ObservationEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  orgId: string;

  @Column({ type: 'uuid', nullable: true })
  agentId: string | null;

  @Column({ type: 'uuid', nullable: true })
  runId: string | null;

  @Column({ type: 'varchar', length: 16 })
  patternId: string;

  @Column({ type: 'varchar', length: 200 })
  patternName: string;

  @Column({ type: 'varchar', length: 8 })
  severity: Severity;

  /** numeric(3,2): the driver hands it over as decimal text ("0.70"), which is what lists show. */
  @Column({ type: 'numeric', precision: 3, scale: 2 })
  confidence: string;

  @Column({ type: 'varchar', length: 16 })
  detectionMethod: DetectionMethod;

  /** `enforce`: acted on its run (SPEC §6.1); `review`: asks a person, holds nothing. */
  @Column({ type: 'varchar', length: 8 })
  band: Band;

  @Column('jsonb')
  evidence: ObservationEvidence;

  /** The run's gate when the text was assessed; null without a run. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  currentGate: string | null;

  /** The pattern's response when detected: what it did to the run. */
  @Column({ type: 'varchar', length: 16 })
  governanceResponse: GovernanceResponse;

  /** `open` until reviewed; a later review replaces the verdict. */
  @Column({ type: 'varchar', length: 16 })
  reviewStatus: ReviewStatus;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  reviewNote: string | null;

  /** The reviewing actor. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  reviewedBy: string | null;

  @Column({ type: 'uuid', nullable: true })
  reviewedKeyId: string | null;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  reviewedAt: Date | null;

  @Column({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
