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

/**
 * Documents error responses in the one error shape. Every authenticated route gets 400, 401, 413,
 * 415, 429 and 503 from `@ApiAuth()`; routes add the statuses specific to them.
 */
export const ApiErrors = (...statuses: number[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: DESCRIPTIONS[status] ?? 'Error', type: ErrorResponseDto }),
    ),
  );
