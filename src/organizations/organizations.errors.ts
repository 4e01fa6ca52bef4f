import { ConflictError } from '../common/errors/domain-error';

export class SlugTakenError extends ConflictError {
  constructor(slug: string) {
    super('SLUG_TAKEN', `slug "${slug}" is already taken`);
  }
}
