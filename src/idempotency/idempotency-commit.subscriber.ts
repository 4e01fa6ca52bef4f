import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntitySubscriberInterface, TransactionCommitEvent } from 'typeorm';
import { commitFence } from '../database/commit-fence';

/**
 * Makes the idempotency record commit with the change (SPEC §10): every transaction a keyed
 * request commits runs its fence just before COMMIT, in that same transaction (see
 * IdempotencyKeysService.markCommitted).
 */
@Injectable()
export class IdempotencyCommitSubscriber implements EntitySubscriberInterface {
  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    await commitFence.getStore()?.beforeCommit(event.queryRunner);
  }
}
