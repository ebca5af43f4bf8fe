import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

// One Admin SDK app per process; the emulator sets the project and hosts through env.
if (getApps().length === 0) initializeApp();

export const db = getFirestore();
export const auth = getAuth();

/**
 * The Firestore emulator, under load or with transactions waiting on the same documents, may end a
 * waiting transaction with INVALID_ARGUMENT "Transaction is invalid or closed" where Firestore
 * answers ABORTED, which the SDK retries (firebase-tools #4473, #6758: "not meant for production
 * use … under load or parallel use"). On the emulator only, such a transaction runs again, at most
 * twice more; a transaction function is written to run more than once anyway.
 */
export function retryClosedTransactions(firestore: Firestore, attempts = 3): void {
  const run = firestore.runTransaction.bind(firestore);
  firestore.runTransaction = (async (...args: Parameters<typeof run>) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await run(...args);
      } catch (error) {
        if (attempt >= attempts || !closedByEmulator(error)) throw error;
      }
    }
  }) as typeof firestore.runTransaction;
}

export function closedByEmulator(error: unknown): boolean {
  const e = error as { code?: unknown; details?: unknown; message?: unknown } | null;
  const text = `${String(e?.details ?? '')} ${String(e?.message ?? '')}`;
  return e?.code === 3 && text.includes('Transaction is invalid or closed');
}

if (process.env.FIRESTORE_EMULATOR_HOST) retryClosedTransactions(db);
