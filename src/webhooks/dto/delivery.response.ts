import { ApiProperty } from '@nestjs/swagger';
import { WebhookAttemptEntity } from '../entities/webhook-attempt.entity';
import { WebhookDeliveryEntity } from '../entities/webhook-delivery.entity';
import { DELIVERY_STATUSES, DeliveryStatus } from '../webhooks.constants';

export class DeliveryAttemptResponse {
  @ApiProperty({ example: 1, description: 'The `X-AG-Attempt` header sent.' })
  number: number;

  @ApiProperty({ format: 'date-time' })
  startedAt: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Null when the instance making the attempt stopped before it ended.',
  })
  durationMs: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 200 })
  responseStatus: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'timeout after 5000 ms',
    description: 'Why the attempt failed when no 2xx answer came (connection, timeout, redirect).',
  })
  error: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The first 4 KB of the receiver's response body.",
  })
  responseBody: string | null;

  static from(attempt: WebhookAttemptEntity): DeliveryAttemptResponse {
    return {
      number: attempt.number,
      startedAt: attempt.startedAt.toISOString(),
      durationMs: attempt.durationMs,
      responseStatus: attempt.responseStatus,
      error: attempt.error,
      responseBody: attempt.responseBody,
    };
  }
}

export class DeliveryResponse {
  @ApiProperty({
    format: 'uuid',
    description: 'The `X-AG-Delivery` header: receivers dedupe on it.',
  })
  id: string;

  @ApiProperty({ format: 'uuid' })
  webhookId: string;

  @ApiProperty({ example: 'pattern.detected', description: 'The event type (`X-AG-Event`).' })
  event: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The detection delivered (`pattern.detected`); null for run events.',
  })
  observationId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  runId: string | null;

  @ApiProperty({ enum: DELIVERY_STATUSES })
  status: DeliveryStatus;

  @ApiProperty({ type: [DeliveryAttemptResponse], description: 'Oldest first.' })
  attempts: DeliveryAttemptResponse[];

  @ApiProperty({
    format: 'date-time',
    type: String,
    nullable: true,
    description: 'When the next attempt is due; null once the delivery is finished.',
  })
  nextAttemptAt: string | null;

  @ApiProperty({
    format: 'uuid',
    type: String,
    nullable: true,
    description: 'The delivery this one re-sends, for a redelivery.',
  })
  redeliveryOf: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  static from(delivery: WebhookDeliveryEntity, attempts: WebhookAttemptEntity[]): DeliveryResponse {
    return {
      id: delivery.id,
      webhookId: delivery.webhookId,
      event: delivery.event,
      observationId: delivery.observationId,
      runId: delivery.runId,
      status: delivery.status,
      attempts: attempts.map((attempt) => DeliveryAttemptResponse.from(attempt)),
      nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
      redeliveryOf: delivery.redeliveryOf,
      createdAt: delivery.createdAt.toISOString(),
      updatedAt: delivery.updatedAt.toISOString(),
    };
  }
}

export class DeliveryListResponse {
  @ApiProperty({ type: [DeliveryResponse] })
  deliveries: DeliveryResponse[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
}
