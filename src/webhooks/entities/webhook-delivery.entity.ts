import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { DeliveryStatus } from '../webhooks.constants';

/**
 * One event for one webhook, and its retry schedule. The body sent on every attempt is the
 * event's (`outbox_events.payload`); the organization is the webhook's.
 */
@Entity('webhook_deliveries')
export class WebhookDeliveryEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  webhookId: string;

  /** The outbox event delivered. */
  @Column('uuid')
  eventId: string;

  /** The detection, for `pattern.detected`; null for run events. */
  @Column({ type: 'uuid', nullable: true })
  observationId: string | null;

  @Column({ type: 'uuid', nullable: true })
  runId: string | null;

  @Column({ type: 'varchar', length: 64 })
  event: string;

  @Column({ type: 'varchar', length: 16 })
  status: DeliveryStatus;

  /** Attempts started (claimed), including one in flight. */
  @Column('smallint')
  attemptCount: number;

  /** When the next attempt is due; null once the delivery is finished. */
  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  nextAttemptAt: Date | null;

  /** When the attempt in flight was claimed: the lease's fencing token. */
  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  claimedAt: Date | null;

  /** After this, an attempt claimed but never recorded counts as lost. */
  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  lockedUntil: Date | null;

  @Column({ type: 'uuid', nullable: true })
  redeliveryOf: string | null;

  @Column({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Column({ type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}
