import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDate, isISO8601 } from 'class-validator';

/**
 * An ISO 8601 date-time string, turned into a `Date`. Only strings are converted: `true`, `0` or
 * a number of milliseconds would otherwise become a date in 1970 (or anywhere) without a word.
 */
export const IsIsoDate = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && isISO8601(value, { strict: true }) ? new Date(value) : value,
    ),
    IsDate({ message: '$property must be an ISO 8601 date-time' }),
  );
