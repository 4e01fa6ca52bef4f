import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { DeliveryStatus } from '../webhooks.constants';

/**
 * One detection for one webhook: the outbox row and its retry schedule. The body sent on every
 * attempt is the detection's (`webhook_dispatches.payload`); the organization is the webhook's.
 */
@Entity('webhook_deliveries')
export class WebhookDeliveryEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  webhookId: string;

  @Column('uuid')
  observationId: string;

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
