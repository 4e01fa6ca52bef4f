import type { JsonObject } from '../../common/json';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Gate, HistoryAction } from '../gate-machine';

/** One accepted transition or change of status of a run. Never updated or deleted. */
@Entity('gate_events')
export class GateEventEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  runId: string;

  @Column('uuid')
  orgId: string;

  /** Position in the run's history, from 1. */
  @Column('integer')
  seq: number;

  @Column({ type: 'varchar', length: 16 })
  gate: Gate;

  @Column({ type: 'varchar', length: 16 })
  action: HistoryAction;

  @Column({ type: 'varchar', length: 200 })
  actor: string;

  /** The API key that made the request; null for events the system records. */
  @Column({ type: 'uuid', nullable: true })
  keyId: string | null;

  @Column('jsonb')
  evidence: JsonObject;

  @Column({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
