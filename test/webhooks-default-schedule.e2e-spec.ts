import { registerOrg } from './factories';
import { assess, createWebhook, DETECTING_TEXTS, settledDeliveries } from './factories/webhooks';
import { TestReceiver } from './utils/receiver';
import { createTestApp, TestApp } from './utils/test-app';

/** The seed's schedule with the real defaults: attempt 2 five seconds, attempt 3 thirty seconds after. */
describe('Webhook retry schedule with the default timings (e2e)', () => {
  let t: TestApp;
  let target: TestReceiver;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        WEBHOOK_RETRY_DELAYS_MS: '5000,30000',
        WEBHOOK_TIMEOUT_MS: '5000',
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      },
    });
    target = await TestReceiver.start('fail');
  });

  afterAll(async () => {
    await target.close();
    await t.close();
  });

  it('makes attempt 2 five seconds after attempt 1 failed and attempt 3 thirty seconds after attempt 2', async () => {
    const org = await registerOrg(t);
    const webhook = await createWebhook(t, org, { url: target.url });
    await assess(t, org, DETECTING_TEXTS.P1);

    const [first, second, third] = await target.waitForRequests(3, 45_000);
    const [delivery] = await settledDeliveries(t, org, webhook.webhookId, 1, 5_000);
    expect(delivery.status).toBe('failed');
    expect([first.attempt, second.attempt, third.attempt]).toEqual([1, 2, 3]);
    // From the end of one attempt to the start of the next, as the service logged them.
    const gaps = [1, 2].map((n) => {
      const previous = delivery.attempts[n - 1];
      const ended = Date.parse(previous.startedAt) + (previous.durationMs ?? 0);
      return Date.parse(delivery.attempts[n].startedAt) - ended;
    });
    // Never early (ms rounding aside); late by no more than polling and a busy machine allow.
    expect(gaps[0]).toBeGreaterThanOrEqual(5_000 - 2);
    expect(gaps[0]).toBeLessThan(5_000 + 2_000);
    expect(gaps[1]).toBeGreaterThanOrEqual(30_000 - 2);
    expect(gaps[1]).toBeLessThan(30_000 + 2_000);
    // The receiver saw the same spacing.
    expect(second.receivedAt - first.receivedAt).toBeGreaterThan(5_000 - 500);
    expect(third.receivedAt - second.receivedAt).toBeGreaterThan(30_000 - 500);
  }, 60_000);
});
