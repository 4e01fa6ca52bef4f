import {
  BeforeApplicationShutdown,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { ObservationsService } from '../observation/observations.service';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import {
  RECONCILE_INTERVAL_MS,
  RECONCILE_LOOKBACK_MS,
  RECONCILE_OVERLAP_MS,
  RECONCILE_PAGE_SIZE,
} from './webhooks.constants';

/**
 * Closes the gap between an observation's commit and its deliveries' transaction: if the process
 * died in between (or the listener failed), the detection has no dispatch marker, and this pass,
 * on start and then every minute, creates its deliveries. Idempotent across instances.
 */
@Injectable()
export class WebhookReconciler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(WebhookReconciler.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** Where the next pass starts reading; undefined until the first pass (then: 24 h back). */
  private since: Date | undefined;

  constructor(
    private readonly observations: ObservationsService,
    private readonly deliveries: WebhookDeliveriesService,
  ) {}

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass; answers how many deliveries it created. */
  async reconcile(): Promise<number> {
    const startedAt = new Date();
    let since = this.since ?? new Date(startedAt.getTime() - RECONCILE_LOOKBACK_MS);
    let created = 0;
    for (;;) {
      const events = await this.observations.detectedEventsSince(since, RECONCILE_PAGE_SIZE);
      const done = await this.deliveries.dispatchedAmong(events.map((e) => e.observationId));
      for (const event of events) {
        if (this.stopped || done.has(event.observationId)) continue;
        created += await this.deliveries.createForDetection(event);
      }
      const last = events[events.length - 1];
      if (events.length < RECONCILE_PAGE_SIZE || !last) break;
      // Oldest first, from `since` inclusive: continue from the last one seen.
      if (last.detectedAt.getTime() === since.getTime()) break;
      since = last.detectedAt;
    }
    // Observations commit a little after their timestamp: re-read an overlap next time.
    this.since = new Date(startedAt.getTime() - RECONCILE_OVERLAP_MS);
    if (created > 0) {
      this.logger.warn(`created ${created} webhook deliveries for detections that had none`);
    }
    return created;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.running = this.pass();
    }, delayMs);
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    try {
      await this.reconcile();
    } catch (error) {
      this.logger.error(
        `webhook reconciliation failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      this.running = undefined;
    }
    if (!this.stopped) this.schedule(RECONCILE_INTERVAL_MS);
  }
}
