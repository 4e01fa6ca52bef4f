/** Every outbound event type (SPEC §8): what a webhook may subscribe to. */
export const EVENT_TYPES = [
  'pattern.detected',
  'gate.submitted',
  'run.halted',
  'run.resumed',
  'run.completed',
  'run.cancelled',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What a webhook subscribes to when `types` is not given. */
export const DEFAULT_EVENT_TYPES: EventType[] = ['pattern.detected'];
