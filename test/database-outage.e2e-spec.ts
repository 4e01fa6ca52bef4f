import { DETECTING_TEXTS, eventually, sleep } from './factories/webhooks';
import { adminQuery, createTestDatabase } from './utils/database';
import { kill9, ServiceProcess, startServiceProcess } from './utils/service-process';

describe('Database outage (e2e)', () => {
  let database: { url: string; drop: () => Promise<void> };
  let name: string;
  let service: ServiceProcess;
  let auth: Record<string, string>;

  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${service.baseUrl}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...auth, ...init.headers },
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    name = new URL(database.url).pathname.slice(1);
    service = await startServiceProcess(database.url, {
      DATABASE_POOL_TIMEOUT_MS: '1000',
      LOG_LEVEL: 'info',
    });
    const res = await call('/api/v1/auth/register', {
      method: 'POST',
      body: JSON.stringify({ name: 'Outage Org', slug: `outage-${process.pid}` }),
    });
    const body = (await res.json()) as { apiKey: string };
    auth = { Authorization: `Bearer ${body.apiKey}` };
  }, 150_000);

  afterAll(async () => {
    await adminQuery(process.env.DATABASE_URL!, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    await kill9(service.child);
    await database.drop();
  });

  it('logs the path and query parameter names, never their values', async () => {
    // Refused (api_key is not a known parameter), and logged like every request.
    const res = await call('/api/v1/agents?limit=5&api_key=agk_do_not_log_this_value');
    expect(res.status).toBe(400);
    await eventually(
      () => Promise.resolve(service.output().some((line) => line.includes('?limit&api_key'))),
      15_000,
      'request log line',
    );
    expect(service.output().join('\n')).not.toContain('agk_do_not_log_this_value');
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After on every route while the database is gone, logs it sparingly, and recovers', async () => {
    // The organization's detection settings are cached: their version poll runs through the outage.
    const detect = () =>
      call('/api/v1/observe/assess', {
        method: 'POST',
        body: JSON.stringify({ text: DETECTING_TEXTS.P1 }),
      });
    expect((await detect()).status).toBe(200);
    await adminQuery(process.env.DATABASE_URL!, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await adminQuery(
      process.env.DATABASE_URL!,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`,
    );
    const outageStarted = Date.now();
    const logsBefore = service.output().length;

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
      .output()
      .slice(logsBefore)
      .filter((line) => line.includes('claiming due webhook deliveries failed'));
    expect(claimErrors.length).toBeGreaterThan(0);
    expect(claimErrors.length).toBeLessThanOrEqual(4);
    const pollErrors = service
      .output()
      .slice(logsBefore)
      .filter((line) => line.includes('detection settings poll failed'));
    expect(pollErrors).toHaveLength(1);
    expect(service.output().join('\n')).not.toMatch(/"statusCode":500|unhandled error/);

    await adminQuery(process.env.DATABASE_URL!, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    await eventually(
      async () => (await call('/api/v1/agents')).status === 200,
      15_000,
      'requests served again',
    );
    expect((await fetch(`${service.baseUrl}/health`)).status).toBe(200);
    expect((await detect()).status).toBe(200);
  }, 60_000);
});
