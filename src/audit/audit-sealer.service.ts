import {
  BeforeApplicationShutdown,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AsyncResource } from 'node:async_hooks';
import {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { RepeatingTask } from '../common/scheduling/repeating-task';
import { AppConfigService } from '../config/app-config.service';
import { AuditChainService } from './audit-chain.service';

/** Where a transaction notes the organizations it wrote audit entries for. */
const WRITTEN_ORGS = 'auditWrittenOrgIds';

/** Organizations looked up per timer pass. */
const SWEEP_ORGS = 100;

/**
 * How long a nudge waits for others before sealing: the commits of a burst are sealed together,
 * so sealing costs a few transactions per second however many commits there are.
 */
const SEAL_BATCH_MS = 50;

/**
 * Seals audit entries just after their transaction commits, off the request path: a committed
 * transaction that wrote entries nudges this (a TypeORM commit subscriber), which seals one
 * organization at a time, coalescing the nudges of SEAL_BATCH_MS and those that arrive while it
 * seals. A timer finds whatever was missed (entries written by another instance that died before
 * sealing, a failed pass).
 */
@Injectable()
export class AuditSealer
  implements EntitySubscriberInterface, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger(AuditSealer.name);
  private readonly pending = new Set<string>();
  private running: Promise<void> | undefined;
  private batching: NodeJS.Timeout | undefined;
  private stopped = true;
  private readonly sweeper: RepeatingTask;
  /**
   * Sealing runs in the context the sealer was created in, not in that of the request whose
   * commit nudged it: its queries and logs are not that request's.
   */
  private readonly startDrain = AsyncResource.bind(() => this.drain());

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly chain: AuditChainService,
    config: AppConfigService,
  ) {
    dataSource.subscribers.push(this);
    this.sweeper = new RepeatingTask(() => this.sweep(), config.get('audit').sealIntervalMs);
  }

  /**
   * Called by the writer before its statement runs. In a transaction, sealing follows that
   * transaction's commit; outside one, the statement commits by itself well within a nudge's
   * batching delay (and the timer seals what a slow one missed).
   */
  noteWrite(manager: EntityManager, orgId: string): void {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) {
      this.nudge([orgId]);
      return;
    }
    const written = (runner.data[WRITTEN_ORGS] ??= new Set<string>()) as Set<string>;
    written.add(orgId);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const orgIds = this.takeWritten(event.queryRunner);
    if (orgIds) this.nudge(orgIds);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.takeWritten(event.queryRunner);
  }

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.sweeper.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.sweeper.stop();
    if (this.batching) {
      // What the last burst wrote is sealed now rather than left to another instance's timer.
      clearTimeout(this.batching);
      this.batching = undefined;
      this.seal();
    }
    await this.running;
  }

  /** The noted organizations once the outermost transaction has ended (savepoints do not count). */
  private takeWritten(runner: QueryRunner): Set<string> | undefined {
    if (runner.isTransactionActive) return undefined;
    const written = runner.data[WRITTEN_ORGS] as Set<string> | undefined;
    delete runner.data[WRITTEN_ORGS];
    return written;
  }

  private nudge(orgIds: Iterable<string>): void {
    for (const orgId of orgIds) this.pending.add(orgId);
    if (this.running || this.batching || this.stopped || this.pending.size === 0) return;
    this.batching = setTimeout(() => {
      this.batching = undefined;
      this.seal();
    }, SEAL_BATCH_MS);
  }

  private seal(): void {
    this.running = this.startDrain().finally(() => {
      this.running = undefined;
      this.nudge([]);
    });
  }

  private async drain(): Promise<void> {
    const orgIds = [...this.pending];
    this.pending.clear();
    for (const orgId of orgIds) {
      try {
        await this.chain.sealOrg(orgId);
      } catch (error) {
        // The timer retries; the entries stay unsealed (and unverified) meanwhile.
        this.logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'sealing audit entries failed',
        );
      }
    }
  }

  private async sweep(): Promise<void> {
    try {
      this.nudge(await this.chain.unsealedOrgIds(SWEEP_ORGS));
    } catch (error) {
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'looking for unsealed audit entries failed',
      );
    }
  }
}
