import type { User } from 'firebase/auth';

export interface AuthSnapshot {
  user: User | null;
  isAdmin: boolean;
  isReviewer: boolean;
}

/**
 * Follows the signed-in user and their admin and reviewer claims. The Auth SDK is imported here, lazily, so the
 * public pages' first load carries no Firebase Auth code. Returns the unsubscribe function.
 */
export function watchAuth(onChange: (snapshot: AuthSnapshot) => void): () => void {
  let unsubscribe: (() => void) | undefined;
  let cancelled = false;
  void Promise.all([import('./firebase-auth'), import('./auth-sdk')]).then(([{ auth }, { onIdTokenChanged }]) => {
    if (cancelled) return;
    unsubscribe = onIdTokenChanged(auth, (user) => {
      if (!user) {
        onChange({ user: null, isAdmin: false, isReviewer: false });
        return;
      }
      void user
        .getIdTokenResult()
        .then((token) =>
          onChange({ user, isAdmin: token.claims.admin === true, isReviewer: token.claims.reviewer === true }),
        )
        .catch(() => onChange({ user, isAdmin: false, isReviewer: false }));
    });
  });
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

/** Forces a fresh ID token, so a changed custom claim reaches the session. */
export async function refreshIdToken(): Promise<void> {
  const { auth } = await import('./firebase-auth');
  await auth.currentUser?.getIdToken(true);
}
