import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { PatternDetectedEvent } from '../../observation/events/pattern-detected.event';
import { WebhookDeliveriesService } from '../webhook-deliveries.service';

/**
 * Turns a detection into persisted deliveries (the outbox), off the assess request's path. A
 * failure here loses nothing: the reconciler creates the deliveries of any detection that has no
 * dispatch marker.
 */
@Injectable()
export class PatternDetectedListener {
  private readonly logger = new Logger(PatternDetectedListener.name);

  constructor(private readonly deliveries: WebhookDeliveriesService) {}

  @OnEvent(PatternDetectedEvent.eventName, { async: true })
  async handle(event: PatternDetectedEvent): Promise<void> {
    try {
      await this.deliveries.createForDetection(event);
    } catch (error) {
      this.logger.error(
        `deliveries for observation ${event.observationId} not created yet (the reconciler ` +
          `will retry): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
