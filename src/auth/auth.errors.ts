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

export class LastActiveKeyError extends ConflictError {
  constructor() {
    super(
      'LAST_ACTIVE_KEY',
      "this is the organization's last active API key; create another before revoking it",
    );
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
