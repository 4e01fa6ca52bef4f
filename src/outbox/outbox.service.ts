import { Injectable } from '@nestjs/common';
import { EntityManager, InsertQueryBuilder, ObjectLiteral } from 'typeorm';
import { writeTogether } from '../database/one-statement';
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
    await this.statement(manager, events).execute();
  }

  /**
   * Runs `change` and appends `events` in ONE statement, so both commit together without a
   * transaction: one round trip instead of four.
   */
  async appendWith(
    manager: EntityManager,
    change: InsertQueryBuilder<ObjectLiteral>,
    events: readonly OutboxEvent[],
  ): Promise<void> {
    if (events.length === 0) {
      await change.execute();
      return;
    }
    await writeTogether(manager, [change, this.statement(manager, events)]);
  }

  /** The INSERT of `events` (not empty), for a caller that runs it with its own writes. */
  statement(manager: EntityManager, events: readonly OutboxEvent[]) {
    return manager
      .createQueryBuilder()
      .insert()
      .into(OutboxEventEntity)
      .values(events.map((event) => ({ ...event, processedAt: null })))
      .updateEntity(false);
  }
}
