import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, FunctionsProvider } from 'reactfire';
import { firebaseApp } from '../../lib/firebase-app';
import { auth } from '../../lib/firebase-auth';
import { db, functions } from '../../lib/firebase-data';

/**
 * reactfire's SDK providers. This module is its own chunk: only signed-in screens load it,
 * together with the Firestore and Functions SDKs.
 */
export default function DataProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={db}>
          <FunctionsProvider sdk={functions}>{children}</FunctionsProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
