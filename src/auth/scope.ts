import type { AuthContext } from './auth-context';

/**
 * The rows a caller may see: its organization's, and for an `agent` key only its agent's. Every
 * query of a resource that belongs to an agent applies both, so a row outside the scope is
 * answered exactly like one that does not exist (404, or absent from a list).
 */
export interface Scope {
  orgId: string;
  /** The agent an `agent` key is bound to; null when the caller sees every agent's rows. */
  agentId: string | null;
}

export function scopeOf(auth: AuthContext): Scope {
  return { orgId: auth.orgId, agentId: auth.agentId };
}
