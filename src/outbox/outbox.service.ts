import { Injectable } from '@nestjs/common';
import { EntityManager, InsertQueryBuilder, ObjectLiteral } from 'typeorm';
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
    await this.insertOf(manager, events).execute();
  }

  /**
   * Runs `change` and appends `events` in ONE statement (the change as a data-modifying CTE), so
   * both commit together without a transaction: one round trip instead of four.
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
    const [changeSql, changeParams] = change.getQueryAndParameters() as [string, unknown[]];
    const [eventsSql, eventParams] = this.insertOf(manager, events).getQueryAndParameters() as [
      string,
      unknown[],
    ];
    // TypeORM numbers both statements' parameters from $1; the events' follow the change's.
    const offset = changeParams.length;
    const shifted = eventsSql.replace(/\$(\d+)/g, (_match, n: string) => `$${Number(n) + offset}`);
    await manager.query(`WITH change AS (${changeSql}) ${shifted}`, [
      ...changeParams,
      ...eventParams,
    ]);
  }

  private insertOf(manager: EntityManager, events: readonly OutboxEvent[]) {
    return manager
      .createQueryBuilder()
      .insert()
      .into(OutboxEventEntity)
      .values(events.map((event) => ({ ...event, processedAt: null })))
      .updateEntity(false);
  }
}
