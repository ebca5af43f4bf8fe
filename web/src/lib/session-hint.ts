import { STORAGE_KEYS } from '@tasklane/domain';

/**
 * Whether this browser may hold a signed-in session. Set whenever the session provider sees a
 * user, cleared whenever it sees none (sign-out, deleted account, expired session). Public pages
 * read it to decide whether to load the Firebase Auth SDK at all: a visitor who never signed in
 * here downloads and runs none of it. It is only a hint: a wrong "yes" costs one Auth load that
 * finds nobody (and clears it); a wrong "no" (a session from before the hint existed, or storage
 * cleared by hand) shows the signed-out header until the person opens the app or the login page,
 * where the session is always checked.
 */
export function mayBeSignedIn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.sessionHint) === '1';
  } catch {
    // Storage blocked: load Auth, as before the hint existed.
    return true;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(STORAGE_KEYS.sessionHint, '1');
    else localStorage.removeItem(STORAGE_KEYS.sessionHint);
  } catch {
    /* storage unavailable: every page then loads Auth */
  }
}
