import type { OutboxEvent } from '../../outbox/outbox.service';
import type { EventType } from '../../outbox/outbox.constants';
import type { Gate } from '../gate-machine';

export type RunEventType = Exclude<EventType, 'pattern.detected'>;

/** The outbound body of a run event (SPEC §8): exactly these fields, in this order. */
export interface RunEventPayload {
  event: RunEventType;
  eventId: string;
  timestamp: string;
  runId: string;
  agentId: string;
  gate: Gate;
  actor: string;
  observationId: string | null;
  reason: string | null;
}

export interface RunEventInit {
  id: string;
  orgId: string;
  type: RunEventType;
  runId: string;
  agentId: string;
  gate: Gate;
  /** Who acted: the request's actor, or `system` for a halt. */
  actor: string;
  /** The observation that halted the run (`run.halted` only). */
  observationId?: string | null;
  /** Why (`run.resumed`, `run.cancelled`). */
  reason?: string | null;
  at: Date;
}

/**
 * A change of a run that webhooks may subscribe to. Written to the outbox in the change's
 * transaction (that row is what makes delivery durable) and emitted after commit, which only
 * wakes the delivery of what the outbox already holds.
 */
export class RunEvent {
  static readonly eventName = 'run.changed';

  constructor(readonly init: Readonly<RunEventInit>) {}

  /** The outbox row: the body is serialised once, here, and sent byte for byte. */
  toOutbox(): OutboxEvent {
    const { init } = this;
    const payload: RunEventPayload = {
      event: init.type,
      eventId: init.id,
      timestamp: init.at.toISOString(),
      runId: init.runId,
      agentId: init.agentId,
      gate: init.gate,
      actor: init.actor,
      observationId: init.observationId ?? null,
      reason: init.reason ?? null,
    };
    return {
      id: init.id,
      orgId: init.orgId,
      type: init.type,
      severity: null,
      observationId: init.observationId ?? null,
      runId: init.runId,
      payload: JSON.stringify(payload),
      createdAt: init.at,
    };
  }
}
