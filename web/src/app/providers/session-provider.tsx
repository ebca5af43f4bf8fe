import type { User } from 'firebase/auth';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { SessionContext, type SessionStatus } from '../../hooks/use-session';
import { refreshIdToken, watchAuth } from '../../lib/auth-session';

/** Auth state for the whole app, published to features through `useSession`. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ status: SessionStatus; user: User | null; isAdmin: boolean }>({
    status: 'loading',
    user: null,
    isAdmin: false,
  });

  useEffect(
    () =>
      watchAuth(({ user, isAdmin }) => {
        setState(user ? { status: 'signedIn', user, isAdmin } : { status: 'signedOut', user: null, isAdmin: false });
      }),
    [],
  );

  const value = useMemo(() => ({ ...state, refreshClaims: refreshIdToken }), [state]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
