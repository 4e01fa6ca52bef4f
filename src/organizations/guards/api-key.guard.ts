import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_PUBLIC_KEY } from '../../common/decorators/public.decorator';
import { AuthenticatedRequest } from '../../common/http/auth-context';
import { bearerKey } from '../api-key';
import { ApiKeysService } from '../api-keys.service';
import { InvalidApiKeyError } from '../organizations.errors';

/** The one global guard: every route needs a valid API key unless marked `@Public()`. */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly apiKeys: ApiKeysService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;

    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = req.headers.authorization;
    if (!header) throw new InvalidApiKeyError('missing Authorization: Bearer <API key> header');
    const key = bearerKey(header);
    if (!key) throw new InvalidApiKeyError('malformed API key');
    const auth = await this.apiKeys.authenticate(key);
    if (!auth) throw new InvalidApiKeyError('unknown, revoked or expired API key');
    req.auth = auth;
    return true;
  }
}
