import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { env } from './env';
import { firebaseApp } from './firebase-app';

// Module scope: runs once per page load, never inside a render.
export const auth = getAuth(firebaseApp);
if (env.useEmulators && !auth.emulatorConfig) {
  connectAuthEmulator(auth, `http://${env.emulatorHost}:${env.authPort}`, { disableWarnings: true });
}

// Emulator builds only: lets end-to-end tests of other journeys sign in without driving the
// login form (which has its own tests). Production builds never define it.
if (env.useEmulators && typeof window !== 'undefined') {
  (window as unknown as { __tasklaneE2E?: unknown }).__tasklaneE2E = {
    signIn: async (email: string, password: string) => {
      const { signInWithEmailAndPassword } = await import('firebase/auth');
      await signInWithEmailAndPassword(auth, email, password);
    },
  };
}
