export const ENFORCEMENTS = ['enforce', 'monitor'] as const;
export type Enforcement = (typeof ENFORCEMENTS)[number];
export const DEFAULT_ENFORCEMENT: Enforcement = 'enforce';

/** The actor of the history events the service records itself (a halt by a detection). */
export const SYSTEM_ACTOR = 'system';

/** `reason` of a resume request. */
export const MAX_RESUME_REASON_LENGTH = 1000;
