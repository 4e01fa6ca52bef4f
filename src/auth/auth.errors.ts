import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  UnauthenticatedError,
} from '../common/errors/domain-error';
import type { Role } from './roles';

export class InvalidApiKeyError extends UnauthenticatedError {
  constructor(reason: string) {
    super('UNAUTHENTICATED', reason);
  }
}

export class InsufficientRoleError extends ForbiddenError {
  constructor(role: Role, allowed: readonly string[]) {
    super(
      'INSUFFICIENT_ROLE',
      `a key with role ${role} may not do this; it needs role ${allowed.join(' or ')}`,
    );
  }
}

export class ApiKeyNotFoundError extends NotFoundError {
  constructor() {
    super('API_KEY_NOT_FOUND', 'API key not found');
  }
}

export class LastAdminKeyError extends ConflictError {
  constructor() {
    super(
      'LAST_ADMIN_KEY',
      'no other active admin key that does not expire within the next hour would remain; ' +
        'create one before revoking this key',
    );
  }
}

export class KeyLimitReachedError extends ConflictError {
  constructor(limit: number) {
    super(
      'LIMIT_REACHED',
      `the organization already has ${limit} active API keys; revoke one first`,
    );
  }
}

export class AgentBindingError extends InvalidInputError {
  constructor() {
    super('INVALID_KEY_BINDING', 'agentId is required for role agent and only allowed for it');
  }
}

export class InvalidExpiryError extends InvalidInputError {
  constructor() {
    super('INVALID_EXPIRY', 'expiresAt must be in the future');
  }
}

export class ActorMismatchError extends ForbiddenError {
  constructor(bound: string) {
    super('ACTOR_MISMATCH', `this key is bound to actor "${bound}" and may not act as another`);
  }
}

export class ActorRequiredError extends InvalidInputError {
  constructor() {
    super('ACTOR_REQUIRED', 'actor is required: this key is not bound to an actor');
  }
}
