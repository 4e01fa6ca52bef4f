import { EventEmitter2 } from '@nestjs/event-emitter';
import request from 'supertest';
import { RunEvent } from '../src/governance/events/run-event';
import { PatternDetectedEvent } from '../src/observation/events/pattern-detected.event';
import { LOST_ATTEMPT_ERROR } from '../src/webhooks/delivery/delivery-repository';
import { DeliveryAttemptResponse, DeliveryResponse } from '../src/webhooks/dto/delivery.response';
import { createAgent, registerOrg, TestOrg } from './factories';
import { startRun } from './factories/governance';
import {
  assess,
  createWebhook,
  DETECTING_TEXTS,
  eventually,
  listDeliveries,
  settledDeliveries,
  sleep,
} from './factories/webhooks';
import { createTestDatabase } from './utils/database';
import { TestReceiver } from './utils/receiver';
import { kill9, SERVICE_START_LIMIT_MS, startServiceProcess } from './utils/service-process';
import { createTestApp, TestApp } from './utils/test-app';

const FAST = {
  WEBHOOK_RETRY_DELAYS_MS: '1000,1000',
  // Receivers here answer at once (the tests that hang one set their own timeout): a short
  // timeout would only fail attempts whose request a loaded machine had not yet sent.
  WEBHOOK_TIMEOUT_MS: '5000',
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
};

