import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AddressRateLimiter } from '../auth/address-rate-limiter';

/**
 * Registration mints a fresh organization with a fresh per-key budget: limited per client
 * address (`REGISTRATION_LIMIT_PER_HOUR`), so one address cannot mint organizations at will.
 */
@Injectable()
export class RegistrationLimitGuard implements CanActivate {
  constructor(private readonly limiter: AddressRateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.limiter.consume(
      context.switchToHttp().getRequest<Request>(),
      this.limiter.registration,
    );
    return true;
  }
}
