import { Module } from '@nestjs/common';
import { IdempotencyKeysService } from './idempotency-keys.service';
import { IdempotencySweeper } from './idempotency-sweeper.service';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/** `Idempotency-Key` for every POST: the interceptor is registered globally by AppModule. */
@Module({
  providers: [IdempotencyKeysService, IdempotencySweeper, IdempotencyInterceptor],
  exports: [IdempotencyInterceptor],
})
export class IdempotencyModule {}
