import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { buildErrorBody, ErrorBody } from '../errors/error-body';
import { InflightBudget } from './inflight-budget';
import { exceedsJsonDepth } from './json-depth';
import { assignRequestId } from './request-id';

/** The only body type the API takes (SPEC §2: anything else is 415). */
const JSON_MEDIA_TYPE = 'application/json';

/**
 * Bodies up to this size are ordinary API calls and never wait on the in-flight budget; larger
 * ones (assessed texts, big configs) are what a burst of would exhaust memory.
 */
const BUDGET_THRESHOLD_BYTES = 64 * 1024;

/** Seconds a client is asked to wait after `503 OVERLOADED`: the budget frees as bodies finish. */
const OVERLOADED_RETRY_AFTER_SECONDS = 1;

export interface JsonBodyOptions {
  limitBytes: number;
  /** Deepest nesting accepted; the top-level container is level 1. */
  maxDepth: number;
  inflightLimitBytes: number;
  /** Maps body-parser's errors (size, syntax, encoding) to the error shape. */
  parserErrorBody: (error: unknown, requestId: string) => ErrorBody;
}

class JsonTooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
}

/**
 * Reads JSON request bodies, refusing before any parsing what the API never accepts: a body not
 * sent as UTF-8 `application/json` (415), one that does not fit the in-flight budget (503, before
 * it is read), and JSON nested deeper than `maxDepth` (400, a linear scan before `JSON.parse`, so
 * neither the parser nor the validation pipe ever walks a hostile structure).
 */
export function jsonBody(options: JsonBodyOptions): RequestHandler {
  const budget = new InflightBudget(options.inflightLimitBytes);
  const parse = express.json({
    limit: options.limitBytes,
    verify: (_req, _res, body) => {
      if (exceedsJsonDepth(body, options.maxDepth)) throw new JsonTooDeepError();
    },
  });
  const reply = (res: Response, body: ErrorBody) => res.status(body.statusCode).json(body);

  return (req: Request, res: Response, next: NextFunction) => {
    // Before parsing, so body errors (413, malformed JSON) carry a request id too.
    const requestId = assignRequestId(req, res);
    if (!hasBody(req)) return next();
    if (!isUtf8Json(req.headers['content-type'])) {
      return reply(
        res,
        buildErrorBody(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          `request body must be sent as ${JSON_MEDIA_TYPE} (UTF-8)`,
          requestId,
        ),
      );
    }
    const declared = Number(req.headers['content-length']);
    const bytes = Number.isInteger(declared) ? declared : options.limitBytes;
    if (bytes > BUDGET_THRESHOLD_BYTES) {
      if (!budget.tryReserve(bytes)) {
        res.setHeader('Retry-After', String(OVERLOADED_RETRY_AFTER_SECONDS));
        return reply(
          res,
          buildErrorBody(
            503,
            'OVERLOADED',
            'the server is busy with other requests, retry later',
            requestId,
          ),
        );
      }
      // Held until the answer is sent: the parsed text lives as long as the work on it.
      res.once('close', () => budget.release(bytes));
    }
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      if (error instanceof JsonTooDeepError) {
        return reply(
          res,
          buildErrorBody(
            400,
            'JSON_TOO_DEEP',
            `request body nests deeper than ${options.maxDepth} levels`,
            requestId,
          ),
        );
      }
      reply(res, options.parserErrorBody(error, requestId));
    });
  };
}

/** As Node and type-is decide it: a declared length above zero, or a chunked body. */
function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0';
}

function isUtf8Json(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [mediaType = '', ...params] = contentType.split(';');
  if (mediaType.trim().toLowerCase() !== JSON_MEDIA_TYPE) return false;
  return params.every((param) => {
    const [name = '', value = ''] = param.split('=');
    if (name.trim().toLowerCase() !== 'charset') return true;
    return /^"?utf-?8"?$/i.test(value.trim());
  });
}
