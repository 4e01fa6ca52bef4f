import { Logger } from '@nestjs/common';
import request from 'supertest';
import type { AuditEntryResponse } from '../src/audit/dto/audit-entry.response';
import { registerOrg, TestOrg } from './factories';
import {
  assess,
  createWebhook,
  DETECTING_TEXTS,
  settledDeliveries,
  sleep,
} from './factories/webhooks';
import { TestReceiver, verifyAgSignature } from './utils/receiver';
import { createTestApp, TestApp } from './utils/test-app';

const DELAYS = [300, 600];
const TIMEOUT_MS = 500;
/**
 * Longest a whole schedule can take here: three timeouts and both delays, plus slack for a busy
 * two-core machine running other suites (the spacing itself is asserted from the attempt log).
 */
const SCHEDULE_MS = 3 * TIMEOUT_MS + DELAYS[0] + DELAYS[1] + 4000;

describe('Webhook retries (e2e)', () => {
  let t: TestApp;
  let org: TestOrg;
  const receivers: TestReceiver[] = [];

  const receiver = async (...args: Parameters<typeof TestReceiver.start>) => {
    const started = await TestReceiver.start(...args);
    receivers.push(started);
    return started;
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        WEBHOOK_RETRY_DELAYS_MS: DELAYS.join(','),
        WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      },
    });
  });

  beforeEach(async () => {
    org = await registerOrg(t);
  });

  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
  });

  async function failedAuditEntries(webhookId: string): Promise<AuditEntryResponse[]> {
    const res = await request(t.server)
      .get(`/api/v1/audit?action=webhook_delivery_failed&resourceId=${webhookId}`)
      .set(org.auth)
      .expect(200);
    return res.body.entries;
  }

  /** Attempt n+1 started at least the configured delay after attempt n ended. */
  /** Attempt n+1 started at least the configured delay after attempt n ended (service's log). */
  function expectSpacing(attempts: { startedAt: string; durationMs: number | null }[]): void {
    for (let n = 1; n < attempts.length; n++) {
      const ended = Date.parse(attempts[n - 1].startedAt) + (attempts[n - 1].durationMs ?? 0);
      expect(Date.parse(attempts[n].startedAt) - ended).toBeGreaterThanOrEqual(DELAYS[n - 1] - 2);
    }
  }

  it('retries a receiver answering 500 on schedule, three attempts in all, then fails once', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const target = await receiver('fail');
    const webhook = await createWebhook(t, org, { url: target.url });
    await assess(t, org, DETECTING_TEXTS.P1);

    const requests = await target.waitForRequests(3, SCHEDULE_MS);
    const [delivery] = await settledDeliveries(t, org, webhook.webhookId, 1, SCHEDULE_MS);
    expect(delivery.status).toBe('failed');
    expect(delivery.nextAttemptAt).toBeNull();
    expect(delivery.attempts).toEqual(
      [1, 2, 3].map((number) =>
        expect.objectContaining({ number, responseStatus: 500, error: null }),
      ),
    );
    expect(requests.map((r) => r.attempt)).toEqual([1, 2, 3]);
    expect(new Set(requests.map((r) => r.deliveryId))).toEqual(new Set([delivery.id]));
    for (const received of requests) {
      expect(received.rawBody.equals(requests[0].rawBody)).toBe(true);
      expect(verifyAgSignature(webhook.secret, received.headers, received.rawBody)).toBe(true);
    }
    expectSpacing(delivery.attempts);

    await sleep(DELAYS[1] + TIMEOUT_MS);
    expect(target.requests).toHaveLength(3);
    const entries = await failedAuditEntries(webhook.webhookId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'webhook_delivery_failed',
      resourceType: 'webhook',
      resourceId: webhook.webhookId,
      actor: 'system',
      details: {
        webhookId: webhook.webhookId,
        deliveryId: delivery.id,
        observationId: delivery.observationId,
        attempts: 3,
        lastStatus: 500,
        lastError: null,
      },
    });
    expect(JSON.stringify(entries)).not.toContain(webhook.secret);
    const failures = warn.mock.calls
      .map(([message]) => String(message))
      .filter((message) => message.includes(delivery.id));
    warn.mockRestore();
    expect(failures).toEqual([
      `delivery ${delivery.id} to webhook ${webhook.webhookId} failed for good after 3 attempts (last: status 500)`,
    ]);
  });

  it('times out a receiver that hangs, and retries it', async () => {
    const target = await receiver('hang');
    const webhook = await createWebhook(t, org, { url: target.url });
    await assess(t, org, DETECTING_TEXTS.P1);
    const [delivery] = await settledDeliveries(t, org, webhook.webhookId, 1, SCHEDULE_MS);
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts).toHaveLength(3);
    for (const attempt of delivery.attempts) {
      expect(attempt).toMatchObject({
        responseStatus: null,
        error: `timeout after ${TIMEOUT_MS} ms`,
      });
      expect(attempt.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    }
    expect(target.requests.map((r) => r.attempt)).toEqual([1, 2, 3]);
    const [entry] = await failedAuditEntries(webhook.webhookId);
    expect(entry.details).toMatchObject({ lastStatus: null, lastError: 'timeout after 500 ms' });
  });

  it('times out a receiver that sends 200 but never finishes the body', async () => {
    const target = await receiver(() => ({ status: 200, body: 'partial', stallBody: true }));
    const webhook = await createWebhook(t, org, { url: target.url });
    await assess(t, org, DETECTING_TEXTS.P1);
    const [delivery] = await settledDeliveries(t, org, webhook.webhookId, 1, SCHEDULE_MS);
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts[0]).toMatchObject({
      responseStatus: 200,
      error: `timeout after ${TIMEOUT_MS} ms`,
    });
  });

  it('does not follow a redirect: the attempt fails', async () => {
    const destination = await receiver('ok');
    const target = await receiver(() => ({
      status: 302,
      headers: { Location: destination.url },
    }));
    const webhook = await createWebhook(t, org, { url: target.url });
    await assess(t, org, DETECTING_TEXTS.P1);
    const [delivery] = await settledDeliveries(t, org, webhook.webhookId, 1, SCHEDULE_MS);
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts).toHaveLength(3);
    expect(delivery.attempts[0]).toMatchObject({
      responseStatus: 302,
      error: 'redirect not followed (HTTP 302)',
    });
    expect(destination.requests).toHaveLength(0);
  });

  it('makes exactly two attempts to a receiver that fails once and then answers 200', async () => {
    const target = await receiver((_request, index) =>
      index === 0 ? { status: 500 } : { status: 200 },
    );
    const webhook = await createWebhook(t, org, { url: target.url });
    await assess(t, org, DETECTING_TEXTS.P1);
    const [delivery] = await settledDeliveries(t, org, webhook.webhookId, 1, SCHEDULE_MS);
    expect(delivery.status).toBe('succeeded');
    expect(delivery.attempts.map((a) => a.responseStatus)).toEqual([500, 200]);
    expectSpacing(delivery.attempts);
    // Past the rest of the schedule: no third attempt, no failure entry.
    await sleep(DELAYS[1] + TIMEOUT_MS + 300);
    expect(target.requests.map((r) => r.attempt)).toEqual([1, 2]);
    expect(await failedAuditEntries(webhook.webhookId)).toEqual([]);
  });

  it('counts a refused connection as a failed attempt', async () => {
    const closed = await TestReceiver.start('ok');
    const url = closed.url;
    await closed.close();
    const webhook = await createWebhook(t, org, { url });
    await assess(t, org, DETECTING_TEXTS.P1);
    const [delivery] = await settledDeliveries(t, org, webhook.webhookId, 1, SCHEDULE_MS);
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts[0]).toMatchObject({
      responseStatus: null,
      error: 'connection refused',
    });
  });

  it('keeps at most 4 KB of a response body in the attempt log', async () => {
    const target = await receiver(() => ({ status: 200, body: 'x'.repeat(64 * 1024) }));
    const webhook = await createWebhook(t, org, { url: target.url });
    await assess(t, org, DETECTING_TEXTS.P1);
    const [delivery] = await settledDeliveries(t, org, webhook.webhookId, 1, SCHEDULE_MS);
    expect(delivery.status).toBe('succeeded');
    expect(delivery.attempts[0].responseBody).toBe('x'.repeat(4096));
  });
});
