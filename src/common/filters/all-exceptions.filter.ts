import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from '../errors/database-unavailable';
import { DomainError } from '../errors/domain-error';
import { buildErrorBody, defaultCodeFor, ErrorBody, STATUS_BY_KIND } from '../errors/error-body';
import { ValidationFailedError } from '../errors/validation-failed.error';
import { requestIdOf } from '../http/request-id';

/** Seconds a client is asked to wait when the database is unavailable or busy. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** PostgreSQL classes of errors caused by a value the client sent (data exceptions, limits). */
const CLIENT_DATA_SQLSTATE = /^(22|54)/;

/** Errors raised by body-parser before routing (they carry `type` and `status`). */
interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as BodyParserError).type === 'string' &&
    typeof (error as BodyParserError).status === 'number'
  );
}

/**
 * Maps every failure to the one error shape of SPEC §2. Only this class knows HTTP statuses for
 * domain errors; nothing internal (stack, SQL) ever reaches the client.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger(AllExceptionsFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    const body = this.toBody(exception, requestIdOf(req));
    if (res.headersSent) return;
    // RFC 6750: a 401 names the scheme that would have been accepted.
    if (body.statusCode === 401) res.setHeader('WWW-Authenticate', 'Bearer');
    if (body.statusCode === 503)
      res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    res.status(body.statusCode).json(body);
  }

  toBody(exception: unknown, requestId: string): ErrorBody {
    return this.describe(exception, requestId) ?? this.internal(exception, requestId);
  }

  /** The client-facing body of a failure the client can act on; undefined for a bug (500). */
  describe(exception: unknown, requestId: string): ErrorBody | undefined {
    if (exception instanceof ValidationFailedError) {
      return buildErrorBody(400, exception.code, exception.messages, requestId);
    }
    if (exception instanceof DomainError) {
      return buildErrorBody(
        STATUS_BY_KIND[exception.kind],
        exception.code,
        exception.message,
        requestId,
      );
    }
    if (exception instanceof ThrottlerException) {
      return buildErrorBody(429, 'RATE_LIMITED', 'rate limit exceeded, retry later', requestId);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status >= 500) return undefined;
      return buildErrorBody(status, defaultCodeFor(status), messageOf(exception), requestId);
    }
    if (isBodyParserError(exception) && exception.status >= 400 && exception.status < 500) {
      return this.bodyParserBody(exception, requestId);
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`database unavailable: ${describe(exception)}`);
      return buildErrorBody(
        503,
        'SERVICE_UNAVAILABLE',
        'the database is unavailable or busy, retry later',
        requestId,
      );
    }
    if (exception instanceof QueryFailedError) {
      const sqlState = (exception.driverError as { code?: string } | undefined)?.code ?? '';
      if (CLIENT_DATA_SQLSTATE.test(sqlState)) {
        this.logger.warn(`rejected a value the database refused (SQLSTATE ${sqlState})`);
        return buildErrorBody(
          400,
          'INVALID_VALUE',
          'a value in the request is not acceptable',
          requestId,
        );
      }
    }
    return undefined;
  }

  /**
   * An error of the body parser (size, syntax, encoding), raised before routing. Anything it
   * raises without a known `type` is a body that could not be read as sent: 400.
   */
  bodyParserBody(error: unknown, requestId: string): ErrorBody {
    if (!isBodyParserError(error) || error.status >= 500) {
      return buildErrorBody(400, 'MALFORMED_BODY', 'request body could not be decoded', requestId);
    }
    switch (error.type) {
      case 'entity.too.large':
        return buildErrorBody(
          413,
          'BODY_TOO_LARGE',
          'request body exceeds the size limit',
          requestId,
        );
      case 'entity.parse.failed':
        return buildErrorBody(400, 'MALFORMED_JSON', 'request body is not valid JSON', requestId);
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return buildErrorBody(415, 'UNSUPPORTED_ENCODING', 'unsupported body encoding', requestId);
      case 'request.aborted':
      case 'request.size.invalid':
        return buildErrorBody(400, 'MALFORMED_BODY', 'request body was incomplete', requestId);
      default:
        return buildErrorBody(
          error.status,
          defaultCodeFor(error.status),
          'invalid request body',
          requestId,
        );
    }
  }

  private internal(exception: unknown, requestId: string): ErrorBody {
    this.logger.error(
      { err: exception instanceof Error ? exception : String(exception), requestId },
      'unhandled error',
    );
    return buildErrorBody(500, 'INTERNAL_ERROR', 'internal server error', requestId);
  }
}

function messageOf(exception: HttpException): string | string[] {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && message.every((m) => typeof m === 'string')) return message;
  return exception.message;
}

/** The error's name, code and message only: never a query or its parameters. */
function describe(exception: unknown): string {
  const driver: unknown = exception instanceof QueryFailedError ? exception.driverError : exception;
  if (!(driver instanceof Error)) return String(driver);
  const code = (driver as { code?: unknown }).code;
  return `${driver.name}${typeof code === 'string' ? ` ${code}` : ''}: ${driver.message}`;
}
