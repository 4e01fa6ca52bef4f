import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhookAttemptEntity } from './entities/webhook-attempt.entity';
import { WebhookDeliveryEntity } from './entities/webhook-delivery.entity';
import { WebhookEntity } from './entities/webhook.entity';
import { AuditModule } from '../audit/audit.module';
import { OutboxEventsListener } from './delivery/outbox-events.listener';
import { BackgroundDbGate } from './delivery/background-db-gate';
import { DeliveryLogService } from './delivery/delivery-log.service';
import { DeliveryRepository } from './delivery/delivery-repository';
import { DeliveryWorker } from './delivery/delivery-worker.service';
import { OutboxConsumer } from './delivery/outbox-consumer.service';
import { WebhookSecretsService } from './webhook-secrets.service';
import { WebhookSenderService } from './http/webhook-sender.service';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Registrations at the root; `delivery/` turns outbox rows into deliveries and makes the
 * attempts; `http/` is the outbound edge. Reads the outbox the domain modules write and listens
 * to their events (to wake up); only the application module imports this one.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([WebhookAttemptEntity, WebhookDeliveryEntity, WebhookEntity]),
    AuditModule,
  ],
  controllers: [WebhooksController],
  providers: [
    WebhooksService,
    WebhookSecretsService,
    DeliveryLogService,
    BackgroundDbGate,
    DeliveryRepository,
    DeliveryWorker,
    OutboxConsumer,
    WebhookSenderService,
    OutboxEventsListener,
  ],
})
export class WebhooksModule {}
