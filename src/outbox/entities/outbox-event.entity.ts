import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EventType } from '../outbox.constants';

/**
 * One outbound event, written in the transaction of the change it reports, with the exact body
 * every delivery (and redelivery) of it sends. `processedAt` is set once it has been turned into
 * deliveries.
 */
@Entity('outbox_events')
export class OutboxEventEntity {
  /** The event's id (`eventId` in run event bodies). */
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  orgId: string;

  @Column({ type: 'varchar', length: 32 })
  type: EventType;

  /** The detection's severity, for the webhooks' severity filter; null for run events. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  severity: string | null;

  @Column({ type: 'uuid', nullable: true })
  observationId: string | null;

  @Column({ type: 'uuid', nullable: true })
  runId: string | null;

  @Column('text')
  payload: string;

  @Column({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  processedAt: Date | null;
}
