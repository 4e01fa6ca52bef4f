import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  UnauthenticatedError,
} from '../common/errors/domain-error';

export class SlugTakenError extends ConflictError {
  constructor(slug: string) {
    super('SLUG_TAKEN', `slug "${slug}" is already taken`);
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

export class InvalidApiKeyError extends UnauthenticatedError {
  constructor(reason: string) {
    super('UNAUTHENTICATED', reason);
  }
}
