import type { Request } from 'express';
import type { AuditAuthor } from '../audit/audit.service';
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

/**
 * The `actor` and `keyId` an audit entry written on behalf of this caller records; a key bound
 * to no actor appears as itself.
 */
export function recordedBy(auth: AuthContext): AuditAuthor {
  return { actor: auth.actor ?? `api_key:${auth.keyId}`, keyId: auth.keyId };
}
