import { env } from './env';

let wake: (() => void) | null = null;
let wakeWanted = false;

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
      const [{ auth }, { signInWithEmailAndPassword }] = await Promise.all([import('./firebase-auth'), import('./auth-sdk')]);
      await signInWithEmailAndPassword(auth, email, password);
    },
  };
}
