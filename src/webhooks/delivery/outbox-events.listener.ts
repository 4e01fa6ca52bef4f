import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { RunEvent } from '../../governance/events/run-event';
import { PatternDetectedEvent } from '../../observation/events/pattern-detected.event';
import { OutboxConsumer } from './outbox-consumer.service';

/**
 * Governance and observation emit their events after the commit that wrote them to the outbox:
 * this only wakes the outbox consumer, so the deliveries are written at once rather than at its next poll.
 * Losing a wake-up loses nothing.
 */
@Injectable()
export class OutboxEventsListener {
  constructor(private readonly consumer: OutboxConsumer) {}

  @OnEvent(PatternDetectedEvent.eventName)
  onDetection(): void {
    this.consumer.wake();
  }

  @OnEvent(RunEvent.eventName)
  onRunEvent(): void {
    this.consumer.wake();
  }
}
