import { signPayload } from './signature';

describe('webhook signature', () => {
  const secret = 'whsec_test';
  const timestamp = '1700000000';
  const body = '{"event":"pattern.detected"}';
  // Computed independently: printf '%s' '1700000000.<body>' | openssl dgst -sha256 -hmac whsec_test
  const expected = 'sha256=0b4c549e0bcc76b7ca79501d2676c963cfb0e4990601925160f4f7b937f500de';

  it('is sha256= and the lowercase hex HMAC of "<timestamp>.<raw body>"', () => {
    expect(signPayload(secret, timestamp, body)).toBe(expected);
  });

  it('signs body bytes and body text alike', () => {
    expect(signPayload(secret, timestamp, Buffer.from(body, 'utf8'))).toBe(expected);
  });

  it.each([
    ['another secret', 'whsec_other', timestamp, body],
    ['another timestamp', secret, '1700000001', body],
    ['a body re-serialised with a space', secret, timestamp, '{"event": "pattern.detected"}'],
  ])('differs with %s', (_case, key, ts, payload) => {
    expect(signPayload(key, ts, payload)).not.toBe(expected);
  });
});
