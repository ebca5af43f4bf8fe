import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { env } from './env';
import { firebaseApp } from './firebase-app';

/**
 * getAuth() with the same persistence but without the popup resolver: given one, the SDK loads
 * Google's gapi script as it starts on phones and Safari, on every page that only wants to know
 * whether someone is signed in. The social sign-in passes the resolver to signInWithPopup itself.
 */
function createAuth(): Auth {
  try {
    return initializeAuth(firebaseApp, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
  } catch {
    // A hot reload in development runs this module again; the instance already exists.
    return getAuth(firebaseApp);
  }
}

// Module scope: runs once per page load, never inside a render.
export const auth = createAuth();
if (env.useEmulators && !auth.emulatorConfig) {
  connectAuthEmulator(auth, `http://${env.emulatorHost}:${env.authPort}`, { disableWarnings: true });
}
