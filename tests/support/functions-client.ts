// Calls callables the way the web does: the real client SDK against the Auth and Functions
// emulators, with users created through the Admin SDK. No SDK is mocked.
import type { CallableInput, CallableName, CallableOutput } from '@tasklane/domain';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { getApps as getAdminApps, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { HOST, PORTS, PROJECT_ID, REGION, randomId } from './emulators';

process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:${PORTS.auth}`;

const adminApp = getAdminApps()[0] ?? initializeAdminApp({ projectId: PROJECT_ID });
export const adminAuth = getAdminAuth(adminApp);
export const adminDb = getAdminFirestore(adminApp);

export interface TestClient {
  uid: string | null;
  email: string | null;
  call<N extends CallableName>(name: N, input: CallableInput<N>): Promise<CallableOutput<N>>;
  /** Sends raw data, for bad-input tests that the types would forbid. */
  callRaw(name: string, input: unknown): Promise<unknown>;
  /** The client's own Firestore (rules apply), for the reads the web makes. */
  firestore(): Firestore;
  close(): Promise<void>;
}

function clientApp(): FirebaseApp {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, randomId('app'));
  connectAuthEmulator(getAuth(app), `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  connectFunctionsEmulator(getFunctions(app, REGION), HOST, PORTS.functions);
  return app;
}

const connected = new WeakSet<FirebaseApp>();

function wrap(app: FirebaseApp, uid: string | null, email: string | null): TestClient {
  const functions = getFunctions(app, REGION);
  const callRaw = async (name: string, input: unknown) => (await httpsCallable(functions, name)(input)).data;
  return {
    uid,
    email,
    call: async (name, input) => (await callRaw(name, input)) as never,
    callRaw,
    firestore: () => {
      const db = getFirestore(app);
      // Connect once per app: the SDK refuses a second connect after first use.
      if (!connected.has(app)) {
        connectFirestoreEmulator(db, HOST, PORTS.firestore);
        connected.add(app);
      }
      return db;
    },
    close: () => deleteApp(app),
  };
}

/** A fresh user (optionally admin) signed in through the Auth emulator. */
export async function signedInClient(opts: { admin?: boolean; email?: string; displayName?: string } = {}): Promise<TestClient> {
  const email = opts.email ?? `${randomId('user')}@example.test`;
  const password = 'Test-password-123!';
  const user = await adminAuth.createUser({ email, password, displayName: opts.displayName ?? 'Test User', emailVerified: true });
  if (opts.admin) await adminAuth.setCustomUserClaims(user.uid, { admin: true });
  const app = clientApp();
  await signInWithEmailAndPassword(getAuth(app), email, password);
  return wrap(app, user.uid, email);
}

export function anonymousClient(): TestClient {
  return wrap(clientApp(), null, null);
}

/** The error code a callable rejected with ('functions/unauthenticated', …). */
export async function errorOf(p: Promise<unknown>): Promise<{ code: string; message: string; details: unknown }> {
  try {
    await p;
  } catch (err) {
    const e = err as { code: string; message: string; details: unknown };
    return { code: e.code, message: e.message, details: e.details };
  }
  throw new Error('expected the call to fail, but it succeeded');
}
