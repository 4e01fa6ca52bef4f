import type { JsonObject } from '../../common/json';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Gate, RunStatus } from '../gate-machine';
import type { Enforcement } from '../governance.constants';

/** Rules a run was started with; stored whole, every field present. */
export interface RunPolicy {
  /** The actor who submitted at a gate may not approve it. */
  requireDistinctApprover: boolean;
  /** Whether open detections hold the run (`enforce`) or are only recorded (`monitor`). */
  enforcement: Enforcement;
}

@Entity('governance_runs')
export class RunEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  orgId: string;

  @Column('uuid')
  agentId: string;

  @Column({ type: 'varchar', length: 16 })
  status: RunStatus;

  /** The gate awaiting action; a completed run stays at `approve`, a cancelled one where it was. */
  @Column({ type: 'varchar', length: 16 })
  currentGate: Gate;

  @Column('jsonb')
  metadata: JsonObject;

  @Column('jsonb')
  policy: RunPolicy;

  /** How many gate events the run has: the last event's `seq`. */
  @Column('integer')
  eventCount: number;

  /** The latest gate action at the current gate is `submitted` (`GET /govern?awaiting=decision`). */
  @Column('boolean')
  awaitingDecision: boolean;

  @Column({ type: 'timestamptz', precision: 3 })
  startedAt: Date;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  completedAt: Date | null;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  cancelledAt: Date | null;

  /** Equal to `startedAt`; the keyset pagination column. */
  @Column({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
