import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { AuthContext, AuthenticatedRequest } from './auth-context';

function authOf(ctx: ExecutionContext): AuthContext {
  const auth = ctx.switchToHttp().getRequest<AuthenticatedRequest>().auth;
  // The global guard sets it on every non-public route; reaching here without it is a wiring bug.
  if (!auth) throw new Error('route is missing authentication');
  return auth;
}

/** The calling organization's id. */
export const CurrentOrg = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => authOf(ctx).orgId,
);

/** The caller: organization and API key. */
export const CurrentAuth = createParamDecorator((_: unknown, ctx: ExecutionContext) => authOf(ctx));
