import type { User } from 'firebase/auth';
import { createContext, useContext } from 'react';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface Session {
  status: SessionStatus;
  user: User | null;
  isAdmin: boolean;
  /** Holds the reviewer claim: the review desk, nothing admin-only. */
  isReviewer: boolean;
  /**
   * False while the session is assumed signed out without asking Firebase (a public page in a
   * browser never seen signed in). Screens that must know for sure call `checkSession`.
   */
  checked: boolean;
  /** Loads Auth and follows the real session; `status` is 'loading' until it answers. */
  checkSession: () => void;
  /** Re-reads the ID token, so a changed admin claim shows without a new sign-in. */
  refreshClaims: () => Promise<void>;
}

/** Filled by the app's session provider; features read it through the hooks below. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside the session provider');
  return ctx;
}

/**
 * The signed-in user, for screens that only render inside the protected routes (whose guard
 * waits for the session). Throws if used anywhere else, so a missing guard fails loudly.
 */
export function useSignedInUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser must be used inside a protected route');
  return user;
}
