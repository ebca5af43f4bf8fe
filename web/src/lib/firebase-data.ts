import { connectFirestoreEmulator, initializeFirestore, terminate, type Firestore } from 'firebase/firestore';
import { setE2EFirestoreCloser } from './e2e-hook';
import { env } from './env';
import { firebaseApp } from './firebase-app';

// Loaded only by signed-in screens, so public pages never download the Firestore SDK.
export const db: Firestore = initializeFirestore(firebaseApp, { ignoreUndefinedProperties: true });

if (env.useEmulators) {
  connectFirestoreEmulator(db, env.emulatorHost, env.firestorePort);
  setE2EFirestoreCloser(() => terminate(db));
}

// A page going away closes its listen channel: the SDK then tells the server (a beacon), which stops
// sending to it at once. Left open, the channel lives on until the server gives up on it; the
// Firestore emulator never does, and queued every later change for each abandoned page (10,000
// messages each, then a warning per message). A page the browser keeps for the back button is no
// exception: frozen, it reads nothing, and the browser may drop it later without a word to the
// server. Brought back from that cache, it has no client left, so it loads afresh.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => void terminate(db));
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
}
