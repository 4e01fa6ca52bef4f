/**
 * The API key lives in sessionStorage only: it is gone when the tab closes, it is never sent
 * as a cookie (so there is no CSRF surface), and other tabs sign in on their own.
 */
const STORAGE_KEY = 'ags.apiKey';

type ExpiredListener = (reason: string) => void;
const listeners = new Set<ExpiredListener>();

export const session = {
  key(): string | null {
    return sessionStorage.getItem(STORAGE_KEY);
  },
  signIn(key: string): void {
    sessionStorage.setItem(STORAGE_KEY, key);
  },
  signOut(): void {
    sessionStorage.removeItem(STORAGE_KEY);
  },
  /** The API refused the stored key: forget it and tell the app why. */
  expire(reason: string): void {
    if (!session.key()) return;
    session.signOut();
    listeners.forEach((listener) => listener(reason));
  },
  onExpired(listener: ExpiredListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
