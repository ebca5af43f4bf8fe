import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';
import { env } from './env';
import { firebaseApp } from './firebase-app';

// Loaded only by signed-in screens, so public pages never download the Firestore SDK.
export const db: Firestore = initializeFirestore(firebaseApp, { ignoreUndefinedProperties: true });

if (env.useEmulators) connectFirestoreEmulator(db, env.emulatorHost, env.firestorePort);
