import { STORAGE_KEYS } from '@tasklane/domain';

let signOutAskedAt = -Infinity;
/** Long enough for the navigation home to win over the guard, short enough to never matter later. */
const SIGN_OUT_GRACE_MS = 10_000;

/**
 * True for a few seconds after the person asked to sign out. The auth guard then sends them home
 * instead of to the login page with the screen they left as the destination: the session change
 * can render before the navigation home does, and the guard must not win that race.
 */
export function isSigningOut(nowMs = Date.now()): boolean {
  return nowMs - signOutAskedAt < SIGN_OUT_GRACE_MS;
}

/** Signs out, forgets the user's cached drafts on this device, then runs `then` (a navigation). */
export async function signOutUser(then?: () => unknown): Promise<void> {
  signOutAskedAt = Date.now();
  await signOutOnly();
  await then?.();
}

async function signOutOnly(): Promise<void> {
  const [{ auth }, { signOut }] = await Promise.all([import('./firebase-auth'), import('./auth-sdk')]);
  try {
    localStorage.removeItem(STORAGE_KEYS.taskDraft);
    // Auth drafts may hold the name and company typed on this device; the remembered e-mail
    // stays, since remembering it across sign-outs is what the user asked for.
    for (const mode of ['login', 'signup', 'reset']) localStorage.removeItem(STORAGE_KEYS.authDraftPrefix + mode);
  } catch {
    /* storage unavailable */
  }
  await signOut(auth);
}
