import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export const MAX_ACTOR_LENGTH = 200;

/**
 * An optional `actor` in a request body: 1–200 characters, not blank. Whether it may be omitted or
 * must equal the key's bound actor is `resolveActor`'s rule; this is only its shape.
 */
export const IsActorName = () =>
  applyDecorators(
    IsOptional(),
    IsString(),
    MaxLength(MAX_ACTOR_LENGTH),
    Matches(/\S/, { message: 'actor must not be blank' }),
    ApiPropertyOptional({ type: String, maxLength: MAX_ACTOR_LENGTH, pattern: '\\S' }),
  );
