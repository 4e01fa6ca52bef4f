import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { RunEvent } from '../../governance/events/run-event';
import { PatternDetectedEvent } from '../../observation/events/pattern-detected.event';
import { WebhookOutboxRelay } from '../webhook-outbox-relay.service';

/**
 * Governance and observation emit their events after the commit that wrote them to the outbox:
 * this only wakes the relay, so the deliveries are written at once rather than at its next poll.
 * Losing a wake-up loses nothing.
 */
@Injectable()
export class OutboxEventsListener {
  constructor(private readonly relay: WebhookOutboxRelay) {}

  @OnEvent(PatternDetectedEvent.eventName)
  onDetection(): void {
    this.relay.wake();
  }

  @OnEvent(RunEvent.eventName)
  onRunEvent(): void {
    this.relay.wake();
  }
}
