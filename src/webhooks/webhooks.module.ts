import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ObservationModule } from '../observation/observation.module';
import { PatternDetectedListener } from './listeners/pattern-detected.listener';
import { WebhookDbGate } from './webhook-db-gate';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookDeliveryQueueService } from './webhook-delivery-queue.service';
import { WebhookDispatcher } from './webhook-dispatcher.service';
import { WebhookReconciler } from './webhook-reconciler.service';
import { WebhookSecretsService } from './webhook-secrets.service';
import { WebhookSenderService } from './webhook-sender.service';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Registrations, the delivery outbox and its dispatcher. Listens to `pattern.detected`; no
 * domain module imports this one.
 */
@Module({
  imports: [AuditModule, ObservationModule],
  controllers: [WebhooksController],
  providers: [
    WebhooksService,
    WebhookSecretsService,
    WebhookDeliveriesService,
    WebhookDbGate,
    WebhookDeliveryQueueService,
    WebhookDispatcher,
    WebhookReconciler,
    WebhookSenderService,
    PatternDetectedListener,
  ],
})
export class WebhooksModule {}
