import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface Receiver {
  url: string;
  /** Each delivery received, in order. */
  receipts: Receipt[];
  close(): Promise<void>;
}

export interface Receipt {
  /** When it arrived (ms since epoch). */
  receivedAt: number;
  /** The body's `timestamp`: when the event happened (ms since epoch). */
  detectedAt: number;
  /** `X-AG-Delivery`, `X-AG-Attempt` and the body's `event` and `observationId`. */
  deliveryId: string;
  attempt: number;
  event: string;
  observationId: string | undefined;
}

/** A webhook receiver on loopback that answers 200 at once, or never answers (`hang`). */
export async function startReceiver(mode: 'ok' | 'hang'): Promise<Receiver> {
  const receipts: Receiver['receipts'] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (mode === 'hang') {
        hanging.add(res);
        return;
      }
      const receivedAt = Date.now();
      let body: { timestamp?: string; event?: string; observationId?: string } = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        // counted all the same, with what the headers say
      }
      receipts.push({
        receivedAt,
        detectedAt: Date.parse(body.timestamp ?? ''),
        deliveryId: String(req.headers['x-ag-delivery'] ?? ''),
        attempt: Number(req.headers['x-ag-attempt'] ?? Number.NaN),
        event: body.event ?? '',
        observationId: body.observationId,
      });
      res.writeHead(200).end('ok');
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    receipts,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
