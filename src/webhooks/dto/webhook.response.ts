import { ALERTING_SEVERITIES, SEVERITIES, Severity } from '../../observation/detection/catalogue';
import { ApiProperty, OmitType } from '@nestjs/swagger';
import { EVENT_TYPES, EventType } from '../../outbox/outbox.constants';
import { WebhookEntity } from '../entities/webhook.entity';

/** A webhook as listed: never its secret. */
export class WebhookResponse {
  @ApiProperty({ format: 'uuid' })
  webhookId: string;

  @ApiProperty({ example: 'https://hooks.example.com/agent-governance' })
  url: string;

  @ApiProperty({ enum: SEVERITIES, isArray: true, example: ALERTING_SEVERITIES })
  events: Severity[];

  @ApiProperty({ enum: EVENT_TYPES, isArray: true, example: ['pattern.detected'] })
  types: EventType[];

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ description: 'Inactive webhooks get no new deliveries.' })
  active: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  static from(webhook: WebhookEntity): WebhookResponse {
    return {
      webhookId: webhook.id,
      url: webhook.url,
      events: webhook.events,
      types: webhook.types,
      description: webhook.description,
      active: webhook.active,
      createdAt: webhook.createdAt.toISOString(),
      updatedAt: webhook.updatedAt.toISOString(),
    };
  }
}

export class WebhookListResponse {
  @ApiProperty({ type: [WebhookResponse] })
  webhooks: WebhookResponse[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
}

/** The answer to registration: the only time, with rotation, that the secret is shown. */
export class CreatedWebhookResponse extends OmitType(WebhookResponse, ['updatedAt'] as const) {
  @ApiProperty({
    example: 'whsec_3q2-7wEXAMPLEw5r6Qm1l0x8b9P4Zk2VnYs1aJ0cU7dTgE',
    description: 'Signing secret (`whsec_` + 32 random bytes, base64url). Shown only here.',
  })
  secret: string;

  static fromCreated(this: void, webhook: WebhookEntity, secret: string): CreatedWebhookResponse {
    const { updatedAt: _updatedAt, ...listed } = WebhookResponse.from(webhook);
    return { ...listed, secret };
  }
}

export class RotatedSecretResponse {
  @ApiProperty({ format: 'uuid' })
  webhookId: string;

  @ApiProperty({
    example: 'whsec_3q2-7wEXAMPLEw5r6Qm1l0x8b9P4Zk2VnYs1aJ0cU7dTgE',
    description: 'The new signing secret, used from the next attempt on. Shown only here.',
  })
  secret: string;
}
