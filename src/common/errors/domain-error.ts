/**
 * The kind of failure, independent of transport. The global exception filter maps each kind to
 * an HTTP status; services never know about HTTP.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unprocessable'
  | 'rate_limited';

/** A failure a client can act on: a stable machine-readable `code` and a human message. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class NotFoundError extends DomainError {
  constructor(code: string, message: string) {
    super('not_found', code, message);
  }
}

export class ConflictError extends DomainError {
  constructor(code: string, message: string) {
    super('conflict', code, message);
  }
}

export class InvalidInputError extends DomainError {
  constructor(code: string, message: string) {
    super('invalid', code, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(code: string, message: string) {
    super('forbidden', code, message);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(code: string, message: string) {
    super('unauthenticated', code, message);
  }
}
