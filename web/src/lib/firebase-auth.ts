import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { env } from './env';
import { firebaseApp } from './firebase-app';

// Module scope: runs once per page load, never inside a render.
export const auth = getAuth(firebaseApp);
if (env.useEmulators && !auth.emulatorConfig) {
  connectAuthEmulator(auth, `http://${env.emulatorHost}:${env.authPort}`, { disableWarnings: true });
}
