import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { RedisConnection } from './redis-connection';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The throttler's counters (per-key and per-address rate limits, registrations): in Redis when
 * `REDIS_URL` is set, so every instance counts against the same budget; in this process otherwise,
 * and whenever Redis fails (fail open: never a refusal because Redis is down).
 */
@Injectable()
export class SharedThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly local = new ThrottlerStorageService();
  private readonly shared: ThrottlerStorageRedisService | undefined;

  constructor(private readonly redis: RedisConnection) {
    if (redis.client) this.shared = new ThrottlerStorageRedisService(redis.client);
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    if (this.shared) {
      try {
        return await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
      } catch (error) {
        this.redis.failed('rate limit', error);
      }
    }
    return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
  }
}
