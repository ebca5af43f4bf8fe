// Calls callables the way the web does: the real client SDK against the Auth and Functions
// emulators, with users created through the Admin SDK. No SDK is mocked.
import {
  CURRENT_LEGAL_VERSIONS,
  LEGAL_DOCUMENTS,
  consentId,
  type CallableInput,
  type CallableName,
  type CallableOutput,
  type Consent,
} from '@tasklane/domain';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithCredential,
  signInWithEmailAndPassword,
  updateProfile,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { getApps as getAdminApps, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
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
  /** The signed-in user's current ID token (for raw REST calls as that user). */
  idToken(): Promise<string>;
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
    idToken: async () => {
      const user = getAuth(app).currentUser;
      if (!user) throw new Error('not signed in');
      return user.getIdToken();
    },
    close: () => deleteApp(app),
  };
}

/**
 * Records that `uid` accepted the current terms and privacy policy, as sign-up does (one batched
 * write): every order path refuses an account without it (DECISIONS, "Privacy and language law").
 */
export async function acceptCurrentTerms(uid: string, language: 'en' | 'fr' = 'en'): Promise<void> {
  const batch = adminDb.batch();
  for (const document of LEGAL_DOCUMENTS) {
    const version = CURRENT_LEGAL_VERSIONS[document];
    const record: Consent = { userId: uid, document, version, language, via: 'sign_up', acceptedAtMs: Date.now() };
    batch.set(adminDb.doc(`consents/${consentId(uid, document, version)}`), record);
  }
  await batch.commit();
}

/**
 * A fresh user (optionally admin or reviewer) signed in through the Auth emulator, who accepted
 * the current terms and policy (unless `consent: false`).
 */
export async function signedInClient(
  opts: { admin?: boolean; reviewer?: boolean; email?: string; displayName?: string; consent?: false } = {},
): Promise<TestClient> {
  const email = opts.email ?? `${randomId('user')}@example.test`;
  const password = 'Test-password-123!';
  const user = await adminAuth.createUser({
    email,
    password,
    displayName: opts.displayName ?? 'Test User',
    emailVerified: true,
  });
  if (opts.admin || opts.reviewer)
    await adminAuth.setCustomUserClaims(user.uid, {
      ...(opts.admin ? { admin: true } : {}),
      ...(opts.reviewer ? { reviewer: true } : {}),
    });
  const app = clientApp();
  await Promise.all([
    signInWithEmailAndPassword(getAuth(app), email, password),
    opts.consent === false ? null : acceptCurrentTerms(user.uid),
  ]);
  return wrap(app, user.uid, email);
}

/** Signs in to an existing password account (one made through signUp, say). */
export async function passwordClient(email: string, password: string): Promise<TestClient> {
  const app = clientApp();
  const cred = await signInWithEmailAndPassword(getAuth(app), email, password);
  return wrap(app, cred.user.uid, email);
}

/**
 * A Google sign-in made on the client, as the web's popup does: the Auth emulator accepts a fake
 * identity token. Such users get their profile from ensureProfile.
 */
export async function googleClient(opts: { email?: string; displayName?: string } = {}): Promise<TestClient> {
  const email = opts.email ?? `${randomId('google')}@example.test`;
  const app = clientApp();
  const claims = {
    sub: randomId('google-sub'),
    email,
    email_verified: true,
    name: opts.displayName ?? 'Social Person',
  };
  const cred = await signInWithCredential(getAuth(app), GoogleAuthProvider.credential(JSON.stringify(claims)));
  return wrap(app, cred.user.uid, email);
}

/**
 * An e-mail/password account made straight against Auth with the client SDK, skipping signUp
 * and its password policy, as anyone with devtools could.
 */
export async function directPasswordClient(password: string, displayName?: string): Promise<TestClient> {
  const email = `${randomId('direct')}@example.test`;
  const app = clientApp();
  const cred = await createUserWithEmailAndPassword(getAuth(app), email, password);
  if (displayName !== undefined) await updateProfile(cred.user, { displayName });
  return wrap(app, cred.user.uid, email);
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

export interface RawAnswer {
  status: number;
  body: { result?: unknown; error?: { status: string; details?: unknown } };
}

/**
 * A raw callable request, with X-Forwarded-For as Google's front end delivers it: whatever the
 * client sent, then the address the front end saw, appended last. `forged` is the client's part.
 */
export async function callThroughFrontEnd(
  name: string,
  data: unknown,
  clientAddress: string,
  forged?: string,
): Promise<RawAnswer> {
  const res = await fetch(`http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': forged ? `${forged}, ${clientAddress}` : clientAddress,
    },
    body: JSON.stringify({ data }),
  });
  return { status: res.status, body: (await res.json()) as RawAnswer['body'] };
}

/**
 * A callable request as a browser on another page sends it: signed in as `client`, with the
 * browser's own headers (Origin, Referer), which the client SDK in Node never sets.
 */
export async function callWithHeaders<N extends CallableName>(
  client: TestClient,
  name: N,
  data: CallableInput<N>,
  headers: Record<string, string>,
): Promise<CallableOutput<N>> {
  const res = await fetch(`http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await client.idToken()}`, ...headers },
    body: JSON.stringify({ data }),
  });
  const body = (await res.json()) as RawAnswer['body'];
  if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${JSON.stringify(body.error)}`);
  return body.result as CallableOutput<N>;
}

/** A documentation-range IPv4 address (203.0.113.0/24, RFC 5737), fresh enough per test. */
export function testIp(): string {
  return `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
}

/** A random spoofed address, different on every call. */
export function forgedIp(): string {
  return `198.51.100.${Math.floor(Math.random() * 250) + 1}, 10.${Math.floor(Math.random() * 250)}.0.1`;
}

/**
 * Fills a service-wide ceiling (rateLimits/{name}_global) for the length of `body`, then clears it,
 * so a test can see what happens at the ceiling without making hundreds of calls.
 */
export async function atGlobalCeiling<T>(name: string, max: number, body: () => Promise<T>): Promise<T> {
  const ref = adminDb.collection('rateLimits').doc(`${name}_global`);
  await ref.set({
    kind: name,
    count: max,
    windowStart: Timestamp.now(),
    expiresAt: Timestamp.fromMillis(Date.now() + 3_600_000),
  });
  try {
    return await body();
  } finally {
    await ref.delete();
  }
}
