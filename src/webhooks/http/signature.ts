import { createHmac } from 'node:crypto';

/**
 * `X-AG-Signature` value: `sha256=` + lowercase hex HMAC-SHA256 keyed with the webhook secret over
 * `<X-AG-Timestamp>.<raw body>`. The body is signed as the exact bytes sent.
 */
export function signPayload(secret: string, timestamp: string, body: string | Buffer): string {
  const hmac = createHmac('sha256', secret);
  hmac.update(`${timestamp}.`, 'utf8');
  hmac.update(body);
  return `sha256=${hmac.digest('hex')}`;
}
