import { Param, ParseUUIDPipe } from '@nestjs/common';
import { InvalidInputError } from '../errors/domain-error';

/** A path parameter that must be a UUID; anything else is a 400 `INVALID_ID`, never a lookup. */
export const IdParam = (name: string) =>
  Param(
    name,
    new ParseUUIDPipe({
      exceptionFactory: () => new InvalidInputError('INVALID_ID', `${name} must be a UUID`),
    }),
  );
