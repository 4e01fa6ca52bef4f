import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
} from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a pool wait timeout', new Error('timeout exceeded when trying to connect')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['admin shutdown', withCode('57P01')],
    ['too many connections', withCode('53300')],
    ['a connection failure', withCode('08006')],
    [
      'a database closed to connections',
      withCode('55000', 'database "x" is not currently accepting connections'),
    ],
    ['a transaction whose connection died (at COMMIT)', new QueryRunnerAlreadyReleasedError()],
    ['an entity manager whose connection died', new QueryRunnerProviderAlreadyReleasedError()],
    ['a closed client', new Error('Client was closed and is not queryable')],
    ['a crash shutdown', withCode('57P02')],
    ['a reset socket', withCode('ECONNRESET')],
    [
      'a wrapped query failure',
      new QueryFailedError('SELECT 1', [], withCode('57P01', 'terminating connection')),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['an invalid value', withCode('22P02')],
    ['another 55000', withCode('55000', 'cannot do that now')],
    ['a plain bug', new TypeError('x is undefined')],
    ['a string', 'boom'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
