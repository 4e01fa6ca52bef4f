import {
  BeforeApplicationShutdown,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { AsyncResource } from 'node:async_hooks';
import { ClaimedAttempt, DeliveryRepository } from './delivery-repository';
import { WebhookSecretsService } from '../webhook-secrets.service';
import { AttemptResult, WebhookSenderService } from '../http/webhook-sender.service';
import {
  DISPATCH_CONCURRENCY,
  DISPATCH_POLL_INTERVAL_MS,
  FAST_ANSWER_MS,
  SLOTS_PER_WEBHOOK,
  SLOTS_PER_WEBHOOK_MAX,
} from './delivery.constants';

/** How a webhook's latest attempt here went; unknown until one ends. */
type ReceiverState = 'failing' | 'answering' | 'answeringFast';

const RECORD_TRIES = 3;
const RECORD_RETRY_MS = 500;
const SECRET_CACHE_SIZE = 1000;
const HEALTH_MEMORY = 10_000;
/** The longest wait between claims while the database fails: recovery is noticed this soon. */
const CLAIM_BACKOFF_MAX_MS = 10_000;

/**
 * Runs due attempts in the background, never on a request's path. One timer: woken at once when
 * deliveries are written here, and polling otherwise for retries that came due and work written
 * by other instances. Concurrency is bounded in total and per webhook, the bound following how the
 * webhook's receiver behaves (more slots while it answers, fewer while it fails or hangs), so a
 * receiver that hangs holds a couple of slots and never the whole pool.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DeliveryWorker.name);
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private wakeRequested = false;
  /** Claims that failed in a row (the database is unreachable or busy). */
  private claimFailures = 0;
  private stopped = true;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly inFlightByWebhook = new Map<string, number>();
  /** How each webhook's receiver answered its latest attempt here. */
  private readonly receivers = new Map<string, ReceiverState>();
  private readonly secretCache = new Map<string, string>();

  constructor(
    private readonly repository: DeliveryRepository,
    private readonly sender: WebhookSenderService,
    private readonly secrets: WebhookSecretsService,
  ) {}

  /** Starts with whatever is already due: work left overdue by a previous run resumes now. */
  onApplicationBootstrap(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops claiming and lets attempts in flight finish and be recorded (each is time-bounded). */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking;
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * New deliveries were written: look for due work now rather than at the next poll. Not needed
   * when every webhook concerned already has all its slots busy here: those slots go on to the
   * new deliveries, and a slot that runs out of work wakes the worker anyway.
   */
  wake(webhookIds?: readonly string[]): void {
    if (this.stopped) return;
    if (webhookIds?.every((id) => this.roomFor(id) <= 0)) return;
    if (this.ticking) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(0);
  }

  /**
   * The timer is armed in the context of the worker's creation, never in that of the request
   * whose commit woke it: a timer inherits the async context it is created in, and the attempts,
   * their records and their log lines (request id included) would otherwise be that request's.
   */
  private readonly schedule = AsyncResource.bind((delayMs: number): void => {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.ticking = this.tick();
    }, delayMs);
    this.timer.unref();
  });

  private async tick(): Promise<void> {
    this.wakeRequested = false;
    try {
      await this.claimAndStart();
      if (this.claimFailures > 0) {
        this.logger.log(
          `claiming due webhook deliveries works again (${this.claimFailures} failed)`,
        );
      }
      this.claimFailures = 0;
    } catch (error) {
      this.claimFailures++;
      // The 1st, 2nd, 4th, 8th… failure in a row: an outage is reported, not repeated every poll.
      if ((this.claimFailures & (this.claimFailures - 1)) === 0) {
        this.logger.error(
          `claiming due webhook deliveries failed (${this.claimFailures} in a row): ${messageOf(error)}`,
        );
      }
    } finally {
      this.ticking = undefined;
    }
    if (this.stopped) return;
    this.schedule(
      this.claimFailures > 0
        ? this.backoffMs()
        : this.wakeRequested
          ? 0
          : DISPATCH_POLL_INTERVAL_MS,
    );
  }

  /** Doubles from the poll interval while claiming keeps failing (a database outage). */
  private backoffMs(): number {
    const exponent = Math.min(this.claimFailures, 10);
    return Math.min(DISPATCH_POLL_INTERVAL_MS * 2 ** exponent, CLAIM_BACKOFF_MAX_MS);
  }

  private async claimAndStart(): Promise<void> {
    const room = DISPATCH_CONCURRENCY - this.inFlight.size;
    if (room <= 0) return;
    const saturated = [...this.inFlightByWebhook.keys()].filter((id) => this.roomFor(id) <= 0);
    const claims = await this.repository.claimDue({
      limit: room,
      saturated,
      perWebhook: SLOTS_PER_WEBHOOK_MAX,
      roomFor: (webhookId) => this.roomFor(webhookId),
    });
    for (const claim of claims) this.start(claim);
  }

  /**
   * Slots a webhook may have here: the default while its receiver is unknown, more once it
   * answers and most while it answers fast, a minimum once it fails (a receiver that hangs costs
   * a slot per timeout).
   */
  private slotsFor(webhookId: string): number {
    return SLOTS_PER_WEBHOOK[this.receivers.get(webhookId) ?? 'unknown'];
  }

  private roomFor(webhookId: string): number {
    return this.slotsFor(webhookId) - (this.inFlightByWebhook.get(webhookId) ?? 0);
  }

  /**
   * A slot: makes the claimed attempt, records it and, while the webhook has more due work, goes
   * straight on with the next one (claimed in the recording transaction), so a busy webhook is
   * not throttled by the claim loop. The slot stays one of the webhook's.
   */
  private start(first: ClaimedAttempt): void {
    const { webhookId } = first;
    this.inFlightByWebhook.set(webhookId, (this.inFlightByWebhook.get(webhookId) ?? 0) + 1);
    const running = (async () => {
      let claim: ClaimedAttempt | null = first;
      while (claim) claim = await this.attempt(claim);
    })().finally(() => {
      this.inFlight.delete(running);
      const left = (this.inFlightByWebhook.get(webhookId) ?? 1) - 1;
      if (left > 0) this.inFlightByWebhook.set(webhookId, left);
      else this.inFlightByWebhook.delete(webhookId);
      // A slot freed: due work it could not take (other webhooks, the batch size) goes now.
      this.wake();
    });
    this.inFlight.add(running);
  }

  /** Makes and records one attempt; answers the webhook's next claimed attempt, if any. */
  private async attempt(claim: ClaimedAttempt): Promise<ClaimedAttempt | null> {
    const result = await this.send(claim);
    if (this.receivers.size >= HEALTH_MEMORY) this.receivers.clear();
    this.receivers.set(
      claim.webhookId,
      !result.succeeded
        ? 'failing'
        : result.durationMs <= FAST_ANSWER_MS
          ? 'answeringFast'
          : 'answering',
    );
    // Go on only while this slot is within the webhook's (possibly reduced) share.
    const goOn = !this.stopped && this.roomFor(claim.webhookId) >= 0;
    for (let tries = 1; ; tries++) {
      try {
        const { next } = await this.repository.record(claim, result, goOn);
        return next;
      } catch (error) {
        if (tries >= RECORD_TRIES) {
          // The lease will expire and the attempt will be settled as lost, then retried.
          this.logger.error(
            `could not record attempt ${claim.attempt} of delivery ${claim.deliveryId}: ` +
              messageOf(error),
          );
          return null;
        }
        await new Promise((resolve) => setTimeout(resolve, RECORD_RETRY_MS * tries));
      }
    }
  }

  /** Decrypted once per sealed value (a rotation seals a new one), not once per attempt. */
  private secretOf(claim: ClaimedAttempt): string {
    if (!claim.secretCiphertext) throw new Error('webhook has no secret');
    const key = `${claim.webhookId}:${claim.secretCiphertext}`;
    let secret = this.secretCache.get(key);
    if (secret === undefined) {
      secret = this.secrets.open(claim.secretCiphertext, claim.webhookId);
      if (this.secretCache.size >= SECRET_CACHE_SIZE) this.secretCache.clear();
      this.secretCache.set(key, secret);
    }
    return secret;
  }

  private async send(claim: ClaimedAttempt): Promise<AttemptResult> {
    // Deleted while this attempt was claimed: the secret is erased; recording cancels the delivery.
    if (!claim.secretCiphertext) return notSent('not sent: the webhook was deleted');
    let secret: string;
    try {
      secret = this.secretOf(claim);
    } catch {
      this.logger.error(
        `webhook ${claim.webhookId}: signing secret cannot be decrypted (SECRET_ENCRYPTION_KEY changed?)`,
      );
      return notSent('not sent: the signing secret cannot be decrypted');
    }
    return this.sender.send({
      deliveryId: claim.deliveryId,
      attempt: claim.attempt,
      event: claim.event,
      url: claim.url,
      secret,
      body: claim.payload,
    });
  }
}

function notSent(error: string): AttemptResult {
  const now = new Date();
  return {
    startedAt: now,
    endedAt: now,
    durationMs: 0,
    succeeded: false,
    responseStatus: null,
    error,
    responseBody: null,
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
