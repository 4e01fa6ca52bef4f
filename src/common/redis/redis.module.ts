import { Global, Module } from '@nestjs/common';
import { RedisConnection } from './redis-connection';
import { SharedInflightBudget } from './shared-inflight-budget';
import { SharedThrottlerStorage } from './shared-throttler-storage';

/** The counters several instances share through Redis (`REDIS_URL`), or keep per process. */
@Global()
@Module({
  providers: [RedisConnection, SharedThrottlerStorage, SharedInflightBudget],
  exports: [RedisConnection, SharedThrottlerStorage, SharedInflightBudget],
})
export class RedisModule {}
