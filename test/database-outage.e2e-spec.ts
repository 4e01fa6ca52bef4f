import { DETECTING_TEXTS, eventually, sleep } from './factories/webhooks';
import { adminQuery, createTestDatabase } from './utils/database';
import { TestReceiver } from './utils/receiver';
import {
  kill9,
  SERVICE_START_LIMIT_MS,
  ServiceProcess,
  startServiceProcess,
} from './utils/service-process';

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
      WEBHOOK_RETRY_DELAYS_MS: '100,100',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    });
    const res = await call('/api/v1/auth/register', {
      method: 'POST',
      body: JSON.stringify({ name: 'Outage Org', slug: `outage-${process.pid}` }),
    });
    const body = (await res.json()) as { apiKey: string };
    auth = { Authorization: `Bearer ${body.apiKey}` };
  }, SERVICE_START_LIMIT_MS + 60_000);

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

  it("logs a delivery's background failure without the id of the request that caused it", async () => {
    const receiver = await TestReceiver.start('fail');
    try {
      const webhook = await call('/api/v1/webhooks', {
        method: 'POST',
        headers: { 'X-Request-Id': 'create-webhook-request' },
        body: JSON.stringify({ url: receiver.url }),
      });
      expect(webhook.status).toBe(201);
      const assessed = await call('/api/v1/observe/assess', {
        method: 'POST',
        headers: { 'X-Request-Id': 'assess-request' },
        body: JSON.stringify({ text: DETECTING_TEXTS.P1 }),
      });
      expect(assessed.status).toBe(200);
      const failedForGood = await eventually(
        () => Promise.resolve(service.output().find((line) => line.includes('failed for good'))),
        60_000,
        'the delivery failed for good',
      );
      expect(failedForGood).not.toContain('assess-request');
      expect(failedForGood).not.toContain('create-webhook-request');
      expect((JSON.parse(failedForGood) as { req?: unknown }).req).toBeUndefined();
    } finally {
      await receiver.close();
    }
  }, 90_000);

  it('survives its connections being terminated over and over under concurrent traffic: no exit, no 500, 503 with Retry-After meanwhile, full service after', async () => {
    const agent = (await (
      await call('/api/v1/agents/register', {
        method: 'POST',
        body: JSON.stringify({ name: 'churn', framework: 'custom' }),
      })
    ).json()) as { id: string };
    const terminate = () =>
      adminQuery(
        process.env.DATABASE_URL!,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
      );

    const answers: { path: string; status: number | 'no answer'; retryAfter: string | null }[] = [];
    const send = async (path: string, init?: RequestInit): Promise<unknown> => {
      try {
        const res = await call(path, init);
        const text = await res.text();
        answers.push({ path, status: res.status, retryAfter: res.headers.get('retry-after') });
        return res.status < 300 ? JSON.parse(text) : undefined;
      } catch {
        answers.push({ path, status: 'no answer', retryAfter: null });
        return undefined;
      }
    };
    // A run started, its plan submitted and assessed: transactions with several statements,
    // so connections die mid-transaction and at COMMIT, not only between requests.
    const worker = async () => {
      while (!stop) {
        const run = (await send('/api/v1/govern/start', {
          method: 'POST',
          body: JSON.stringify({ agentId: agent.id }),
        })) as { id: string } | undefined;
        if (run) {
          await send('/api/v1/govern/gate', {
            method: 'POST',
            body: JSON.stringify({ runId: run.id, gate: 'plan', action: 'submitted' }),
          });
          await send('/api/v1/observe/assess', {
            method: 'POST',
            body: JSON.stringify({ runId: run.id, text: DETECTING_TEXTS.P1 }),
          });
        }
        await send('/api/v1/agents');
      }
    };
    let stop = false;
    const workers = Array.from({ length: 20 }, () => worker());
    // Terminations for as long as it takes to see some of them land (at least 50 rounds).
    for (let round = 0; round < 50 || !answers.some((a) => a.status === 503); round++) {
      await terminate();
      await sleep(100);
      if (round > 300) break;
    }
    stop = true;
    await Promise.all(workers);

    expect(service.child.exitCode).toBeNull();
    expect(service.child.signalCode).toBeNull();
    const unexpected = answers.filter(
      (a) => a.status === 'no answer' || (a.status >= 500 && a.status !== 503),
    );
    expect(unexpected).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.filter((a) => !(Number(a.retryAfter) > 0))).toEqual([]);
    expect(service.output().join('\n')).not.toMatch(/"statusCode":500|unhandled error/);

    await eventually(
      async () => (await call('/api/v1/agents')).status === 200,
      30_000,
      'requests served again',
    );
    const run = await call('/api/v1/govern/start', {
      method: 'POST',
      body: JSON.stringify({ agentId: agent.id }),
    });
    expect(run.status).toBe(201);
    expect((await fetch(`${service.baseUrl}/health`)).status).toBe(200);
  }, 180_000);

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After on every route while the database is gone, logs it sparingly, and recovers', async () => {
    // The organization's detection settings are cached: their version poll runs through the outage.
    const detect = () =>
      call('/api/v1/observe/assess', {
        method: 'POST',
        body: JSON.stringify({ text: DETECTING_TEXTS.P1 }),
      });
    expect((await detect()).status).toBe(200);
    // The poll logs once per failing stretch: a stretch left open by the churn above (no
    // successful poll since) must close first, or this outage would continue it silently.
    const logged = (text: string) => service.output().filter((line) => line.includes(text)).length;
    await eventually(
      () =>
        Promise.resolve(
          logged('detection settings poll failed') === logged('detection settings poll recovered'),
        ),
      15_000,
      'the detection settings poll succeeding',
    );
    const logsBefore = service.output().length;
    await adminQuery(process.env.DATABASE_URL!, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await adminQuery(
      process.env.DATABASE_URL!,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`,
    );
    const outageStarted = Date.now();

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
