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

/**
 * Seconds of load before the measured window (`BENCH_WARMUP_SEC`, default 2), on the same
 * connections. Node's event loop (libuv 1.45 and later) accepts one new connection per loop
 * iteration, so a server busy with the requests of the connections it serves takes a second or
 * more to accept 50 new ones (the listen queue held 49 and drained over 0.7–1.4 s, in a plain
 * `http` server too), and the requests a load generator sends as it connects wait that long to be
 * read. Measured from the connect, a dozen such requests decided a scenario's p99 (under 0.3 s
 * inside the server), and two runs of one scenario differed by up to 3×. A long-lived client's
 * connections are open already; the warm-up also lets V8 optimise the route's code.
 */
export const WARM_UP_SEC = Number(process.env.BENCH_WARMUP_SEC ?? 2);

/** What a caller does when the measured window opens (read CPU counters, say). */
export type BeforeMeasuring = () => Promise<void> | void;

/**
 * autocannon from this process against the server process, on loopback: one run of
 * `WARM_UP_SEC` + `durationSec` seconds, of which the figures cover the last `durationSec`
 * (responses received then; latency of the 2xx ones, as autocannon counts it).
 * `beforeMeasuring` runs as the window opens.
 */
export async function runLoad(
  options: LoadOptions,
  beforeMeasuring?: BeforeMeasuring,
): Promise<LoadFigures> {
  const durationSec = options.durationSec ?? 8;
  const latencies: number[] = [];
  let measuring = false;
  let openedAt = 0;
  let responses = 0;
  let non2xx = 0;
  let errors = 0;
  const opened = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      openedAt = performance.now();
      measuring = true;
      Promise.resolve(beforeMeasuring?.()).then(resolve, reject);
    }, WARM_UP_SEC * 1000);
  });
  // Awaited after the run; until then a failure must not count as unhandled.
  opened.catch(() => undefined);
  let finished: (error: Error | null) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    finished = (error) => (error ? reject(error) : resolve());
  });
  const instance = autocannon(
    {
      url: options.url,
      method: options.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(options.headers ?? {}) },
      body: options.body,
      connections: options.connections ?? 50,
      duration: WARM_UP_SEC + durationSec,
      requests: options.nextBody
        ? [
            {
              method: options.method ?? 'POST',
              setupRequest: (req) => ({ ...req, body: options.nextBody!() }),
            },
          ]
        : undefined,
    },
    (error) => finished(error),
  );
  instance.on('response', (_client, statusCode: number, _bytes, responseTime: number) => {
    if (!measuring) return;
    responses++;
    if (statusCode >= 200 && statusCode < 300) latencies.push(Math.floor(responseTime));
    else non2xx++;
  });
  instance.on('reqError', () => {
    if (measuring) errors++;
  });
  await done;
  const closedAt = performance.now();
  await opened;
  latencies.sort((x, y) => x - y);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    reqPerSec: Math.round(responses / ((closedAt - openedAt) / 1000)),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: latencies[latencies.length - 1] ?? 0,
    errors,
    non2xx,
    requests: responses,
  };
}
