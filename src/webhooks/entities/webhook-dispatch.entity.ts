import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A detection's outbound event: the exact body bytes every delivery and redelivery of it sends,
 * serialised once. Written in the same statement as its deliveries, so it also marks the
 * detection as handled: the reconciler creates deliveries for detections that have none (the
 * process died between the observation commit and the listener's statement).
 */
@Entity('webhook_dispatches')
export class WebhookDispatchEntity {
  @PrimaryColumn('uuid')
  observationId: string;

  @Column('uuid')
  orgId: string;

  @Column({ type: 'varchar', length: 64 })
  event: string;

  @Column('text')
  payload: string;

  @Column({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
