import type { Schemas } from '../api/client';

export type Role = Schemas['KeyRole'];

/**
 * What a role may do, as the API's roles table says (SPEC §1); the console offers only what the
 * API would allow (the API stays the authority and its refusal is shown as it words it).
 */
export const can = {
  decideGates: (role: Role) => role === 'admin' || role === 'reviewer',
  review: (role: Role, governanceResponse: string) =>
    role === 'admin' || (role === 'reviewer' && governanceResponse !== 'ESCALATE'),
  /** Webhooks, deliveries, the audit trail and the detection policy: people's keys, not agents'. */
  readOrganization: (role: Role) => role !== 'agent',
  manageWebhooks: (role: Role) => role === 'admin',
  manageKeys: (role: Role) => role === 'admin',
  editPolicy: (role: Role) => role === 'admin',
};
