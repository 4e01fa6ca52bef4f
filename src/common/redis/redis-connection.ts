import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfigService } from '../../config/app-config.service';

/** One warning per this interval at most while Redis keeps failing. */
const WARN_EVERY_MS = 10_000;

/**
 * The connection to the Redis server that holds the counters every instance shares (`REDIS_URL`),
 * or none. Commands never wait for a connection: while Redis is unreachable they fail at once, and
 * the callers fall back to counting in this process (fail open: a limit is then held per instance,
 * and no request is refused because Redis is down). That is logged as a warning, at most every ten
 * seconds.
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisConnection.name);
  /** Undefined without `REDIS_URL`. */
  readonly client: Redis | undefined;
  private lastWarning = 0;
  private failuresSinceWarning = 0;
  private failing = false;

  constructor(config: AppConfigService) {
    const url = config.get('redisUrl');
    if (!url) return;
    this.client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      commandTimeout: 2_000,
      retryStrategy: (times) => Math.min(100 * times, 2_000),
      connectionName: 'agent-governance',
    });
    // Without a listener an `error` event would be thrown: Redis going away must not crash us.
    this.client.on('error', (error: Error) => this.failed('connection', error));
    this.client.on('ready', () => {
      if (!this.failing) return;
      this.failing = false;
      this.logger.log('Redis reachable again: limits are shared by all instances again');
    });
  }

  /**
   * A shared counter could not be used (`what`): the caller counts in this process instead.
   */
  failed(what: string, error: unknown): void {
    this.failing = true;
    this.failuresSinceWarning++;
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.logger.warn(
      `Redis unavailable (${what}: ${error instanceof Error ? error.message : String(error)}; ` +
        `${this.failuresSinceWarning} failures): limits are counted per instance until it is back`,
    );
    this.lastWarning = now;
    this.failuresSinceWarning = 0;
  }

  onApplicationShutdown(): void {
    this.client?.disconnect(false);
  }
}
