import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/**
 * Something that must be written in every transaction the current request commits, just before
 * its COMMIT (the idempotency record of a keyed request: SPEC §10). Throwing rolls the
 * transaction back.
 */
export interface CommitFence {
  beforeCommit(runner: QueryRunner): Promise<void>;
}

/** The fence of the request whose handler is running, if any (set by the idempotency interceptor). */
export const commitFence = new AsyncLocalStorage<CommitFence>();

/**
 * Runs a write that is atomic as one statement: as that statement alone, or in a transaction when
 * the request has a fence, so the fence commits with it.
 */
export function writeAtomically<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  return commitFence.getStore() ? dataSource.transaction(work) : work(dataSource.manager);
}
