import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  createServer,
  IncomingHttpHeaders,
  IncomingMessage,
  Server,
  ServerResponse,
} from 'node:http';
import { AddressInfo } from 'node:net';
import type { PatternDetectedPayload } from '../../src/observation/events/pattern-detected.event';

/**
 * The README's receiver check (same code, typed): HMAC-SHA256 of `<X-AG-Timestamp>.<raw body>` with the
 * secret, compared in constant time, and a timestamp no older than five minutes.
 */
export function verifyAgSignature(
  secret: string,
  headers: IncomingHttpHeaders,
  rawBody: Buffer,
): boolean {
  const timestamp = String(headers['x-ag-timestamp'] ?? '');
  const sig = Buffer.from(String(headers['x-ag-signature'] ?? ''));
  const hmac = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody);
  const want = Buffer.from(`sha256=${hmac.digest('hex')}`);
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) <= 300; // no replays > 5 min old
  return fresh && sig.length === want.length && timingSafeEqual(sig, want);
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  /** The parsed body (a `pattern.detected` payload from the service). */
  body: PatternDetectedPayload;
  /** `Date.now()` when the whole body had arrived. */
  receivedAt: number;
  deliveryId: string;
  attempt: number;
}

export interface Reply {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Send the status, headers and `body`, then never finish the response. */
  stallBody?: boolean;
}

/** How the receiver answers the n-th (0-based) request it gets. */
export type Behavior =
  'ok' | 'fail' | 'hang' | ((request: ReceivedRequest, index: number) => Reply | 'hang');

/** A local HTTP server standing in for a customer's webhook endpoint. */
export class TestReceiver {
  readonly requests: ReceivedRequest[] = [];
  private waiters: { count: number; resolve: () => void }[] = [];
  private hanging = new Set<ServerResponse>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
    public behavior: Behavior,
  ) {}

  static async start(behavior: Behavior = 'ok'): Promise<TestReceiver> {
    const holder: { receiver?: TestReceiver } = {};
    const server = createServer((req, res) => holder.receiver?.handle(req, res));
    server.keepAliveTimeout = 1000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.receiver = new TestReceiver(server, `http://127.0.0.1:${port}/hook`, behavior);
    return holder.receiver;
  }

  /** Resolves once `count` requests have arrived; rejects after `timeoutMs`. */
  async waitForRequests(count: number, timeoutMs = 10_000): Promise<ReceivedRequest[]> {
    if (this.requests.length < count) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(
            new Error(
              `receiver got ${this.requests.length} of ${count} requests in ${timeoutMs} ms`,
            ),
          );
        }, timeoutMs);
        this.waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    }
    return this.requests;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      let body: PatternDetectedPayload;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as PatternDetectedPayload;
      } catch {
        body = {} as PatternDetectedPayload;
      }
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        rawBody,
        body,
        receivedAt: Date.now(),
        deliveryId: String(req.headers['x-ag-delivery'] ?? ''),
        attempt: Number(req.headers['x-ag-attempt']),
      };
      const index = this.requests.push(request) - 1;
      this.reply(res, request, index);
      for (const waiter of [...this.waiters]) {
        if (this.requests.length >= waiter.count) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    });
  }

  private reply(res: ServerResponse, request: ReceivedRequest, index: number): void {
    const behavior = this.behavior;
    const reply: Reply | 'hang' =
      behavior === 'ok'
        ? { status: 200, body: 'ok' }
        : behavior === 'fail'
          ? { status: 500, body: 'receiver error' }
          : behavior === 'hang'
            ? 'hang'
            : behavior(request, index);
    if (reply === 'hang') {
      this.hanging.add(res);
      res.on('close', () => this.hanging.delete(res));
      return;
    }
    res.writeHead(reply.status, { 'Content-Type': 'text/plain', ...reply.headers });
    if (reply.stallBody) {
      res.write(reply.body ?? '');
      this.hanging.add(res);
      res.on('close', () => this.hanging.delete(res));
      return;
    }
    res.end(reply.body ?? '');
  }
}
