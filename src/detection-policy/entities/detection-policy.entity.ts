import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PolicyOverrides } from '../policy-overrides';

/**
 * What an organization set of its detection policy, and the version of everything its
 * assessments read (the policy and its demoted rules). No row: nothing set, version 0.
 */
@Entity('detection_policies')
export class DetectionPolicyEntity {
  @PrimaryColumn('uuid')
  orgId: string;

  /** Pattern id → the fields the organization set; absent fields follow the defaults. */
  @Column('jsonb')
  patterns: PolicyOverrides;

  /** When the organization last changed its policy; null before. */
  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  updatedAt: Date | null;

  /** bigint: the driver hands it over as decimal text. */
  @Column({ type: 'bigint' })
  version: string;
}
