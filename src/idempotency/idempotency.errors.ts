import { ConflictError, DomainError, InvalidInputError } from '../common/errors/domain-error';

export class InvalidIdempotencyKeyError extends InvalidInputError {
  constructor() {
    super('INVALID_IDEMPOTENCY_KEY', 'Idempotency-Key must be 1–255 printable ASCII characters');
  }
}

export class IdempotencyInProgressError extends ConflictError {
  constructor() {
    super(
      'IDEMPOTENCY_IN_PROGRESS',
      'a request with this Idempotency-Key is still being processed; retry shortly',
    );
  }
}

export class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super(
      'unprocessable',
      'IDEMPOTENCY_KEY_REUSED',
      'this Idempotency-Key was used with a different request (method, path or body)',
    );
  }
}

export class IdempotencyAnswerLostError extends ConflictError {
  constructor() {
    super(
      'IDEMPOTENCY_ANSWER_LOST',
      'the first request with this Idempotency-Key made its change, but its instance stopped ' +
        'before answering; it is not run again (read the resource to see the result)',
    );
  }
}
