import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '../../common/errors/domain-error';
import { AuthContext } from '../../common/http/auth-context';
import { ApiKeysService } from '../api-keys.service';
import { ApiKeyGuard } from './api-key.guard';

const VALID_KEY = `agk_${'k'.repeat(43)}`;
const CONTEXT: AuthContext = { orgId: 'org-1', keyId: 'key-1' };

function contextFor(headers: Record<string, string>, isPublic = false) {
  const req: { headers: Record<string, string>; auth?: AuthContext } = { headers };
  const reflector = {
    getAllAndOverride: jest.fn().mockReturnValue(isPublic),
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
    await expect(new ApiKeyGuard(reflector, keys).canActivate(ctx)).resolves.toBe(true);
    expect(keys.authenticate).not.toHaveBeenCalled();
  });

  it('attaches the caller to the request for a valid key', async () => {
    const { req, reflector, ctx } = contextFor({ authorization: `Bearer ${VALID_KEY}` });
    const keys = keysService(CONTEXT);
    await expect(new ApiKeyGuard(reflector, keys).canActivate(ctx)).resolves.toBe(true);
    expect(keys.authenticate).toHaveBeenCalledWith(VALID_KEY);
    expect(req.auth).toEqual(CONTEXT);
  });

  it.each([
    ['a missing header', {}],
    ['a malformed key', { authorization: 'Bearer nope' }],
  ])('rejects %s as unauthenticated without a lookup', async (_label, headers) => {
    const { reflector, ctx } = contextFor(headers);
    const keys = keysService(CONTEXT);
    const error = await rejection(new ApiKeyGuard(reflector, keys).canActivate(ctx));
    expect(error.kind).toBe('unauthenticated');
    expect(keys.authenticate).not.toHaveBeenCalled();
  });

  it('rejects an unknown, revoked or expired key, without echoing it', async () => {
    const { reflector, ctx } = contextFor({ authorization: `Bearer ${VALID_KEY}` });
    const error = await rejection(
      new ApiKeyGuard(reflector, keysService(undefined)).canActivate(ctx),
    );
    expect(error.kind).toBe('unauthenticated');
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.message).not.toContain(VALID_KEY);
  });
});
