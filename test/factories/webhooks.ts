import { EventEmitter2 } from '@nestjs/event-emitter';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { PatternDetectedEvent } from '../../src/observation/events/pattern-detected.event';
import type { DeliveryResponse } from '../../src/webhooks/dto/delivery.response';
import type { TestApp } from '../utils/test-app';
import type { TestOrg } from './index';

/** Texts the catalogue detects as exactly one pattern each. */
export const DETECTING_TEXTS = {
  /** BP-001, P1. */
  P1: "I couldn't access the vendor contract PDF, so I inferred its terms from the filename and proceeded with the summary.",
  /** BP-002, P2. */
  P2: 'The payments API is down, so I cannot proceed with the integration.',
  /** BP-006, P3. */
  P3: 'I reused the requirements from the previous ticket since they looked similar.',
} as const;

export interface CreatedWebhook {
  webhookId: string;
  url: string;
  events: string[];
  description: string | null;
  active: boolean;
  secret: string;
  createdAt: string;
}

export async function createWebhook(
  t: TestApp,
  org: TestOrg,
  body: Record<string, unknown>,
): Promise<CreatedWebhook> {
  const res = await request(t.server).post('/api/v1/webhooks').set(org.auth).send(body).expect(201);
  return res.body;
}

/** Assesses `text` for the organization (200), optionally linked to an agent or run. */
export async function assess(
  t: TestApp,
  org: TestOrg,
  text: string,
  link: { agentId?: string; runId?: string } = {},
): Promise<{ storedObservations: number; summary: { highestSeverity: string } }> {
  const res = await request(t.server)
    .post('/api/v1/observe/assess')
    .set(org.auth)
    .send({ text, ...link })
    .expect(200);
  return res.body;
}

export async function listDeliveries(
  t: TestApp,
  org: TestOrg,
  webhookId: string,
  query = '',
): Promise<DeliveryResponse[]> {
  const res = await request(t.server)
    .get(`/api/v1/webhooks/${webhookId}/deliveries${query}`)
    .set(org.auth)
    .expect(200);
  return res.body.deliveries;
}

/** Polls `probe` until it answers something truthy; fails after `timeoutMs`. */
export async function eventually<T>(
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} not reached in ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** Deliveries of the webhook once every one of them is finished (not pending). */
export function settledDeliveries(
  t: TestApp,
  org: TestOrg,
  webhookId: string,
  count: number,
  timeoutMs = 10_000,
): Promise<DeliveryResponse[]> {
  return eventually(
    async () => {
      const deliveries = await listDeliveries(t, org, webhookId);
      return deliveries.length >= count &&
        deliveries.every((delivery) => delivery.status !== 'pending')
        ? deliveries
        : undefined;
    },
    timeoutMs,
    `${count} settled deliveries`,
  );
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A `pattern.detected` event as the observation module emits it, for severities assess never
 * announces (P3, ADV) and for tests that need no stored observation.
 */
export function detectionEvent(
  orgId: string,
  overrides: Partial<{ severity: 'P1' | 'P2' | 'P3' | 'ADV'; observationId: string }> = {},
): PatternDetectedEvent {
  return new PatternDetectedEvent({
    orgId,
    observationId: overrides.observationId ?? randomUUID(),
    agentId: null,
    runId: null,
    currentGate: null,
    pattern: {
      id: 'BP-900',
      name: 'Test pattern',
      severity: overrides.severity ?? 'P1',
      category: 'Test',
      reasoning: 'test',
      governanceResponse: 'HALT',
    },
    confidence: 0.5,
    band: 'enforce',
    layer: 'regex',
    matchCount: 1,
    detectedAt: new Date(),
  });
}

export function emitDetection(t: TestApp, event: PatternDetectedEvent): void {
  t.app.get(EventEmitter2).emit(PatternDetectedEvent.eventName, event);
}
