import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AuthenticatedRequest } from './auth-context';

/**
 * Rate limit per API key across all routes (after the API-key guard has identified the caller);
 * public routes are limited per client address.
 */
@Injectable()
export class ApiKeyThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(req: AuthenticatedRequest): Promise<string> {
    return Promise.resolve(req.auth ? `key:${req.auth.keyId}` : `ip:${req.ip ?? 'unknown'}`);
  }

  protected override generateKey(
    _context: ExecutionContext,
    tracker: string,
    name: string,
  ): string {
    return `${name}:${tracker}`;
  }
}
