import { env } from './env';

let wake: (() => void) | null = null;
let wakeWanted = false;
let closeFirestore: (() => Promise<void>) | null = null;

/**
 * Emulator builds: how to close this page's Firestore client (lib/firebase-data.ts hands it in
 * when it loads). Tests call it before they close a page: a browser context closed by a test runs
 * no unload handler, so without it the page's listen channel stayed open on the Firestore
 * emulator, which queued every later change for it and, past 10,000 messages per channel, spent
 * its time warning about each one (the journeys' listeners slowed to a crawl half-way through a run).
 */
export function setE2EFirestoreCloser(fn: () => Promise<void>): void {
  closeFirestore = fn;
}

/**
 * The session provider hands in how to start following Auth, so a test's sign-in is seen. A
 * sign-in called before that (the page still hydrating) is remembered and wakes it on arrival.
 */
export function setE2EWake(fn: () => void): void {
  wake = fn;
  if (wakeWanted) fn();
}

// Emulator builds only: lets end-to-end tests of other journeys sign in without driving the
// login form (which has its own tests). Defined on every page, public ones included, without
// loading the Auth SDK until a test calls it. Production builds never define it.
if (env.useEmulators && typeof window !== 'undefined') {
  (window as unknown as { __tasklaneE2E?: unknown }).__tasklaneE2E = {
    signIn: async (email: string, password: string) => {
      wakeWanted = true;
      wake?.();
      const [{ auth }, { signInWithEmailAndPassword }] = await Promise.all([
        import('./firebase-auth'),
        import('./auth-sdk'),
      ]);
      await signInWithEmailAndPassword(auth, email, password);
    },
    // Nothing to close on a page that never loaded Firestore.
    closeFirestore: async () => closeFirestore?.(),
  };
}
