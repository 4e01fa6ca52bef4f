import type { Request } from 'express';
import type { Role } from './roles';

/** Who is calling: set on the request by the API-key guard. */
export interface AuthContext {
  orgId: string;
  keyId: string;
  role: Role;
  /** The agent an `agent` key is bound to; null for every other role. */
  agentId: string | null;
  /** The actor a key is bound to (an agent key's defaults to its agent's name); null when unbound. */
  actor: string | null;
}

export type AuthenticatedRequest = Request & { auth?: AuthContext };

/** How a caller appears as `actor` in the audit trail when the request names no actor. */
export function actorOf(auth: AuthContext): string {
  return auth.actor ?? `api_key:${auth.keyId}`;
}
