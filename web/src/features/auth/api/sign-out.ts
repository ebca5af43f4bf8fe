import { STORAGE_KEYS } from '@tasklane/domain';

/** Signs out and forgets the user's cached drafts on this device. */
export async function signOutUser(): Promise<void> {
  const [{ auth }, { signOut }] = await Promise.all([import('../../../lib/firebase-auth'), import('firebase/auth')]);
  try {
    localStorage.removeItem(STORAGE_KEYS.taskDraft);
  } catch {
    /* storage unavailable */
  }
  await signOut(auth);
}
