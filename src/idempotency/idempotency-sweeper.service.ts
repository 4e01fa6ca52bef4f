import {
  BeforeApplicationShutdown,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { RepeatingTask } from '../common/scheduling/repeating-task';
import { IdempotencyKeysService } from './idempotency-keys.service';
import { IDEMPOTENCY_SWEEP_INTERVAL_MS } from './idempotency.constants';

/**
 * Deletes expired idempotency keys on start and then every ten minutes, so the table holds about
 * one day of POSTs. Between sweeps an expired key is simply taken over by its next claim.
 */
@Injectable()
export class IdempotencySweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(IdempotencySweeper.name);
  private readonly task = new RepeatingTask(() => this.sweep(), IDEMPOTENCY_SWEEP_INTERVAL_MS);

  constructor(private readonly keys: IdempotencyKeysService) {}

  onApplicationBootstrap(): void {
    this.task.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }

  private async sweep(): Promise<void> {
    try {
      const deleted = await this.keys.deleteExpired();
      if (deleted > 0) this.logger.log(`deleted ${deleted} expired idempotency keys`);
    } catch (error) {
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'idempotency sweep failed; retrying at the next interval',
      );
    }
  }
}
