import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { OutboxEventsListener } from './listeners/outbox-events.listener';
import { WebhookDbGate } from './webhook-db-gate';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookDeliveryQueueService } from './webhook-delivery-queue.service';
import { WebhookDispatcher } from './webhook-dispatcher.service';
import { WebhookOutboxRelay } from './webhook-outbox-relay.service';
import { WebhookSecretsService } from './webhook-secrets.service';
import { WebhookSenderService } from './webhook-sender.service';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Registrations, deliveries and their dispatcher. Reads the outbox the domain modules write and
 * listens to their events (to wake up); no domain module imports this one.
 */
@Module({
  imports: [AuditModule],
  controllers: [WebhooksController],
  providers: [
    WebhooksService,
    WebhookSecretsService,
    WebhookDeliveriesService,
    WebhookDbGate,
    WebhookDeliveryQueueService,
    WebhookDispatcher,
    WebhookOutboxRelay,
    WebhookSenderService,
    OutboxEventsListener,
  ],
})
export class WebhooksModule {}
