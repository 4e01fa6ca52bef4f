import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { ApiError, api, call, type Schemas } from '../api/client';
import { session } from './session';
import type { Role } from './permissions';

export type Me = Schemas['MeResponse'];

interface Auth {
  me: Me;
  role: Role;
  signOut: () => void;
}

const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside a signed-in page');
  return auth;
}

/** Who a key is, asked with that key: also the sign-in check. */
export function fetchMe(key: string): Promise<Me> {
  return call(api.GET('/api/v1/auth/me', { headers: { Authorization: `Bearer ${key}` } }));
}

type State =
  | { status: 'loading' }
  | { status: 'signed-out'; notice?: string }
  | { status: 'signed-in'; me: Me };

/** Renders `signedIn` with the key's identity, or `signedOut` (the sign-in page) with why. */
export function AuthGate(props: {
  signedIn: ReactNode;
  signedOut: (state: { notice?: string; onSignedIn: (me: Me) => void }) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(() =>
    session.key() ? { status: 'loading' } : { status: 'signed-out' },
  );

  const signOut = useCallback(
    (notice?: string) => {
      session.signOut();
      queryClient.clear();
      setState({ status: 'signed-out', notice });
    },
    [queryClient],
  );

  useEffect(() => session.onExpired((reason) => signOut(`Signed out: ${reason}`)), [signOut]);

  useEffect(() => {
    const key = session.key();
    if (state.status !== 'loading' || !key) return;
    fetchMe(key).then(
      (me) => setState({ status: 'signed-in', me }),
      (error: unknown) =>
        signOut(error instanceof ApiError ? `${error.code}: ${error.message}` : String(error)),
    );
  }, [state.status, signOut]);

  if (state.status === 'loading') return <p className="loading">Loading…</p>;
  if (state.status === 'signed-out')
    return props.signedOut({
      notice: state.notice,
      onSignedIn: (me) => setState({ status: 'signed-in', me }),
    });
  return (
    <AuthContext.Provider
      value={{ me: state.me, role: state.me.key.role, signOut: () => signOut() }}
    >
      {props.signedIn}
    </AuthContext.Provider>
  );
}
