import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { OutboxEventEntity } from './entities/outbox-event.entity';

export type OutboxEvent = Omit<OutboxEventEntity, 'processedAt'>;

/**
 * The writing side of the transactional outbox. Domain modules call it with their own
 * transaction's manager, so an event exists exactly when the change it reports committed; the
 * webhooks module reads the rows (it is the only reader) and turns them into deliveries.
 */
@Injectable()
export class OutboxService {
  /** One multi-row statement in the caller's transaction. */
  async append(manager: EntityManager, events: readonly OutboxEvent[]): Promise<void> {
    if (events.length === 0) return;
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxEventEntity)
      .values(events.map((event) => ({ ...event, processedAt: null })))
      .updateEntity(false)
      .execute();
  }
}
