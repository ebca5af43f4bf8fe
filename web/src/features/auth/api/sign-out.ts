import { STORAGE_KEYS } from '@tasklane/domain';

let signingOut = false;

/**
 * True while a sign-out the person asked for is under way. The auth guard then waits instead of
 * sending them to the login page (with the screen they left as the destination): they leave for
 * where `signOutUser`'s `then` takes them, the home page.
 */
export function isSigningOut(): boolean {
  return signingOut;
}

/** Signs out, forgets the user's cached drafts on this device, then runs `then` (a navigation). */
export async function signOutUser(then?: () => unknown): Promise<void> {
  signingOut = true;
  try {
    await signOutOnly();
    await then?.();
  } finally {
    signingOut = false;
  }
}

async function signOutOnly(): Promise<void> {
  const [{ auth }, { signOut }] = await Promise.all([import('../../../lib/firebase-auth'), import('firebase/auth')]);
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
