import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebaseApp } from './firebase-app';
import { auth } from './firebase-auth';
import { db } from './firebase-data';

/**
 * reactfire's SDK providers. This module is its own chunk: only signed-in screens load it,
 * together with the Firestore SDK. Callables go through lib/callable.ts, not reactfire.
 */
export default function DataProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={db}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
