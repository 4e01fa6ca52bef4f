import { ActorMismatchError, ActorRequiredError } from './auth.errors';
import type { AuthContext } from './auth-context';

/**
 * The actor a request acts as. A bound key's actor is trusted and may be omitted; naming another
 * is refused. An unbound key must name one (a service account relaying people's decisions).
 */
export function resolveActor(auth: AuthContext, requested: string | undefined): string {
  if (auth.actor !== null) {
    if (requested !== undefined && requested !== auth.actor) {
      throw new ActorMismatchError(auth.actor);
    }
    return auth.actor;
  }
  if (requested === undefined) throw new ActorRequiredError();
  return requested;
}
