import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
/** As the response spells it. */
export const REQUEST_ID_RESPONSE_HEADER = 'X-Request-Id';

/** Accepted from the client only when short and made of safe characters (it is echoed and logged). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

type WithId = IncomingMessage & { id?: string | number | object };

/**
 * Used as pino-http's `genReqId`: the client's `X-Request-Id` when sane, else a new UUID. Sets the
 * response header so every answer carries it.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const existing = (req as WithId).id;
  if (typeof existing === 'string') return existing;
  const header = req.headers[REQUEST_ID_HEADER];
  const id = typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
  (req as WithId).id = id;
  res.setHeader(REQUEST_ID_RESPONSE_HEADER, id);
  return id;
}

export function requestIdOf(req: IncomingMessage): string {
  const id = (req as WithId).id;
  return typeof id === 'string' ? id : '';
}
