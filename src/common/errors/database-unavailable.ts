/**
 * Whether an error means the database cannot serve the request right now (unreachable, shutting
 * down, out of connections, or no pooled connection freed up in time), as opposed to a bug or a
 * bad value: such a request answers 503 and may be retried. Pure: reads only the error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, hops = 0; isObject(current) && hops < 4; hops++) {
    const code = typeof current.code === 'string' ? current.code : '';
    const message = typeof current.message === 'string' ? current.message : '';
    if (UNAVAILABLE_SQLSTATE.test(code) || NETWORK_ERROR_CODES.has(code)) return true;
    if (typeof current.name === 'string' && RELEASED_RUNNER_ERRORS.has(current.name)) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // TypeORM wraps the driver's error in `driverError`; Node wraps causes in `cause`.
    current = current.driverError ?? current.cause;
  }
  return false;
}

/**
 * 08: connection exception; 53: insufficient resources (too many connections); 57P01–57P03:
 * admin or crash shutdown, cannot connect now.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[123])$/;

const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * TypeORM releases a query runner whose connection raised an error, so the transaction's next
 * statement (often its COMMIT) fails with one of these instead of the driver's error.
 */
const RELEASED_RUNNER_ERRORS = new Set([
  'QueryRunnerAlreadyReleasedError',
  'QueryRunnerProviderAlreadyReleasedError',
]);

/** What pg and pg-pool raise without a code. */
const UNAVAILABLE_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  // SQLSTATE 55000 is too broad to map as a class; this is the database refusing connections.
  /is not currently accepting connections$/,
];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
