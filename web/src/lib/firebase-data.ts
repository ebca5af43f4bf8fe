import { connectFirestoreEmulator, initializeFirestore, terminate, type Firestore } from 'firebase/firestore';
import { setE2EFirestoreCloser } from './e2e-hook';
import { env } from './env';
import { firebaseApp } from './firebase-app';

// Loaded only by signed-in screens, so public pages never download the Firestore SDK.
//
// On the emulator the listen channel long-polls instead of streaming. The emulator answers every
// write that touches a listened query with the query's whole result again (RESET, each document,
// CURRENT), and keeps every message until the client acknowledges it. A streaming client only
// acknowledges when it next sends something, which a listening screen may not do for minutes: an
// admin screen over the review queue (100 tasks, 103 messages per task write) passed 10,000 kept
// messages within a minute or two late in the journeys, and the emulator then aborted the channel
// but went on trying to send to it on every later write, warning each time, for the rest of the
// run. A long poll acknowledges with each new request. Production streams as before.
export const db: Firestore = initializeFirestore(firebaseApp, {
  ignoreUndefinedProperties: true,
  ...(env.useEmulators ? { experimentalForceLongPolling: true } : {}),
});

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
