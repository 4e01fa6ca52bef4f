import { Severity } from '../../observation/detection/catalogue';
import type { EventType } from '../../outbox/outbox.constants';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('webhooks')
export class WebhookEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  orgId: string;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  /** Severities of `pattern.detected` to deliver. */
  @Column({ type: 'varchar', length: 8, array: true })
  events: Severity[];

  /** Event types to deliver. */
  @Column({ type: 'varchar', length: 32, array: true })
  types: EventType[];

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Column('boolean')
  active: boolean;

  /** AES-256-GCM sealed signing secret (`SecretBox`); null once the webhook is deleted. */
  @Column({ type: 'text', nullable: true })
  secretCiphertext: string | null;

  @Column({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Column({ type: 'timestamptz', precision: 3 })
  updatedAt: Date;

  /** Deleted webhooks are invisible to the API; their delivery history stays. */
  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  deletedAt: Date | null;
}
