import type { User } from 'firebase/auth';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface Session {
  status: SessionStatus;
  user: User | null;
  isAdmin: boolean;
  /** Re-reads the ID token, so a changed admin claim shows without a new sign-in. */
  refreshClaims: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Auth state for the whole app. The Auth SDK is imported lazily after the first paint, so the
 * public pages' initial load carries no Firebase Auth code.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ status: SessionStatus; user: User | null; isAdmin: boolean }>({
    status: 'loading',
    user: null,
    isAdmin: false,
  });

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([import('../../lib/firebase-auth'), import('firebase/auth')]).then(([{ auth }, { onIdTokenChanged }]) => {
      if (cancelled) return;
      unsubscribe = onIdTokenChanged(auth, (user) => {
        if (!user) {
          setState({ status: 'signedOut', user: null, isAdmin: false });
          return;
        }
        void user
          .getIdTokenResult()
          .then((token) => setState({ status: 'signedIn', user, isAdmin: token.claims.admin === true }))
          .catch(() => setState({ status: 'signedIn', user, isAdmin: false }));
      });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  const refreshClaims = useCallback(async () => {
    const { auth } = await import('../../lib/firebase-auth');
    await auth.currentUser?.getIdToken(true);
  }, []);

  const value = useMemo(() => ({ ...state, refreshClaims }), [state, refreshClaims]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside <SessionProvider>');
  return ctx;
}
