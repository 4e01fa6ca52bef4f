import { Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { InvalidInputError } from '../errors/domain-error';

/**
 * A path parameter that must be a UUID; anything else is a 400 `INVALID_ID`, never a lookup. Also
 * documents the parameter as `format: uuid` on the route.
 */
export const IdParam =
  (name: string): ParameterDecorator =>
  (target, key, index) => {
    Param(
      name,
      new ParseUUIDPipe({
        exceptionFactory: () => new InvalidInputError('INVALID_ID', `${name} must be a UUID`),
      }),
    )(target, key, index);
    if (key === undefined) return;
    const method = Object.getOwnPropertyDescriptor(target, key);
    if (method) ApiParam({ name, schema: { type: 'string', format: 'uuid' } })(target, key, method);
  };
