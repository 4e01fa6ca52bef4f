import autocannon from 'autocannon';

export interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  non2xx: number;
  requests: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Builds each request's body (round-robin scenarios). */
  nextBody?: () => string;
  connections?: number;
  durationSec?: number;
}

/** autocannon from this process against the server process, on loopback. */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const headers = { 'content-type': 'application/json', ...(options.headers ?? {}) };
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers,
    body: options.body,
    connections: options.connections ?? 50,
    duration: options.durationSec ?? 8,
    requests: options.nextBody
      ? [
          {
            method: options.method ?? 'POST',
            setupRequest: (req) => ({ ...req, body: options.nextBody!() }),
          },
        ]
      : undefined,
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}
