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

// A page going away for good (a full navigation, a closed tab) closes its listen channel: the SDK
// then tells the server (a beacon), which stops sending to it at once. Left open, the channel lives
// on until the server gives up on it; the Firestore emulator never does, and went on queueing every
// later change for each abandoned page (10,000 messages each, then a warning per message), which
// slowed every listener after a few hundred page loads. A page kept for the back button
// (`persisted`) keeps its channel.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) void terminate(db);
  });
}
