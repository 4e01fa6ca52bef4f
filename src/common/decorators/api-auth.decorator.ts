import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiErrors } from './api-errors.decorator';

/**
 * Documents a controller as needing `Authorization: Bearer <API key>` and the errors any of its
 * routes can answer. Routes with a body add `@ApiBodyErrors()`.
 */
export const ApiAuth = () => applyDecorators(ApiBearerAuth(), ApiErrors(400, 401, 429, 503));
