import { BadRequestException, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../errors/domain-error';
import { ValidationFailedError } from '../errors/validation-failed.error';
import { AllExceptionsFilter } from './all-exceptions.filter';

describe('AllExceptionsFilter', () => {
  const filter = new AllExceptionsFilter();
  jest.spyOn(filter['logger'], 'error').mockImplementation(() => undefined);
  jest.spyOn(filter['logger'], 'warn').mockImplementation(() => undefined);

  it.each([
    [new NotFoundError('RUN_NOT_FOUND', 'run not found'), 404, 'Not Found', 'RUN_NOT_FOUND'],
    [new ConflictError('GATE_MISMATCH', 'wrong gate'), 409, 'Conflict', 'GATE_MISMATCH'],
    [new ForbiddenError('SELF_APPROVAL', 'no'), 403, 'Forbidden', 'SELF_APPROVAL'],
    [
      new DomainError('too_large', 'TEXT_TOO_LARGE', 'too long'),
      413,
      'Payload Too Large',
      'TEXT_TOO_LARGE',
    ],
    [
      new DomainError('unauthenticated', 'UNAUTHENTICATED', 'no key'),
      401,
      'Unauthorized',
      'UNAUTHENTICATED',
    ],
  ])('maps %p to %i with its code', (error, status, reason, code) => {
    expect(filter.toBody(error, 'req-1')).toEqual({
      statusCode: status,
      error: reason,
      code,
      message: error.message,
      requestId: 'req-1',
    });
  });

  it('lists every validation message', () => {
    const body = filter.toBody(
      new ValidationFailedError(['a must be a string', 'b should not exist']),
      'r',
    );
    expect(body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: ['a must be a string', 'b should not exist'],
    });
  });

  it('maps framework exceptions to the shape with a default code', () => {
    expect(filter.toBody(new NotFoundException('Cannot GET /x'), 'r')).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
    expect(filter.toBody(new BadRequestException('nope'), 'r')).toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'nope',
    });
    expect(filter.toBody(new ThrottlerException(), 'r')).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
    });
  });

  it.each([
    ['entity.too.large', 413, 413, 'BODY_TOO_LARGE'],
    ['entity.parse.failed', 400, 400, 'MALFORMED_JSON'],
    ['charset.unsupported', 415, 415, 'UNSUPPORTED_ENCODING'],
  ])('maps body-parser error %s to %i', (type, status, expected, code) => {
    const error = Object.assign(new Error('parse'), { type, status });
    expect(filter.toBody(error, 'r')).toMatchObject({ statusCode: expected, code });
  });

  it('answers a value PostgreSQL refused as 400, without SQL', () => {
    const error = new QueryFailedError(
      'SELECT secret FROM t WHERE x = $1',
      ['1'],
      Object.assign(new Error('invalid input syntax'), { code: '22P02' }),
    );
    const body = filter.toBody(error, 'r');
    expect(body).toMatchObject({ statusCode: 400, code: 'INVALID_VALUE' });
    expect(JSON.stringify(body)).not.toContain('SELECT');
  });

  it.each([
    ['a COMMIT on a released query runner', new QueryRunnerAlreadyReleasedError()],
    [
      'a terminated connection',
      new QueryFailedError(
        'UPDATE runs SET x = $1',
        ['secret'],
        Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        }),
      ),
    ],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
  ])('answers %s with 503 SERVICE_UNAVAILABLE, not 500', (_name, error) => {
    expect(filter.toBody(error, 'req-1')).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'SERVICE_UNAVAILABLE',
      message: 'the database is unavailable or busy, retry later',
      requestId: 'req-1',
    });
  });

  it('hides everything about unexpected errors behind a 500', () => {
    const body = filter.toBody(new Error('connection string postgres://user:pw@db leaked'), 'r');
    expect(body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
      message: 'internal server error',
      requestId: 'r',
    });
  });
});
