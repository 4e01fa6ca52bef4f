import request from 'supertest';
import { createAgent, registerOrg, TestOrg } from './factories';
import {
  assess,
  createWebhook,
  DETECTING_TEXTS,
  detectionEvent,
  emitDetection,
  eventually,
  listDeliveries,
  settledDeliveries,
  sleep,
} from './factories/webhooks';
import { TestReceiver, verifyAgSignature } from './utils/receiver';
import { createTestApp, TestApp } from './utils/test-app';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECRET = /^whsec_[A-Za-z0-9_-]{43}$/;

describe('Webhooks (e2e)', () => {
  let t: TestApp;
  let org: TestOrg;
  let other: TestOrg;
  const receivers: TestReceiver[] = [];

  const receiver = async (...args: Parameters<typeof TestReceiver.start>) => {
    const started = await TestReceiver.start(...args);
    receivers.push(started);
    return started;
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        WEBHOOK_RETRY_DELAYS_MS: '200,400',
        WEBHOOK_TIMEOUT_MS: '500',
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      },
    });
  });

  beforeEach(async () => {
    // A fresh organization per test: fan-out goes to every webhook of the organization.
    org = await registerOrg(t);
    other = await registerOrg(t, 'Other Org');
  });

  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
  });

  describe('POST /api/v1/webhooks', () => {
    it('registers a webhook and answers its secret once, with the default events', async () => {
      const res = await request(t.server)
        .post('/api/v1/webhooks')
        .set(org.auth)
        .send({ url: 'https://hooks.example.com/x', description: 'on-call' })
        .expect(201);
      expect(res.body).toEqual({
        webhookId: expect.stringMatching(UUID),
        url: 'https://hooks.example.com/x',
        events: ['P1', 'P2'],
        types: ['pattern.detected'],
        description: 'on-call',
        active: true,
        secret: expect.stringMatching(SECRET),
        createdAt: expect.stringMatching(ISO),
      });
    });

    it('stores the events given', async () => {
      const created = await createWebhook(t, org, {
        url: 'https://hooks.example.com/y',
        events: ['P1'],
      });
      expect(created.events).toEqual(['P1']);
      expect(created.description).toBeNull();
    });

    it('keeps the secret encrypted at rest', async () => {
      const created = await createWebhook(t, org, { url: 'https://hooks.example.com/z' });
      const [row] = await t.dataSource.query(
        `SELECT secret_ciphertext FROM webhooks WHERE id = $1`,
        [created.webhookId],
      );
      expect(row.secret_ciphertext).toMatch(/^v1\./);
      expect(row.secret_ciphertext).not.toContain(created.secret.slice(6));
    });

    it.each([
      ['no url', {}],
      ['an ftp url', { url: 'ftp://example.com/x' }],
      ['a relative url', { url: 'not a url' }],
      ['credentials in the url', { url: 'https://user:pass@example.com/x' }],
      ['a number as url', { url: 42 }],
      ['an unknown severity', { url: 'https://example.com/x', events: ['P4'] }],
      ['events not an array', { url: 'https://example.com/x', events: 'P1' }],
      ['a repeated severity', { url: 'https://example.com/x', events: ['P1', 'P1'] }],
      [
        'a 501-character description',
        { url: 'https://example.com/x', description: 'x'.repeat(501) },
      ],
      ['a secret of its own', { url: 'https://example.com/x', secret: 'mine' }],
      ['active (not settable at creation)', { url: 'https://example.com/x', active: false }],
    ])('rejects %s with 400 VALIDATION_FAILED', async (_case, body) => {
      const res = await request(t.server)
        .post('/api/v1/webhooks')
        .set(org.auth)
        .send(body)
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('needs an API key (401)', async () => {
      await request(t.server)
        .post('/api/v1/webhooks')
        .send({ url: 'https://example.com/x' })
        .expect(401);
    });
  });

  describe('GET, PATCH, DELETE /api/v1/webhooks', () => {
    it('lists the organization’s webhooks, newest first, never with a secret', async () => {
      const a = await createWebhook(t, org, { url: 'https://a.example.com/' });
      const b = await createWebhook(t, org, { url: 'https://b.example.com/', events: ['P2'] });
      await createWebhook(t, other, { url: 'https://c.example.com/' });
      const res = await request(t.server).get('/api/v1/webhooks').set(org.auth).expect(200);
      expect(res.body).toEqual({
        webhooks: [
          {
            webhookId: b.webhookId,
            url: 'https://b.example.com/',
            events: ['P2'],
            types: ['pattern.detected'],
            description: null,
            active: true,
            createdAt: b.createdAt,
            updatedAt: b.createdAt,
          },
          expect.objectContaining({ webhookId: a.webhookId }),
        ],
        nextCursor: null,
      });
      expect(JSON.stringify(res.body)).not.toContain('whsec_');
    });

    it('answers one webhook without its secret', async () => {
      const created = await createWebhook(t, org, { url: 'https://a.example.com/' });
      const res = await request(t.server)
        .get(`/api/v1/webhooks/${created.webhookId}`)
        .set(org.auth)
        .expect(200);
      expect(res.body).toEqual({
        webhookId: created.webhookId,
        url: 'https://a.example.com/',
        events: ['P1', 'P2'],
        types: ['pattern.detected'],
        description: null,
        active: true,
        createdAt: created.createdAt,
        updatedAt: created.createdAt,
      });
    });

    it('answers 404 for another organization’s webhook and 400 for a malformed id', async () => {
      const theirs = await createWebhook(t, other, { url: 'https://a.example.com/' });
      const res = await request(t.server)
        .get(`/api/v1/webhooks/${theirs.webhookId}`)
        .set(org.auth)
        .expect(404);
      expect(res.body.code).toBe('WEBHOOK_NOT_FOUND');
      await request(t.server)
        .patch(`/api/v1/webhooks/${theirs.webhookId}`)
        .set(org.auth)
        .send({ active: false })
        .expect(404);
      await request(t.server)
        .delete(`/api/v1/webhooks/${theirs.webhookId}`)
        .set(org.auth)
        .expect(404);
      await request(t.server)
        .post(`/api/v1/webhooks/${theirs.webhookId}/rotate-secret`)
        .set(org.auth)
        .expect(404);
      const bad = await request(t.server).get('/api/v1/webhooks/nope').set(org.auth).expect(400);
      expect(bad.body.code).toBe('INVALID_ID');
    });

    it('changes url, events, description and active', async () => {
      const created = await createWebhook(t, org, {
        url: 'https://a.example.com/',
        description: 'x',
      });
      const res = await request(t.server)
        .patch(`/api/v1/webhooks/${created.webhookId}`)
        .set(org.auth)
        .send({ url: 'https://b.example.com/', events: ['P1'], description: null, active: false })
        .expect(200);
      expect(res.body).toEqual({
        webhookId: created.webhookId,
        url: 'https://b.example.com/',
        events: ['P1'],
        types: ['pattern.detected'],
        description: null,
        active: false,
        createdAt: created.createdAt,
        updatedAt: expect.stringMatching(ISO),
      });
      expect(res.body.secret).toBeUndefined();
    });

    it.each([
      [{ events: ['P5'] }],
      [{ url: 'gopher://x' }],
      [{ url: null }],
      [{ active: 'yes' }],
      [{ secret: 'whsec_x' }],
    ])('rejects the update %j with 400', async (body) => {
      const created = await createWebhook(t, org, { url: 'https://a.example.com/' });
      const res = await request(t.server)
        .patch(`/api/v1/webhooks/${created.webhookId}`)
        .set(org.auth)
        .send(body)
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('deletes a webhook (204): gone from the API, a second delete is 404', async () => {
      const created = await createWebhook(t, org, { url: 'https://a.example.com/' });
      await request(t.server)
        .delete(`/api/v1/webhooks/${created.webhookId}`)
        .set(org.auth)
        .expect(204);
      await request(t.server)
        .get(`/api/v1/webhooks/${created.webhookId}`)
        .set(org.auth)
        .expect(404);
      const list = await request(t.server).get('/api/v1/webhooks').set(org.auth).expect(200);
      expect(list.body.webhooks).toEqual([]);
      await request(t.server)
        .delete(`/api/v1/webhooks/${created.webhookId}`)
        .set(org.auth)
        .expect(404);
      await request(t.server)
        .get(`/api/v1/webhooks/${created.webhookId}/deliveries`)
        .set(org.auth)
        .expect(404);
    });

    it('records created, updated, secret_rotated and deleted in the audit trail, without secrets', async () => {
      const created = await createWebhook(t, org, { url: 'https://a.example.com/path?token=t0k' });
      await request(t.server)
        .patch(`/api/v1/webhooks/${created.webhookId}`)
        .set(org.auth)
        .send({ events: ['P1'] })
        .expect(200);
      const rotated = await request(t.server)
        .post(`/api/v1/webhooks/${created.webhookId}/rotate-secret`)
        .set(org.auth)
        .expect(201);
      await request(t.server)
        .delete(`/api/v1/webhooks/${created.webhookId}`)
        .set(org.auth)
        .expect(204);
      const res = await request(t.server)
        .get(`/api/v1/audit?resourceType=webhook&resourceId=${created.webhookId}`)
        .set(org.auth)
        .expect(200);
      expect(res.body.entries.map((e: { action: string }) => e.action)).toEqual([
        'deleted',
        'secret_rotated',
        'updated',
        'created',
      ]);
      expect(res.body.entries[3]).toMatchObject({
        resourceType: 'webhook',
        resourceId: created.webhookId,
        actor: expect.stringMatching(/^api_key:/),
        details: { host: 'a.example.com', events: ['P1', 'P2'] },
      });
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(created.secret);
      expect(text).not.toContain(rotated.body.secret);
      expect(text).not.toContain('whsec_');
      expect(text).not.toContain('t0k');
    });
  });

  describe('delivery of pattern.detected', () => {
    it('posts the documented body and signed headers to the webhook', async () => {
      const target = await receiver('ok');
      const webhook = await createWebhook(t, org, { url: target.url });
      const agent = await createAgent(t, org);
      const run = await request(t.server)
        .post('/api/v1/govern/start')
        .set(org.auth)
        .send({ agentId: agent.id })
        .expect(201);
      const assessed = await assess(t, org, DETECTING_TEXTS.P1, { runId: run.body.id });
      expect(assessed.summary.highestSeverity).toBe('P1');

      const [received] = await target.waitForRequests(1);
      const observations = await request(t.server)
        .get(`/api/v1/observe/${agent.id}`)
        .set(org.auth)
        .expect(200);
      const [observation] = observations.body.observations;
      const pattern = await request(t.server)
        .get('/api/v1/patterns/BP-001')
        .set(org.auth)
        .expect(200);

      expect(received.method).toBe('POST');
      expect(received.body).toStrictEqual({
        event: 'pattern.detected',
        observationId: observation.id,
        timestamp: observation.createdAt,
        agentId: agent.id,
        runId: run.body.id,
        currentGate: 'plan',
        pattern: {
          id: 'BP-001',
          name: pattern.body.name,
          severity: 'P1',
          category: pattern.body.category,
          reasoning: pattern.body.reasoning,
          governanceResponse: pattern.body.governanceResponse,
        },
        detection: {
          confidence: Number(observation.confidence),
          band: observation.band,
          layer: 'regex',
          matchCount: observation.evidence.matchCount,
        },
      });
      const raw = received.rawBody.toString('utf8');
      for (const match of observation.evidence.matches as string[]) {
        expect(raw).not.toContain(match);
      }

      const [delivery] = await settledDeliveries(t, org, webhook.webhookId, 1);
      expect(received.headers).toMatchObject({
        'content-type': 'application/json',
        'user-agent': 'agent-governance-webhooks/0.1.0',
        'x-ag-delivery': delivery.id,
        'x-ag-event': 'pattern.detected',
        'x-ag-attempt': '1',
        'x-ag-timestamp': expect.stringMatching(/^\d{10}$/),
        'x-ag-signature': expect.stringMatching(/^sha256=[0-9a-f]{64}$/),
      });
      expect(verifyAgSignature(webhook.secret, received.headers, received.rawBody)).toBe(true);
      expect(verifyAgSignature('whsec_wrong', received.headers, received.rawBody)).toBe(false);
    });

    it('sends null agentId, runId and currentGate when the assessment names none', async () => {
      const target = await receiver('ok');
      await createWebhook(t, org, { url: target.url });
      await assess(t, org, DETECTING_TEXTS.P1);
      const [received] = await target.waitForRequests(1);
      expect(received.body).toMatchObject({ agentId: null, runId: null, currentGate: null });
    });

    it('fans out to every active webhook of the organization, and only those', async () => {
      const [a, b, inactive, foreign] = await Promise.all([
        receiver('ok'),
        receiver('ok'),
        receiver('ok'),
        receiver('ok'),
      ]);
      const hookA = await createWebhook(t, org, { url: a.url });
      const hookB = await createWebhook(t, org, { url: b.url, events: ['P1'] });
      const off = await createWebhook(t, org, { url: inactive.url });
      await request(t.server)
        .patch(`/api/v1/webhooks/${off.webhookId}`)
        .set(org.auth)
        .send({ active: false })
        .expect(200);
      await createWebhook(t, other, { url: foreign.url });

      await assess(t, org, DETECTING_TEXTS.P1);
      await Promise.all([a.waitForRequests(1), b.waitForRequests(1)]);
      await settledDeliveries(t, org, hookA.webhookId, 1);
      await settledDeliveries(t, org, hookB.webhookId, 1);
      expect(await listDeliveries(t, org, off.webhookId)).toEqual([]);
      expect(inactive.requests).toHaveLength(0);
      expect(foreign.requests).toHaveLength(0);
      expect(a.requests[0].rawBody.equals(b.requests[0].rawBody)).toBe(true);
      expect(a.requests[0].deliveryId).not.toBe(b.requests[0].deliveryId);
    });

    it('filters by severity: P1 always, P2 when listed, P3 and ADV never', async () => {
      const settings = [['P1', 'P2'], ['P1'], ['P2'], ['P3', 'ADV'], []];
      const hooks = await Promise.all(
        settings.map(async (events) => {
          const target = await receiver('ok');
          const webhook = await createWebhook(t, org, { url: target.url, events });
          return { events, target, webhook };
        }),
      );
      // Never delivered: assess does not announce P3; an ADV event is ignored by the listener.
      await assess(t, org, DETECTING_TEXTS.P3);
      emitDetection(t, detectionEvent(org.id, { severity: 'ADV' }));
      emitDetection(t, detectionEvent(org.id, { severity: 'P3' }));
      await assess(t, org, DETECTING_TEXTS.P2);
      await assess(t, org, DETECTING_TEXTS.P1);

      const expected: Record<string, string[]> = {
        'P1,P2': ['BP-001', 'BP-002'],
        P1: ['BP-001'],
        P2: ['BP-001', 'BP-002'],
        'P3,ADV': ['BP-001'],
        '': ['BP-001'],
      };
      for (const { events, target, webhook } of hooks) {
        const want = expected[events.join(',')];
        const deliveries = await settledDeliveries(t, org, webhook.webhookId, want.length);
        expect(deliveries).toHaveLength(want.length);
        await target.waitForRequests(want.length);
        const patterns = target.requests.map((r) => r.body.pattern.id).sort();
        expect({ events, patterns }).toEqual({ events, patterns: want });
      }
    });

    it('answers the assessment while every receiver hangs: delivery is never on the request path', async () => {
      const hanging = await Promise.all(Array.from({ length: 20 }, () => receiver('hang')));
      for (const target of hanging) await createWebhook(t, org, { url: target.url });
      const assessed = await assess(t, org, DETECTING_TEXTS.P1);
      expect(assessed.storedObservations).toBe(1);
      // The answer came although no receiver has answered (or ever will).
      await Promise.all(hanging.map((target) => target.waitForRequests(1)));
    });

    it('stops delivering to a deleted webhook and cancels its pending retries', async () => {
      const failing = await receiver('fail');
      const kept = await receiver('ok');
      const doomed = await createWebhook(t, org, { url: failing.url });
      await createWebhook(t, org, { url: kept.url });
      await assess(t, org, DETECTING_TEXTS.P1);
      await failing.waitForRequests(1);
      await request(t.server)
        .delete(`/api/v1/webhooks/${doomed.webhookId}`)
        .set(org.auth)
        .expect(204);
      const [row] = await eventually(async () => {
        const rows = await t.dataSource.query(
          `SELECT status, claimed_at FROM webhook_deliveries WHERE webhook_id = $1`,
          [doomed.webhookId],
        );
        return rows[0]?.status === 'cancelled' && rows[0].claimed_at === null ? rows : undefined;
      });
      expect(row.status).toBe('cancelled');

      await assess(t, org, DETECTING_TEXTS.P1);
      await kept.waitForRequests(2);
      // Past the whole retry schedule (200 + 400 ms, 500 ms timeouts): nothing more came.
      await sleep(1500);
      expect(failing.requests).toHaveLength(1);
      const audit = await request(t.server)
        .get(`/api/v1/audit?action=webhook_delivery_failed&resourceId=${doomed.webhookId}`)
        .set(org.auth)
        .expect(200);
      expect(audit.body.entries).toEqual([]);
    });
  });

  describe('delivery log, redelivery and rotation', () => {
    it('lists deliveries with every attempt', async () => {
      const target = await receiver((_req, index) =>
        index === 0 ? { status: 503, body: 'busy' } : { status: 200, body: 'thanks' },
      );
      const webhook = await createWebhook(t, org, { url: target.url });
      await assess(t, org, DETECTING_TEXTS.P1);
      const [delivery] = await settledDeliveries(t, org, webhook.webhookId, 1);
      expect(delivery).toEqual({
        id: target.requests[0].deliveryId,
        webhookId: webhook.webhookId,
        observationId: target.requests[0].body.observationId,
        event: 'pattern.detected',
        status: 'succeeded',
        attempts: [
          {
            number: 1,
            startedAt: expect.stringMatching(ISO),
            durationMs: expect.any(Number),
            responseStatus: 503,
            error: null,
            responseBody: 'busy',
          },
          {
            number: 2,
            startedAt: expect.stringMatching(ISO),
            durationMs: expect.any(Number),
            responseStatus: 200,
            error: null,
            responseBody: 'thanks',
          },
        ],
        nextAttemptAt: null,
        redeliveryOf: null,
        runId: null,
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
    });

    it('filters the log by status and pages it with a cursor', async () => {
      const target = await receiver('ok');
      const webhook = await createWebhook(t, org, { url: target.url });
      await assess(t, org, DETECTING_TEXTS.P1);
      await assess(t, org, DETECTING_TEXTS.P1);
      await settledDeliveries(t, org, webhook.webhookId, 2);
      const first = await request(t.server)
        .get(`/api/v1/webhooks/${webhook.webhookId}/deliveries?limit=1`)
        .set(org.auth)
        .expect(200);
      expect(first.body.deliveries).toHaveLength(1);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      const second = await request(t.server)
        .get(
          `/api/v1/webhooks/${webhook.webhookId}/deliveries?limit=1&cursor=${first.body.nextCursor}`,
        )
        .set(org.auth)
        .expect(200);
      expect(second.body.deliveries[0].id).not.toBe(first.body.deliveries[0].id);
      expect(second.body.nextCursor).toBeNull();
      expect(await listDeliveries(t, org, webhook.webhookId, '?status=failed')).toEqual([]);
      expect(await listDeliveries(t, org, webhook.webhookId, '?status=succeeded')).toHaveLength(2);
      await request(t.server)
        .get(`/api/v1/webhooks/${webhook.webhookId}/deliveries?status=done`)
        .set(org.auth)
        .expect(400);
    });

    it('redelivers: a new delivery of the same bytes, attempts from 1', async () => {
      const target = await receiver('ok');
      const webhook = await createWebhook(t, org, { url: target.url });
      await assess(t, org, DETECTING_TEXTS.P1);
      const [original] = await settledDeliveries(t, org, webhook.webhookId, 1);
      const res = await request(t.server)
        .post(`/api/v1/webhooks/${webhook.webhookId}/deliveries/${original.id}/redeliver`)
        .set(org.auth)
        .expect(201);
      expect(res.body).toMatchObject({
        id: expect.stringMatching(UUID),
        webhookId: webhook.webhookId,
        observationId: original.observationId,
        status: 'pending',
        attempts: [],
        redeliveryOf: original.id,
      });
      expect(res.body.id).not.toBe(original.id);
      const [first, again] = await target.waitForRequests(2);
      expect(again.deliveryId).toBe(res.body.id);
      expect(again.attempt).toBe(1);
      expect(again.rawBody.equals(first.rawBody)).toBe(true);
      expect(verifyAgSignature(webhook.secret, again.headers, again.rawBody)).toBe(true);
      const deliveries = await settledDeliveries(t, org, webhook.webhookId, 2);
      expect(deliveries.map((d) => d.status)).toEqual(['succeeded', 'succeeded']);
    });

    it('answers 404 to a redelivery of an unknown delivery or of another organization’s', async () => {
      const target = await receiver('ok');
      const mine = await createWebhook(t, org, { url: target.url });
      const theirs = await createWebhook(t, other, { url: target.url });
      await assess(t, other, DETECTING_TEXTS.P1);
      const [delivery] = await settledDeliveries(t, other, theirs.webhookId, 1);
      const unknown = await request(t.server)
        .post(`/api/v1/webhooks/${mine.webhookId}/deliveries/${delivery.id}/redeliver`)
        .set(org.auth)
        .expect(404);
      expect(unknown.body.code).toBe('WEBHOOK_DELIVERY_NOT_FOUND');
      const foreign = await request(t.server)
        .post(`/api/v1/webhooks/${theirs.webhookId}/deliveries/${delivery.id}/redeliver`)
        .set(org.auth)
        .expect(404);
      expect(foreign.body.code).toBe('WEBHOOK_NOT_FOUND');
      await request(t.server)
        .post(`/api/v1/webhooks/${mine.webhookId}/deliveries/nope/redeliver`)
        .set(org.auth)
        .expect(400);
    });

    it('answers 409 DELIVERY_PENDING to a redelivery of a delivery still pending, writing nothing', async () => {
      const target = await receiver('hang');
      const webhook = await createWebhook(t, org, { url: target.url });
      await assess(t, org, DETECTING_TEXTS.P1);
      // The receiver hangs: the delivery stays pending through its attempts and retry delays.
      await target.waitForRequests(1);
      const [pending] = await listDeliveries(t, org, webhook.webhookId);
      expect(pending.status).toBe('pending');
      const res = await request(t.server)
        .post(`/api/v1/webhooks/${webhook.webhookId}/deliveries/${pending.id}/redeliver`)
        .set(org.auth)
        .expect(409);
      expect(res.body).toMatchObject({ statusCode: 409, code: 'DELIVERY_PENDING' });
      expect(await listDeliveries(t, org, webhook.webhookId)).toHaveLength(1);
    });

    it('rotates the secret: later deliveries are signed with the new one only', async () => {
      const target = await receiver('ok');
      const webhook = await createWebhook(t, org, { url: target.url });
      const res = await request(t.server)
        .post(`/api/v1/webhooks/${webhook.webhookId}/rotate-secret`)
        .set(org.auth)
        .expect(201);
      expect(res.body).toEqual({
        webhookId: webhook.webhookId,
        secret: expect.stringMatching(SECRET),
      });
      expect(res.body.secret).not.toBe(webhook.secret);
      await assess(t, org, DETECTING_TEXTS.P1);
      const [received] = await target.waitForRequests(1);
      expect(verifyAgSignature(res.body.secret, received.headers, received.rawBody)).toBe(true);
      expect(verifyAgSignature(webhook.secret, received.headers, received.rawBody)).toBe(false);
    });
  });
});

describe('Webhooks with private networks refused (e2e)', () => {
  let t: TestApp;
  let org: TestOrg;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false',
        WEBHOOK_RETRY_DELAYS_MS: '100,100',
        WEBHOOK_TIMEOUT_MS: '500',
      },
    });
  });

  beforeEach(async () => {
    org = await registerOrg(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://localhost:3000/hook',
    'http://[::1]/hook',
    'http://10.0.0.5/hook',
    'http://0.0.0.0/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[::ffff:10.0.0.1]/hook',
    // All of ::/8: SIIT, ISATAP-style and other forms that embed an IPv4 address.
    'http://[::ffff:0:7f00:1]/hook',
    'http://[::5efe:7f00:1]/hook',
    'http://[::200:5efe:a00:1]/hook',
    'http://[0:0:0:1::1]/hook',
  ])('refuses %s with 400 WEBHOOK_URL_NOT_ALLOWED', async (url) => {
    const res = await request(t.server)
      .post('/api/v1/webhooks')
      .set(org.auth)
      .send({ url })
      .expect(400);
    expect(res.body.code).toBe('WEBHOOK_URL_NOT_ALLOWED');
  });

  it('refuses a private URL in an update too', async () => {
    // A public address is accepted; nothing is ever sent to it (no detection in this org).
    const created = await createWebhook(t, org, { url: 'https://93.184.216.34/hook' });
    const res = await request(t.server)
      .patch(`/api/v1/webhooks/${created.webhookId}`)
      .set(org.auth)
      .send({ url: 'http://127.0.0.1/hook' })
      .expect(400);
    expect(res.body.code).toBe('WEBHOOK_URL_NOT_ALLOWED');
  });

  it.each([
    ['an IP literal', (port: number) => `http://127.0.0.1:${port}/hook`],
    ['a name that resolves to loopback', (port: number) => `http://localhost:${port}/hook`],
  ])(
    'checks again at delivery: %s that got past registration is never connected to',
    async (_case, urlFor) => {
      const target = await TestReceiver.start('ok');
      try {
        const webhook = await createWebhook(t, org, { url: 'https://93.184.216.34/hook' });
        // As if DNS or the row changed after registration.
        await t.dataSource.query(`UPDATE webhooks SET url = $2 WHERE id = $1`, [
          webhook.webhookId,
          urlFor(Number(new URL(target.url).port)),
        ]);
        await assess(t, org, DETECTING_TEXTS.P1);
        const [delivery] = await settledDeliveries(t, org, webhook.webhookId, 1);
        expect(delivery.status).toBe('failed');
        expect(delivery.attempts).toHaveLength(3);
        for (const attempt of delivery.attempts) {
          expect(attempt.responseStatus).toBeNull();
          expect(attempt.error).toMatch(/not allowed/);
        }
        expect(target.requests).toHaveLength(0);
      } finally {
        await target.close();
      }
    },
  );
});
