import type { Schemas } from '../api/client';

export type Role = Schemas['KeyRole'];

/**
 * What a role may do, as the API's roles table says; the console only hides what the API
 * would refuse with 403 (the API stays the authority and its refusal is shown as it words it).
 */
export const can = {
  decideGates: (role: Role) => role === 'admin' || role === 'reviewer',
  review: (role: Role, governanceResponse: string) =>
    role === 'admin' || (role === 'reviewer' && governanceResponse !== 'ESCALATE'),
  manageWebhooks: (role: Role) => role === 'admin',
  manageKeys: (role: Role) => role === 'admin',
};
