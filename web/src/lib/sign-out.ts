import { STORAGE_KEYS } from '@tasklane/domain';

/** Signs out and forgets the user's cached drafts on this device. */
export async function signOutUser(): Promise<void> {
  const [{ auth }, { signOut }] = await Promise.all([import('./firebase-auth'), import('firebase/auth')]);
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
