import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AppConfigService } from '../config/app-config.service';

/** A per-address budget: `limit` requests per `ttlMs`. */
export interface AddressLimit {
  /** Names the counter; `default` is the one the throttler guard keeps per address. */
  name: string;
  ttlMs: number;
  limit: number;
}

/**
 * Counts requests that no API key vouches for against their client address, in the throttler's
 * storage: a missing or invalid key (sharing the address's `default` budget with public routes)
 * and registrations (a budget of their own). `RATE_LIMIT_ENABLED=false` turns it off.
 */
@Injectable()
export class AddressRateLimiter {
  private readonly enabled: boolean;
  readonly unauthenticated: AddressLimit;
  readonly registration: AddressLimit;

  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    config: AppConfigService,
  ) {
    const rateLimit = config.get('rateLimit');
    this.enabled = rateLimit.enabled;
    this.unauthenticated = { name: 'default', ttlMs: 60_000, limit: rateLimit.perMinute };
    this.registration = {
      name: 'registration',
      ttlMs: 3_600_000,
      limit: rateLimit.registrationPerHour,
    };
  }

  /** Counts one request; over the limit, 429 with `Retry-After` (seconds until it unblocks). */
  async consume(req: Request, limit: AddressLimit): Promise<void> {
    if (!this.enabled) return;
    const key = `${limit.name}:ip:${req.ip ?? 'unknown'}`;
    const record = await this.storage.increment(
      key,
      limit.ttlMs,
      limit.limit,
      limit.ttlMs,
      limit.name,
    );
    if (!record.isBlocked) return;
    (req.res as Response | undefined)?.setHeader('Retry-After', String(record.timeToBlockExpire));
    throw new ThrottlerException();
  }
}
