import { ValidateIf } from 'class-validator';

/** Optional, but when present it must not be null (unlike `@IsOptional()`, which skips null). */
export const IsOptionalNonNull = () => ValidateIf((_object, value) => value !== undefined);
