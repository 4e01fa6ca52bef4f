import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, EntitySubscriberInterface, TransactionCommitEvent } from 'typeorm';
import type { Claim } from './idempotency-keys.service';
import { IdempotencyInProgressError } from './idempotency.errors';

/** The claim of the idempotent request whose handler is running, for its transactions. */
export const currentClaim = new AsyncLocalStorage<Claim>();

/**
 * Makes the idempotency record commit with the change (SPEC §10): every transaction a keyed
 * request commits marks its claim `committed` just before COMMIT, in that same transaction. So
 * a request whose change committed is never run again, even when its instance dies before it
 * stores the answer; and the mark is a fence: a transaction whose claim was taken over meanwhile
 * (its instance looked dead) is rolled back instead of committing twice.
 */
@Injectable()
export class IdempotencyCommitSubscriber implements EntitySubscriberInterface {
  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const claim = currentClaim.getStore();
    if (!claim) return;
    const result = (await event.queryRunner.query(
      `UPDATE idempotency_keys SET committed = true
        WHERE scope = $1 AND idempotency_key = $2 AND claim_token = $3`,
      [claim.scope, claim.key, claim.token],
      true,
    )) as { affected?: number };
    if (!result.affected) throw new IdempotencyInProgressError();
  }
}
