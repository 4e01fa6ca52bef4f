import { IsString, Matches } from 'class-validator';
import { applyDecorators } from '@nestjs/common';

/** A string with at least one non-whitespace character: a name of only spaces names nothing. */
export const IsNotBlank = () =>
  applyDecorators(IsString(), Matches(/\S/, { message: '$property must not be blank' }));