describe('Webhook durability (e2e)', () => {
  const receivers: TestReceiver[] = [];
  const receiver = async (...args: Parameters<typeof TestReceiver.start>) => {
    const started = await TestReceiver.start(...args);
    receivers.push(started);
    return started;
  };

  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
  });

  it('resumes the schedule after a restart: attempts 2 and 3 come from the new instance', async () => {
    const first = await createTestApp({ env: FAST });
    const org = await registerOrg(first);
    const target = await receiver('fail');
    const webhook = await createWebhook(first, org, { url: target.url });
    await assess(first, org, DETECTING_TEXTS.P1);
    await eventually(async () => {
      const [delivery] = await listDeliveries(first, org, webhook.webhookId);
      return delivery?.attempts.length === 1;
    });
    await first.close({ dropDatabase: false });

    const second = await createTestApp({ env: FAST, databaseUrl: first.databaseUrl });
    try {
      const [delivery] = await settledDeliveries(second, org, webhook.webhookId, 1);
      expect(delivery.status).toBe('failed');
      expect(target.requests.map((r) => [r.deliveryId, r.attempt])).toEqual([
        [delivery.id, 1],
        [delivery.id, 2],
        [delivery.id, 3],
      ]);
      const audit = await request(second.server)
        .get(`/api/v1/audit?action=webhook_delivery_failed&resourceId=${webhook.webhookId}`)
        .set(org.auth)
        .expect(200);
      expect(audit.body.entries).toHaveLength(1);
    } finally {
      await second.close({ dropDatabase: false });
      await dropDatabaseOf(first.databaseUrl);
    }
  });

  it(
    'survives kill -9: pending attempts still happen, succeeded ones are never repeated, a lost one is retried',
    async () => {
      const database = await createTestDatabase();
      const failing = await receiver('fail');
      const succeeding = await receiver('ok');
      // Hangs on attempt 1 (in flight when the process dies), answers 200 afterwards.
      const interrupted = await receiver((_request, index) =>
        index === 0 ? 'hang' : { status: 200 },
      );
      const env = { ...FAST, WEBHOOK_RETRY_DELAYS_MS: '2000,2000', WEBHOOK_TIMEOUT_MS: '3000' };
      const service = await startServiceProcess(database.url, env);
      let restarted: TestApp | undefined;
      try {
        const api = request(service.baseUrl);
        const registered = await api
          .post('/api/v1/auth/register')
          .send({ name: 'Crash Org', slug: `crash-${Date.now()}` })
          .expect(201);
        const auth = { Authorization: `Bearer ${registered.body.apiKey}` };
        const hooks: Record<string, string> = {};
        for (const [name, target] of Object.entries({ failing, succeeding, interrupted })) {
          const res = await api.post('/api/v1/webhooks').set(auth).send({ url: target.url });
          hooks[name] = res.body.webhookId;
        }
        await api
          .post('/api/v1/observe/assess')
          .set(auth)
          .send({ text: DETECTING_TEXTS.P1 })
          .expect(200);
        await Promise.all([
          failing.waitForRequests(1),
          succeeding.waitForRequests(1),
          interrupted.waitForRequests(1),
        ]);
        // Attempt 1 recorded for the failing and succeeding receivers; still in flight for the other.
        await eventually(async () => {
          const logs = await Promise.all(
            [hooks.failing, hooks.succeeding].map((id) =>
              api.get(`/api/v1/webhooks/${id}/deliveries`).set(auth),
            ),
          );
          return logs.every((res) => res.body.deliveries[0]?.attempts.length === 1);
        });
        await kill9(service.child);

        restarted = await createTestApp({ env, databaseUrl: database.url });
        const org: TestOrg = {
          id: registered.body.organization.id,
          slug: '',
          apiKey: '',
          keyId: '',
          auth,
        };
        const [failed] = await settledDeliveries(restarted, org, hooks.failing, 1, 15_000);
        expect(failed.status).toBe('failed');
        expect(failing.requests.map((r) => r.attempt)).toEqual([1, 2, 3]);
        expect(new Set(failing.requests.map((r) => r.deliveryId)).size).toBe(1);
        // Attempt 2 waited out its delay although the process that scheduled it died.
        expect(
          failing.requests[1].receivedAt - failing.requests[0].receivedAt,
        ).toBeGreaterThanOrEqual(2000);

        // The lost attempt's lease (timeout + margin) runs out; then it is logged and retried.
        const [recovered] = await settledDeliveries(restarted, org, hooks.interrupted, 1, 30_000);
        expect(recovered.status).toBe('succeeded');
        expect(recovered.attempts).toEqual([
          expect.objectContaining({
            number: 1,
            durationMs: null,
            responseStatus: null,
            error: LOST_ATTEMPT_ERROR,
          }),
          expect.objectContaining({ number: 2, responseStatus: 200, error: null }),
        ]);
        expect(interrupted.requests.map((r) => r.attempt)).toEqual([1, 2]);

        const [succeeded] = await listDeliveries(restarted, org, hooks.succeeding);
        expect(succeeded.status).toBe('succeeded');
        expect(succeeded.attempts).toHaveLength(1);
        expect(succeeding.requests).toHaveLength(1);
      } finally {
        await kill9(service.child);
        await restarted?.close({ dropDatabase: false });
        await database.drop();
      }
    },
    2 * SERVICE_START_LIMIT_MS + 60_000,
  );

  it('with two instances on one database, makes every attempt exactly once', async () => {
    const env = { ...FAST, WEBHOOK_RETRY_DELAYS_MS: '300,300' };
    const a = await createTestApp({ env });
    const b = await createTestApp({ env, databaseUrl: a.databaseUrl });
    try {
      const org = await registerOrg(a);
      const failing = await receiver('fail');
      const succeeding = await receiver('ok');
      const failingHook = await createWebhook(a, org, { url: failing.url });
      const succeedingHook = await createWebhook(b, org, { url: succeeding.url });
      const detections = 20;
      for (let i = 0; i < detections; i++) {
        await assess(i % 2 === 0 ? a : b, org, DETECTING_TEXTS.P1);
      }
      const settled = async (webhookId: string) => {
        await settledDeliveries(a, org, webhookId, detections, 40_000);
        // Past another whole schedule: nothing is sent twice.
        await sleep(2_500);
        return listDeliveries(a, org, webhookId, '?limit=200');
      };
      const [failed, succeeded] = await Promise.all([
        settled(failingHook.webhookId),
        settled(succeedingHook.webhookId),
      ]);

      expect(failed).toHaveLength(detections);
      for (const delivery of failed) {
        expect(delivery.status).toBe('failed');
        expect(delivery.attempts.map((attempt) => attempt.number)).toEqual([1, 2, 3]);
      }
      expect(succeeded).toHaveLength(detections);
      for (const delivery of succeeded) {
        expect(delivery.status).toBe('succeeded');
        expect(delivery.attempts.at(-1)?.responseStatus).toBe(200);
      }
      expectReceivedAsRecorded(failing, failed);
      expectReceivedAsRecorded(succeeding, succeeded);
      const [{ count }] = await a.dataSource.query(
        `SELECT count(*)::int AS count FROM audit_entries WHERE action = 'webhook_delivery_failed'`,
      );
      expect(count).toBe(detections);
    } finally {
      await b.close({ dropDatabase: false });
      await a.close();
    }
  }, 90_000);

  it('delivers events whose wake-up never came (crash after the commit) once, on the next start', async () => {
    const first = await createTestApp({ env: FAST });
    const org = await registerOrg(first);
    const agent = await createAgent(first, org);
    const target = await receiver('ok');
    const webhook = await createWebhook(first, org, {
      url: target.url,
      types: ['pattern.detected', 'run.cancelled'],
    });
    // As if the process died between each commit and its after-commit wake-up; the app is
    // closed before the relay's safety-net poll comes round.
    const emitter = first.app.get(EventEmitter2);
    emitter.removeAllListeners(PatternDetectedEvent.eventName);
    emitter.removeAllListeners(RunEvent.eventName);
    const assessed = await assess(first, org, DETECTING_TEXTS.P1);
    expect(assessed.storedObservations).toBe(1);
    const run = await startRun(first, org, agent.id);
    await request(first.server)
      .post('/api/v1/govern/cancel')
      .set(org.auth)
      .send({ runId: run.id, actor: 'ops', reason: 'crash test' })
      .expect(201);
    await first.close({ dropDatabase: false });
    expect(target.requests).toHaveLength(0);

    const second = await createTestApp({ env: FAST, databaseUrl: first.databaseUrl });
    const third = await createTestApp({ env: FAST, databaseUrl: first.databaseUrl });
    try {
      await target.waitForRequests(2);
      const deliveries = await settledDeliveries(second, org, webhook.webhookId, 2);
      expect(new Set(target.requests.map((r) => r.deliveryId))).toEqual(
        new Set(deliveries.map((d) => d.id)),
      );
      expect(target.requests.map((r) => r.headers['x-ag-event']).sort()).toEqual([
        'pattern.detected',
        'run.cancelled',
      ]);
      // Two instances drained the same outbox on start: each event fanned out once.
      await sleep(1_000);
      expect(await listDeliveries(second, org, webhook.webhookId)).toHaveLength(2);
      expect(target.requests).toHaveLength(2);
    } finally {
      await third.close({ dropDatabase: false });
      await second.close({ dropDatabase: false });
      await dropDatabaseOf(first.databaseUrl);
    }
  });

  it('keeps delivering to other webhooks while one receiver hangs on many deliveries', async () => {
    const t = await createTestApp({
      env: { ...FAST, WEBHOOK_TIMEOUT_MS: '15000', WEBHOOK_RETRY_DELAYS_MS: '5000,30000' },
    });
    const hanging = await receiver('hang');
    const healthy = await receiver('ok');
    try {
      const org = await registerOrg(t);
      const stuck = await createWebhook(t, org, { url: hanging.url });
      // Far more deliveries for the hanging receiver than its share of the dispatcher.
      for (let i = 0; i < 70; i++) await assess(t, org, DETECTING_TEXTS.P1);
      await createWebhook(t, org, { url: healthy.url });
      for (let i = 0; i < 10; i++) await assess(t, org, DETECTING_TEXTS.P1);

      await healthy.waitForRequests(10, 10_000);
      // Every healthy delivery arrived before any attempt to the hanging receiver ended, and
      // that receiver never held more than its share of the dispatcher.
      const stuckLog = await listDeliveries(t, org, stuck.webhookId, '?limit=200');
      expect(stuckLog).toHaveLength(80);
      expect(stuckLog.every((d) => d.attempts.length === 0)).toBe(true);
      expect(hanging.requests.length).toBeLessThanOrEqual(4);
    } finally {
      await hanging.close();
      await t.close();
    }
  }, 60_000);
});

