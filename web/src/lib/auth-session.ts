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
/** A task's screen: its task document is listened to as soon as the user is known (lib/early-listen.ts). */
const TASK_SCREEN = /^\/tasks\/([A-Za-z0-9_-]{1,128})\/?$/;

function listenEarlyFor(pathname: string): void {
  const id = TASK_SCREEN.exec(pathname)?.[1];
  if (!id || id === 'new') return;
  void import('./early-listen').then(({ listenEarly }) => listenEarly(id)).catch(() => undefined);
}

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
      listenEarlyFor(window.location.pathname);
      void user
        .getIdTokenResult()
        .then((token) => onChange({ user, isAdmin: token.claims.admin === true, isReviewer: token.claims.reviewer === true }))
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
