import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface Receiver {
  url: string;
  /** Receipt times (ms since epoch) paired with the detection timestamp of each delivery. */
  receipts: { receivedAt: number; detectedAt: number }[];
  close(): Promise<void>;
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
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { timestamp?: string };
        receipts.push({ receivedAt, detectedAt: Date.parse(body.timestamp ?? '') });
      } catch {
        receipts.push({ receivedAt, detectedAt: Number.NaN });
      }
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
