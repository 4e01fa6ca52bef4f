import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Reviewers' verdicts on one rule's observations in one organization. */
@Entity('detection_rule_verdicts')
export class RuleVerdictEntity {
  @PrimaryColumn('uuid')
  orgId: string;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  ruleId: string;

  @Column({ type: 'varchar', length: 16 })
  patternId: string;

  @Column('int')
  confirmed: number;

  @Column('int')
  dismissed: number;
}
