import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { buildErrorBody, ErrorBody } from '../errors/error-body';
import { BodyBudget } from './inflight-budget';
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
  /** Where bodies over 64 KB reserve their bytes while they are read and worked on. */
  budget: BodyBudget;
  /** Maps body-parser's errors (size, syntax, encoding) to the error shape. */
  parserErrorBody: (error: unknown, requestId: string) => ErrorBody;
}

/** The size of the body as read, for a body sent without Content-Length (chunked). */
const READ_BYTES = Symbol('readBytes');

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
  const parse = express.json({
    limit: options.limitBytes,
    verify: (req, _res, body) => {
      (req as Request & { [READ_BYTES]?: number })[READ_BYTES] = body.length;
      if (exceedsJsonDepth(body, options.maxDepth)) throw new JsonTooDeepError();
    },
  });
  const reply = (res: Response, body: ErrorBody) => res.status(body.statusCode).json(body);
  const overloaded = (res: Response, requestId: string) => {
    res.setHeader('Retry-After', String(OVERLOADED_RETRY_AFTER_SECONDS));
    reply(
      res,
      buildErrorBody(
        503,
        'OVERLOADED',
        'the server is busy with other requests, retry later',
        requestId,
      ),
    );
  };
  /**
   * Reserves `bytes` until the answer is sent (the parsed text lives as long as the work on it);
   * false when they do not fit. Bodies up to the threshold are not counted.
   */
  const hold = async (res: Response, bytes: number): Promise<boolean> => {
    if (bytes <= BUDGET_THRESHOLD_BYTES) return true;
    const release = await options.budget.reserve(bytes);
    if (!release) return false;
    if (res.writableFinished || res.destroyed) release();
    else res.once('close', release);
    return true;
  };

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
    const parsed = (error?: unknown) => {
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
    };
    const fail = (error: unknown) => next(error);

    const declared = Number(req.headers['content-length']);
    if (Number.isInteger(declared)) {
      // Known before reading: a body that does not fit is refused unread.
      hold(res, declared).then((fits) => {
        if (!fits) return overloaded(res, requestId);
        parse(req, res, parsed);
      }, fail);
      return;
    }
    // Chunked: its size is known once read (at most BODY_LIMIT); it is charged that, not the limit.
    parse(req, res, (error?: unknown) => {
      if (error) return parsed(error);
      const bytes = (req as Request & { [READ_BYTES]?: number })[READ_BYTES] ?? 0;
      hold(res, bytes).then((fits) => (fits ? next() : overloaded(res, requestId)), fail);
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