async function dropDatabaseOf(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const { adminQuery } = await import('./utils/database');
  await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/**
 * What a receiver got agrees with the deliveries' recorded attempts: each attempt numbered
 * 1, 2, … once, every request it received recorded, and none received twice. An attempt the
 * receiver never saw must be recorded as failed without an answer: on a loaded machine an
 * attempt can time out before its request reaches the receiver, and is then retried as the
 * next attempt, never repeated as the same one.
 */
function expectReceivedAsRecorded(target: TestReceiver, deliveries: DeliveryResponse[]): void {
  const pairs = target.requests.map((r) => `${r.deliveryId}#${r.attempt}`);
  const received = new Set(pairs);
  expect(received.size).toBe(pairs.length);
  const recorded = new Map<string, DeliveryAttemptResponse>(
    deliveries.flatMap((delivery) =>
      delivery.attempts.map((attempt) => [`${delivery.id}#${attempt.number}`, attempt] as const),
    ),
  );
  expect(pairs.filter((pair) => !recorded.has(pair))).toEqual([]);
  for (const delivery of deliveries) {
    expect(delivery.attempts.map((attempt) => attempt.number)).toEqual(
      delivery.attempts.map((_, index) => index + 1),
    );
  }
  const unseen = [...recorded].filter(([pair]) => !received.has(pair));
  for (const [, attempt] of unseen) {
    expect(attempt).toEqual(
      expect.objectContaining({ responseStatus: null, error: expect.any(String) }),
    );
  }
}
