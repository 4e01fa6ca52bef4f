import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../src/common/net/free-port';
import { DETECTING_TEXTS, eventually, sleep } from './factories/webhooks';
import { adminQuery, createTestDatabase } from './utils/database';

/** The service as its own process (src/main.ts) with its JSON log lines captured. */
async function startService(
  databaseUrl: string,
): Promise<{ child: ChildProcess; baseUrl: string; logs: () => string[] }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/main.ts'], {
    cwd: join(__dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_TIMEOUT_MS: '1000',
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      RATE_LIMIT_ENABLED: 'false',
      SECRET_ENCRYPTION_KEY: '0'.repeat(64),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const baseUrl = `http://127.0.0.1:${port}`;
  await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`service exited: ${output.slice(-2000)}`);
      return fetch(`${baseUrl}/health`).then(
        (res) => res.ok,
        () => false,
      );
    },
    // ts-node compiles src/main.ts on start: slow on a busy machine.
    120_000,
    'service process health',
  );
  return { child, baseUrl, logs: () => output.split('\n').filter(Boolean) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('Database outage (e2e)', () => {
  let database: { url: string; drop: () => Promise<void> };
  let name: string;
  let service: Awaited<ReturnType<typeof startService>>;
  let auth: Record<string, string>;

  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${service.baseUrl}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...auth, ...init.headers },
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    name = new URL(database.url).pathname.slice(1);
    service = await startService(database.url);
    const res = await call('/api/v1/auth/register', {
      method: 'POST',
      body: JSON.stringify({ name: 'Outage Org', slug: `outage-${process.pid}` }),
    });
    const body = (await res.json()) as { apiKey: string };
    auth = { Authorization: `Bearer ${body.apiKey}` };
  }, 150_000);

  afterAll(async () => {
    await adminQuery(process.env.DATABASE_URL!, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    await stop(service.child);
    await database.drop();
  });

  it('logs the path and query parameter names, never their values', async () => {
    // Refused (api_key is not a known parameter), and logged like every request.
    const res = await call('/api/v1/agents?limit=5&api_key=agk_do_not_log_this_value');
    expect(res.status).toBe(400);
    await eventually(
      () => Promise.resolve(service.logs().some((line) => line.includes('?limit&api_key'))),
      15_000,
      'request log line',
    );
    expect(service.logs().join('\n')).not.toContain('agk_do_not_log_this_value');
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After on every route while the database is gone, logs it sparingly, and recovers', async () => {
    await adminQuery(process.env.DATABASE_URL!, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await adminQuery(
      process.env.DATABASE_URL!,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`,
    );
    const outageStarted = Date.now();
    const logsBefore = service.logs().length;

    const routes: [string, RequestInit][] = [
      ['/api/v1/agents', {}],
      ['/api/v1/auth/me', {}],
      ['/api/v1/webhooks', {}],
      [
        '/api/v1/agents/register',
        { method: 'POST', body: JSON.stringify({ name: 'a', framework: 'custom' }) },
      ],
      [
        '/api/v1/observe/assess',
        { method: 'POST', body: JSON.stringify({ text: DETECTING_TEXTS.P1 }) },
      ],
      [
        '/api/v1/auth/register',
        { method: 'POST', body: JSON.stringify({ name: 'x', slug: `late-${process.pid}` }) },
      ],
    ];
    for (const [path, init] of routes) {
      const res = await call(path, init);
      expect({ path, status: res.status }).toEqual({ path, status: 503 });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    }
    const health = await fetch(`${service.baseUrl}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'error', database: 'down' });

    // The dispatcher polls every 250 ms; during 4 s of outage it must not log each failure.
    await sleep(Math.max(0, 4_000 - (Date.now() - outageStarted)));
    const claimErrors = service
      .logs()
      .slice(logsBefore)
      .filter((line) => line.includes('claiming due webhook deliveries failed'));
    expect(claimErrors.length).toBeGreaterThan(0);
    expect(claimErrors.length).toBeLessThanOrEqual(4);
    expect(service.logs().join('\n')).not.toMatch(/"statusCode":500|unhandled error/);

    await adminQuery(process.env.DATABASE_URL!, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    await eventually(
      async () => (await call('/api/v1/agents')).status === 200,
      15_000,
      'requests served again',
    );
    expect((await fetch(`${service.baseUrl}/health`)).status).toBe(200);
  }, 60_000);
});
