import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../dto/error-response.dto';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (VALIDATION_FAILED, MALFORMED_JSON, JSON_TOO_DEEP, MALFORMED_BODY, INVALID_ID, INVALID_CURSOR, …)',
  401: 'Missing, malformed, unknown, revoked or expired API key (UNAUTHENTICATED)',
  403: 'Refused by policy',
  404: 'Not found, or owned by another organization',
  409: 'Conflicts with the current state',
  413: 'Body over the size limit (BODY_TOO_LARGE) or text too long (TEXT_TOO_LARGE)',
  415: 'Body not sent as UTF-8 application/json (UNSUPPORTED_MEDIA_TYPE)',
  429: 'Rate limit exceeded (RATE_LIMITED); see Retry-After',
  503:
    'Database unavailable or busy (SERVICE_UNAVAILABLE), or too many large bodies in flight ' +
    '(OVERLOADED); see Retry-After',
};

/** Statuses whose answer says when to try again (SPEC §2). */
const RETRY_AFTER_STATUSES = new Set([429, 503]);

const RETRY_AFTER_HEADER = {
  'Retry-After': {
    description: 'Seconds to wait before retrying.',
    schema: { type: 'integer', minimum: 0 },
  },
};

/**
 * Documents error responses in the one error shape. Every authenticated route gets 400, 401, 429
 * and 503 from `@ApiAuth()`, every route that takes a body 413 and 415 from `@ApiBodyErrors()`;
 * routes add the statuses specific to them.
 */
export const ApiErrors = (...statuses: number[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: DESCRIPTIONS[status] ?? 'Error',
        type: ErrorResponseDto,
        ...(RETRY_AFTER_STATUSES.has(status) && { headers: RETRY_AFTER_HEADER }),
      }),
    ),
  );

/** The errors only a request with a JSON body can get: put on every route with `@Body()`. */
export const ApiBodyErrors = () => ApiErrors(413, 415);
