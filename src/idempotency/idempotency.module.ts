import { Module } from '@nestjs/common';
import { IdempotencyCommitSubscriber } from './idempotency-commit.subscriber';
import { IdempotencyKeysService } from './idempotency-keys.service';
import { InstanceLiveness } from './instance-liveness.service';
import { IdempotencySweeper } from './idempotency-sweeper.service';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/** `Idempotency-Key` for every POST: the interceptor is registered globally by AppModule. */
@Module({
  providers: [
    IdempotencyKeysService,
    IdempotencySweeper,
    IdempotencyInterceptor,
    IdempotencyCommitSubscriber,
    InstanceLiveness,
  ],
  exports: [IdempotencyInterceptor],
})
export class IdempotencyModule {}
