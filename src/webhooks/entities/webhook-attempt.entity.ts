import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One HTTP attempt of a delivery, as recorded when it ended. */
@Entity('webhook_attempts')
export class WebhookAttemptEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  deliveryId: string;

  @Column('smallint')
  number: number;

  @Column({ type: 'timestamptz', precision: 3 })
  startedAt: Date;

  /** Null when the attempt was lost with the instance making it. */
  @Column({ type: 'integer', nullable: true })
  durationMs: number | null;

  @Column({ type: 'smallint', nullable: true })
  responseStatus: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  /** The first 4 KB of the response body. */
  @Column({ type: 'varchar', length: 4096, nullable: true })
  responseBody: string | null;
}
