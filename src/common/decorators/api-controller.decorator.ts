import { Controller } from '@nestjs/common';

/** Base path of the API (SPEC): every route but `GET /health` lives under it. */
const API_PREFIX = 'api/v1';

/**
 * A controller of the API, mounted under `/api/v1`. In the controller's own path rather than a
 * global prefix with an exclusion for health: Nest's route log, the router and the OpenAPI
 * document (built in preview mode too) then all agree that health is at `/health`.
 */
export const ApiController = (path: string) => Controller(`${API_PREFIX}/${path}`);
