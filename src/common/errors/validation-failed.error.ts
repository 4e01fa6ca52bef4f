import { ValidationError } from 'class-validator';
import { DomainError } from './domain-error';

/** The request body or query did not pass validation; `messages` lists every problem. */
export class ValidationFailedError extends DomainError {
  constructor(readonly messages: string[]) {
    super('invalid', 'VALIDATION_FAILED', messages.join('; '));
  }

  /** `exceptionFactory` of the global ValidationPipe. */
  static fromValidationErrors(errors: ValidationError[]): ValidationFailedError {
    return new ValidationFailedError(flatten(errors, ''));
  }
}

function flatten(errors: ValidationError[], parentPath: string): string[] {
  const messages: string[] = [];
  for (const error of errors) {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    for (const message of Object.values(error.constraints ?? {})) {
      // class-validator prefixes nested messages with the leaf name only; show the full path.
      messages.push(parentPath ? `${parentPath}.${message}` : message);
    }
    if (error.children?.length) messages.push(...flatten(error.children, path));
  }
  return messages;
}
