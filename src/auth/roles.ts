/**
 * What a key may do. `agent` keys are bound to one agent and are what a governed agent holds:
 * they can hand work in but never decide a gate.
 */
export const ROLES = ['admin', 'reviewer', 'viewer', 'agent'] as const;
export type Role = (typeof ROLES)[number];

/** Every role that reads the organization's data; `agent` keys read only their agent's. */
export const READERS: readonly Role[] = ['admin', 'reviewer', 'viewer'];
/** Humans who decide: gate actions, reviews, resume. */
export const DECIDERS: readonly Role[] = ['admin', 'reviewer'];
