import type { Request } from 'express';

/** Who is calling: set on the request by the API-key guard. */
export interface AuthContext {
  orgId: string;
  keyId: string;
}

export type AuthenticatedRequest = Request & { auth?: AuthContext };

/** How API-key callers appear as `actor` in the audit trail. */
export function actorOf(auth: AuthContext): string {
  return `api_key:${auth.keyId}`;
}
