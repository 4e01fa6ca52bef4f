import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiErrors } from './api-errors.decorator';

/** Documents a controller as needing `Authorization: Bearer <API key>` and its common errors. */
export const ApiAuth = () =>
  applyDecorators(ApiBearerAuth(), ApiErrors(400, 401, 413, 415, 429, 503));
