import { isStoredAnswer, isValidIdempotencyKey, requestFingerprint } from './idempotency-request';

describe('isValidIdempotencyKey', () => {
  it.each([
    ['a', true],
    ['x'.repeat(255), true],
    [' !~', true],
    ['', false],
    ['x'.repeat(256), false],
    ['tab\there', false],
    ['nul\u0000', false],
    ['é', false],
    ['del\u007f', false],
  ])('%j → %s', (key, valid) => {
    expect(isValidIdempotencyKey(key)).toBe(valid);
  });
});

describe('requestFingerprint', () => {
  const fingerprint = (body: unknown, method = 'POST', path = '/api/v1/agents/register') =>
    requestFingerprint(method, path, body);

  it('ignores key order at every depth and the spelling of numbers', () => {
    expect(fingerprint({ a: 1, b: { c: [1, 2], d: 1e2 } })).toBe(
      fingerprint({ b: { d: 100, c: [1, 2] }, a: 1.0 }),
    );
  });

  it('tells apart different values, array order, paths and methods', () => {
    const base = fingerprint({ a: [1, 2] });
    expect(fingerprint({ a: [2, 1] })).not.toBe(base);
    expect(fingerprint({ a: [1, 2], b: null })).not.toBe(base);
    expect(fingerprint({ a: [1, 2] }, 'POST', '/api/v1/govern/start')).not.toBe(base);
    expect(fingerprint({ a: [1, 2] }, 'PUT')).not.toBe(base);
  });

  it('treats a missing body as null', () => {
    expect(fingerprint(undefined)).toBe(fingerprint(null));
    expect(fingerprint(undefined)).not.toBe(fingerprint({}));
  });
});

describe('isStoredAnswer', () => {
  it.each([
    [200, undefined, true],
    [201, undefined, true],
    [204, undefined, true],
    [400, 'VALIDATION_FAILED', true],
    [404, 'RUN_NOT_FOUND', true],
    [409, 'GATE_MISMATCH', true],
    [409, 'IDEMPOTENCY_IN_PROGRESS', false],
    [429, 'RATE_LIMITED', false],
    [500, 'INTERNAL_ERROR', false],
    [503, 'SERVICE_UNAVAILABLE', false],
  ])('%i %s → %s', (status, code, stored) => {
    expect(isStoredAnswer(status, code)).toBe(stored);
  });
});
