import { ChildProcess, spawn } from 'node:child_process';
import Redis from 'ioredis';
import { freePort } from '../src/common/net/free-port';
import { eventually } from './factories/webhooks';
import { createTestDatabase } from './utils/database';
import {
  kill9,
  SERVICE_START_LIMIT_MS,
  ServiceProcess,
  startServiceProcess,
} from './utils/service-process';

const PER_MINUTE = 20;
const REGISTRATIONS_PER_HOUR = 3;

/**
 * Three instances on one database and one Redis (a server of this test's own, so it can be
 * killed): the limits hold for the three together, and without Redis the service still serves.
 */
describe('Several instances with REDIS_URL (e2e)', () => {
  let database: { url: string; drop: () => Promise<void> };
  let redisServer: ChildProcess;
  let redis: Redis;
  let instances: ServiceProcess[] = [];

  const post = (instance: ServiceProcess, path: string, body: unknown, key?: string) =>
    fetch(`${instance.baseUrl}/api/v1${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(key ? { Authorization: `Bearer ${key}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const get = (instance: ServiceProcess, path: string, key: string) =>
    fetch(`${instance.baseUrl}/api/v1${path}`, { headers: { Authorization: `Bearer ${key}` } });
  const slug = (n: number) => `scale-${process.pid}-${n}-${Date.now()}`;

  beforeAll(async () => {
    const port = await freePort();
    redisServer = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    // Its readiness signal, however long a loaded machine takes to get there.
    await new Promise<void>((resolve, reject) => {
      let log = '';
      redisServer.stdout?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('Ready to accept connections')) resolve();
      });
      redisServer.once('exit', (code) =>
        reject(new Error(`redis-server exited (${code}): ${log}`)),
      );
    });
    redisServer.stdout?.resume();
    redis = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 0 });
    redis.on('error', () => undefined);
    database = await createTestDatabase();
    const env = {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
      REGISTRATION_LIMIT_PER_HOUR: String(REGISTRATIONS_PER_HOUR),
      LOG_LEVEL: 'warn',
    };
    instances = await Promise.all([1, 2, 3].map(() => startServiceProcess(database.url, env)));
    // Starting took health probes from this address: every test starts from empty counters.
    await redis.flushall();
  }, SERVICE_START_LIMIT_MS + 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => kill9(instance.child)));
    redis.disconnect();
    if (redisServer.exitCode === null) await kill9(redisServer);
    await database?.drop();
  });

  it('admits at most the per-key limit across all three instances', async () => {
    const registered = await post(instances[0], '/auth/register', { name: 'Scale', slug: slug(0) });
    expect(registered.status).toBe(201);
    const { apiKey } = (await registered.json()) as { apiKey: string };

    const statuses = await Promise.all(
      Array.from({ length: PER_MINUTE * 3 }, (_, i) =>
        get(instances[i % 3], '/agents', apiKey).then((res) => res.status),
      ),
    );
    const admitted = statuses.filter((status) => status === 200).length;
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(admitted).toBeGreaterThanOrEqual(PER_MINUTE);
    expect(admitted).toBeLessThanOrEqual(PER_MINUTE + instances.length);
  }, 60_000);

  it('holds the registration limit for the service as a whole', async () => {
    await redis.flushall();
    const statuses: number[] = [];
    for (let i = 0; i < REGISTRATIONS_PER_HOUR * 3; i++) {
      const res = await post(instances[i % 3], '/auth/register', { name: 'R', slug: slug(i + 1) });
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(REGISTRATIONS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(REGISTRATIONS_PER_HOUR * 2);
  }, 60_000);

  it('keeps serving when Redis dies, counting per instance, with a warning', async () => {
    await redis.flushall();
    const registered = await post(instances[1], '/auth/register', {
      name: 'NoRedis',
      slug: slug(99),
    });
    expect(registered.status).toBe(201);
    const { apiKey } = (await registered.json()) as { apiKey: string };
    redis.disconnect();
    await kill9(redisServer);

    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => get(instances[i % 3], '/agents', apiKey)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(9).fill(200));
    const assessed = await post(
      instances[2],
      '/observe/assess',
      { text: 'x'.repeat(70_000) },
      apiKey,
    );
    expect(assessed.status).toBe(200);
    await eventually(
      () =>
        Promise.resolve(
          instances.some((instance) =>
            instance.output().some((line) => line.includes('Redis unavailable')),
          ),
        ),
      15_000,
      'a warning that Redis is unavailable',
    );
    for (const instance of instances) expect(instance.child.exitCode).toBeNull();
  }, 60_000);
});
