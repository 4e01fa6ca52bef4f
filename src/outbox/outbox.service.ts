import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { entityInsert, Params, queryPrepared, writeTogether } from '../database/one-statement';
import { OutboxEventEntity } from './entities/outbox-event.entity';

export type OutboxEvent = Omit<OutboxEventEntity, 'processedAt'>;

/**
 * The writing side of the transactional outbox. Domain modules call it with their own
 * transaction's manager, so an event exists exactly when the change it reports committed; the
 * webhooks module reads the rows (it is the only reader) and turns them into deliveries.
 */
@Injectable()
export class OutboxService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One multi-row statement in the caller's transaction. */
  async append(manager: EntityManager, events: readonly OutboxEvent[]): Promise<void> {
    if (events.length === 0) return;
    const params = new Params();
    await queryPrepared(manager, this.statement(events, params), params.values);
  }

  /**
   * Runs `change` (an INSERT written with `params`) and appends `events` in ONE statement, so
   * both commit together without a transaction: one round trip instead of four. With `onlyIf` (a
   * query written with `params`), neither is made when it returns no row: the statement fails
   * (`isWriteConflict`).
   */
  async appendWith(
    manager: EntityManager,
    change: string,
    params: Params,
    events: readonly OutboxEvent[],
    onlyIf?: string,
  ): Promise<void> {
    const writes = events.length === 0 ? [change] : [change, this.statement(events, params)];
    if (onlyIf) {
      await writeTogether(manager, [onlyIf, ...writes], params, 'required');
    } else if (writes.length === 1) {
      await queryPrepared(manager, change, params.values);
    } else {
      await writeTogether(manager, writes, params);
    }
  }

  /** The INSERT of `events` (not empty), with its values in `params`, for a caller that runs it. */
  statement(events: readonly OutboxEvent[], params: Params): string {
    // `processed_at` is left to its default (NULL): the relay sets it.
    return entityInsert(this.dataSource.getMetadata(OutboxEventEntity), events, params);
  }
}
