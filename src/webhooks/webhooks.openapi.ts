import type { OpenAPIObject } from '@nestjs/swagger';
import type {
  OperationObject,
  ParameterObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { PatternDetectedEvent } from '../observation/events/pattern-detected.event';
import {
  PatternDetectedWebhookBody,
  RUN_EVENT_TYPES,
  RunEventWebhookBody,
} from './dto/webhook-event.payload';
import type { EventType } from '../outbox/outbox.constants';
import { WEBHOOK_SECRET_PREFIX } from './webhooks.constants';

const WHEN: Record<EventType, string> = {
  'pattern.detected':
    'A P1 pattern (to every webhook) or a P2 pattern (to webhooks whose `events` list P2) was ' +
    'detected in assessed agent output. Sent after the observation is stored.',
  'gate.submitted': 'Work was submitted at a gate and awaits a decision: notify the reviewers.',
  'run.halted': 'A detection halted the run; it stays halted until resumed.',
  'run.resumed': 'A halted run was resumed; `reason` says why.',
  'run.completed': 'The last gate was approved: the run is complete.',
  'run.cancelled': 'The run was cancelled; `reason` says why.',
};

/** Every attempt carries these; `Content-Type: application/json` goes without saying. */
const HEADERS: ParameterObject[] = [
  {
    name: 'X-AG-Signature',
    description:
      '`sha256=` + lowercase hex HMAC-SHA256 over `<X-AG-Timestamp>.<raw body>`, keyed with the ' +
      `whole webhook secret (\`${WEBHOOK_SECRET_PREFIX}\` included). Compare in constant time ` +
      'over the raw body bytes, before parsing.',
    schema: { type: 'string', pattern: '^sha256=[0-9a-f]{64}$' },
  },
  {
    name: 'X-AG-Timestamp',
    description:
      'Unix seconds when this attempt was made; refuse one too far from your clock (replays).',
    schema: { type: 'string', pattern: '^[0-9]+$', example: '1795000000' },
  },
  {
    name: 'X-AG-Delivery',
    description: 'The delivery id, the same on every attempt: dedupe on it.',
    schema: { type: 'string', format: 'uuid' },
  },
  {
    name: 'X-AG-Event',
    description: 'The event type, as in the body.',
    schema: { type: 'string' },
  },
  {
    name: 'X-AG-Attempt',
    description: '1 for the first attempt, then 2, 3 for the retries.',
    schema: { type: 'string', pattern: '^[0-9]+$', example: '1' },
  },
  {
    name: 'User-Agent',
    description: '`agent-governance-webhooks/<version>`.',
    schema: { type: 'string' },
  },
].map((header) => ({ ...header, in: 'header', required: true }));

const DELIVERY =
  'The body bytes are the same on every attempt; timestamp and signature are fresh per attempt. ' +
  'Attempt 1 is made at once, attempt 2 five seconds after attempt 1 failed, attempt 3 thirty ' +
  'seconds after attempt 2 failed (`WEBHOOK_RETRY_DELAYS_MS`); when that fails too, the delivery ' +
  'is `failed`. ' +
  'Redirects are not followed.';

/**
 * The outbound events in the document's `webhooks` section (OpenAPI 3.1), so that generated
 * clients get the body types and receivers see every header. The body schemas are registered by
 * `@ApiExtraModels` on the webhooks controller.
 */
export function documentWebhookEvents(document: OpenAPIObject): void {
  const events: [EventType, string][] = [
    [PatternDetectedEvent.eventName, PatternDetectedWebhookBody.name],
    ...RUN_EVENT_TYPES.map((type): [EventType, string] => [type, RunEventWebhookBody.name]),
  ];
  const webhooks: Record<string, { post: OperationObject }> = {};
  for (const [event, schema] of events) {
    webhooks[event] = {
      post: {
        operationId: handlerName(event),
        summary: `\`${event}\``,
        description: `${WHEN[event]} ${DELIVERY}`,
        tags: ['webhooks'],
        // The receiver checks X-AG-Signature; the service sends no credentials.
        security: [],
        parameters: HEADERS,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
        },
        responses: {
          '2XX': { description: 'Received: any 2xx status ends the delivery as `succeeded`.' },
          '4XX': {
            description:
              'Refused: like any status outside 2xx (or a connection error, or no answer within ' +
              '`WEBHOOK_TIMEOUT_MS`, 5 s), the attempt failed and is retried.',
          },
        },
      },
    };
  }
  Object.assign(document, { webhooks });
}

/** `run.halted` → `onRunHalted`: the name a generated receiver's handler takes. */
function handlerName(event: EventType): string {
  return `on${event
    .split('.')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;
}
