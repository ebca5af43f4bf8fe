import { REGION } from '@tasklane/domain';
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { env } from './env';
import { firebaseApp } from './firebase-app';

// Loaded only by signed-in screens, so public pages never download the Firestore SDK.
export const db: Firestore = initializeFirestore(firebaseApp, { ignoreUndefinedProperties: true });
export const functions = getFunctions(firebaseApp, REGION);

if (env.useEmulators) {
  connectFirestoreEmulator(db, env.emulatorHost, env.firestorePort);
  connectFunctionsEmulator(functions, env.emulatorHost, env.functionsPort);
}
