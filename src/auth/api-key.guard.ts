import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { bearerKey } from './api-key';
import { AddressRateLimiter } from './address-rate-limiter';
import { ApiKeysService } from './api-keys.service';
import { InsufficientRoleError, InvalidApiKeyError } from './auth.errors';
import { AuthContext, AuthenticatedRequest } from './auth-context';
import { IS_PUBLIC_KEY } from './public.decorator';
import { DEFAULT_GRANTS, describeGrants, isAllowed, RoleGrant, ROLES_KEY } from './roles.decorator';

/**
 * The one global guard: every route needs a valid API key unless marked `@Public()`, and the
 * key's role must be granted by the route's `@Roles(...)` (admin only when the route has none).
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly apiKeys: ApiKeysService,
    private readonly limiter: AddressRateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, targets);
    if (isPublic) return true;

    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const auth = await this.authenticate(req);
    req.auth = auth;

    const grants =
      this.reflector.getAllAndOverride<RoleGrant[] | undefined>(ROLES_KEY, targets) ??
      DEFAULT_GRANTS;
    if (!isAllowed(grants, auth.role, req.body)) {
      throw new InsufficientRoleError(auth.role, describeGrants(grants));
    }
    return true;
  }

  /**
   * The caller's key, or 401. A request without a valid key is counted against its address
   * (the throttler guard, which runs next, counts only identified callers): over the limit, 429.
   */
  private async authenticate(req: AuthenticatedRequest): Promise<AuthContext> {
    const header = req.headers.authorization;
    const key = header ? bearerKey(header) : undefined;
    const auth = key ? await this.apiKeys.authenticate(key) : undefined;
    if (auth) return auth;
    await this.limiter.consume(req, this.limiter.unauthenticated);
    if (!header) throw new InvalidApiKeyError('missing Authorization: Bearer <API key> header');
    if (!key) throw new InvalidApiKeyError('malformed API key');
    throw new InvalidApiKeyError('unknown, revoked or expired API key');
  }
}
