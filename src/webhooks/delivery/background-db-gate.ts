import { Injectable } from '@nestjs/common';
import { ConcurrencyLimit } from './concurrency-limit';
import { BACKGROUND_DB_CONCURRENCY } from './delivery.constants';

/**
 * Bounds the database statements of background webhook work (outbox writes, claims, outcomes) in
 * flight at once, so a burst of deliveries takes a fixed share of the connection pool and of the
 * database and API requests keep the rest.
 */
@Injectable()
export class BackgroundDbGate extends ConcurrencyLimit {
  constructor() {
    super(BACKGROUND_DB_CONCURRENCY);
  }
}
