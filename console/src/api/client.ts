import createClient from 'openapi-fetch';
import type { components, paths } from './schema';
import { session } from '../lib/session';

export type Schemas = components['schemas'];

/** An error as the API words it (`code`, `message`), or a network failure in the same shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** Same origin as the service: the console is served by it, so paths are enough. */
export const api = createClient<paths>({ baseUrl: '' });

api.use({
  onRequest({ request }) {
    const key = session.key();
    if (key && !request.headers.has('Authorization'))
      request.headers.set('Authorization', `Bearer ${key}`);
    return request;
  },
  async onResponse({ request, response }) {
    // A key revoked or expired mid-session: sign out with the API's own words.
    const usedStoredKey = request.headers.get('Authorization') === `Bearer ${session.key()}`;
    if (response.status === 401 && usedStoredKey) {
      const error = toApiError(
        response,
        await response
          .clone()
          .json()
          .catch(() => null),
      );
      session.expire(`${error.code}: ${error.message}`);
    }
    return response;
  },
});

function toApiError(response: Response, body: unknown): ApiError {
  const error = (body ?? {}) as Partial<Schemas['ErrorResponseDto']>;
  const message = Array.isArray(error.message) ? error.message.join('; ') : error.message;
  return new ApiError(
    response.status,
    error.code ?? `HTTP_${response.status}`,
    message ?? response.statusText,
    error.requestId,
  );
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of a successful call; otherwise throws an ApiError carrying the API's code and message. */
export async function call<T>(request: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await request;
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'The service did not answer. Check that it is running.');
  }
  if (result.response.ok) return result.data as T;
  throw toApiError(result.response, result.error);
}

/**
 * The per-pattern figures of `GET /observations/stats` (its default grouping; with `by=rule` the
 * same route answers `{ rules }` instead, which this never asks for).
 */
export function patternStats(
  body: Schemas['ObservationStatsResponse'] | Schemas['RuleStatsListResponse'],
): Schemas['ObservationStatsResponse'] {
  return 'patterns' in body ? body : { patterns: [] };
}
