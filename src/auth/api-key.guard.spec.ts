import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '../common/errors/domain-error';
import { AddressRateLimiter } from './address-rate-limiter';
import { AuthContext } from './auth-context';
import { ApiKeysService } from './api-keys.service';
import { ApiKeyGuard } from './api-key.guard';
import { IS_PUBLIC_KEY } from './public.decorator';
import { RoleGrant, ROLES_KEY } from './roles.decorator';

/** Never over the limit: counting is covered end to end (test/hardening.e2e-spec.ts). */
const LIMITER = {
  consume: jest.fn().mockResolvedValue(undefined),
} as unknown as AddressRateLimiter;

const VALID_KEY = `agk_${'k'.repeat(43)}`;
const CONTEXT: AuthContext = {
  orgId: 'org-1',
  keyId: 'key-1',
  role: 'admin',
  agentId: null,
  actor: null,
};

function contextFor(
  headers: Record<string, string>,
  isPublic = false,
  grants?: RoleGrant[],
  body: unknown = {},
) {
  const req: { headers: Record<string, string>; auth?: AuthContext; body: unknown } = {
    headers,
    body,
  };
  const metadata: Record<string, unknown> = { [IS_PUBLIC_KEY]: isPublic, [ROLES_KEY]: grants };
  const reflector = {
    getAllAndOverride: jest.fn((key: string) => metadata[key]),
  } as unknown as Reflector;
  const ctx = {
    getHandler: () => undefined,
    getClass: () => undefined,
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
  return { req, reflector, ctx };
}

function keysService(result: AuthContext | undefined) {
  return { authenticate: jest.fn().mockResolvedValue(result) } as unknown as ApiKeysService & {
    authenticate: jest.Mock;
  };
}

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a rejection');
}

describe('ApiKeyGuard', () => {
  it('lets public routes through without a key or a lookup', async () => {
    const { reflector, ctx } = contextFor({}, true);
    const keys = keysService(undefined);
    await expect(new ApiKeyGuard(reflector, keys, LIMITER).canActivate(ctx)).resolves.toBe(true);
    expect(keys.authenticate).not.toHaveBeenCalled();
  });

  it('attaches the caller to the request for a valid key', async () => {
    const { req, reflector, ctx } = contextFor({ authorization: `Bearer ${VALID_KEY}` });
    const keys = keysService(CONTEXT);
    await expect(new ApiKeyGuard(reflector, keys, LIMITER).canActivate(ctx)).resolves.toBe(true);
    expect(keys.authenticate).toHaveBeenCalledWith(VALID_KEY);
    expect(req.auth).toEqual(CONTEXT);
  });

  it.each([
    ['a missing header', {}],
    ['a malformed key', { authorization: 'Bearer nope' }],
  ])('rejects %s as unauthenticated without a lookup', async (_label, headers) => {
    const { reflector, ctx } = contextFor(headers);
    const keys = keysService(CONTEXT);
    const error = await rejection(new ApiKeyGuard(reflector, keys, LIMITER).canActivate(ctx));
    expect(error.kind).toBe('unauthenticated');
    expect(keys.authenticate).not.toHaveBeenCalled();
  });

  it('rejects an unknown, revoked or expired key, without echoing it', async () => {
    const { reflector, ctx } = contextFor({ authorization: `Bearer ${VALID_KEY}` });
    const error = await rejection(
      new ApiKeyGuard(reflector, keysService(undefined), LIMITER).canActivate(ctx),
    );
    expect(error.kind).toBe('unauthenticated');
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.message).not.toContain(VALID_KEY);
  });

  describe('roles', () => {
    const submitOnly: RoleGrant = {
      role: 'agent',
      only: 'action submitted',
      when: (body) => (body as { action?: string }).action === 'submitted',
    };
    const guardFor = (role: AuthContext['role'], grants?: RoleGrant[], body: unknown = {}) => {
      const { reflector, ctx } = contextFor(
        { authorization: `Bearer ${VALID_KEY}` },
        false,
        grants,
        body,
      );
      return new ApiKeyGuard(reflector, keysService({ ...CONTEXT, role }), LIMITER).canActivate(
        ctx,
      );
    };

    it('lets a granted role through', async () => {
      await expect(guardFor('reviewer', ['admin', 'reviewer'])).resolves.toBe(true);
    });

    it('refuses a role that is not granted with INSUFFICIENT_ROLE naming the roles needed', async () => {
      const error = await rejection(guardFor('viewer', ['admin', 'reviewer']));
      expect(error.kind).toBe('forbidden');
      expect(error.code).toBe('INSUFFICIENT_ROLE');
      expect(error.message).toContain('viewer');
      expect(error.message).toContain('admin or reviewer');
    });

    it('treats a route without @Roles as admin-only', async () => {
      await expect(guardFor('admin')).resolves.toBe(true);
      const error = await rejection(guardFor('reviewer'));
      expect(error.code).toBe('INSUFFICIENT_ROLE');
    });

    it('grants a conditional role only for the requests its condition allows', async () => {
      await expect(guardFor('agent', ['admin', submitOnly], { action: 'submitted' })).resolves.toBe(
        true,
      );
      const error = await rejection(
        guardFor('agent', ['admin', submitOnly], { action: 'approved' }),
      );
      expect(error.message).toContain('agent (only action submitted)');
    });
  });
});
