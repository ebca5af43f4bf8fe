// @ts-check
// One place for every local port. TASKLANE_PORT_OFFSET shifts them all, so two checkouts
// (or two engineers' worktrees) can run their emulators side by side on one machine.
const offset = Number.parseInt(process.env.TASKLANE_PORT_OFFSET ?? '0', 10) || 0;

export const PROJECT_ID = 'demo-tasklane';
export const REGION = 'northamerica-northeast1';
export const HOST = '127.0.0.1';

export const ports = {
  auth: 9099 + offset,
  firestore: 8080 + offset,
  functions: 5001 + offset,
  hosting: 5050 + offset,
  hub: 4400 + offset,
  logging: 4500 + offset,
  firestoreWs: 9150 + offset,
  eventarc: 9299 + offset,
  tasks: 9499 + offset,
  web: 5173 + offset,
  maildevSmtp: 1025 + offset,
  maildevWeb: 1080 + offset,
  // The local Stripe stand-in (scripts/support/stripe-standin.mjs).
  stripe: 12111 + offset,
  // The local Cloud Storage stand-in (scripts/support/storage-standin.mjs).
  storage: 9199 + offset,
};

// Ports browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports"): an
// offset that puts any local service on one breaks live reads in Chromium and the test harness's
// calls, far from the cause. TASKLANE_PORT_OFFSET=2000, for one, puts Firestore on 10080.
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);
const refused = Object.entries(ports).filter(([, port]) => BAD_PORTS.has(port));
if (refused.length > 0) {
  throw new Error(
    `TASKLANE_PORT_OFFSET=${offset} puts ${refused.map(([name, port]) => `${name} on ${port}`).join(', ')}, a port browsers and Node's fetch refuse; choose another offset (for example ${offset + 1000}).`,
  );
}

/** The environment every emulator client (Admin SDK, tests, seed, web build) needs. */
export function emulatorEnv() {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    FUNCTIONS_EMULATOR_ORIGIN: `http://${HOST}:${ports.functions}`,
    TASKLANE_HOSTING_ORIGIN: `http://${HOST}:${ports.hosting}`,
    TASKLANE_MAILDEV_API: `http://${HOST}:${ports.maildevWeb}`,
    SMTP_HOST: HOST,
    SMTP_PORT: String(ports.maildevSmtp),
    TASKLANE_STRIPE_API: `http://${HOST}:${ports.stripe}`,
    // The Admin SDK's Cloud Storage client sends its JSON API calls here instead of Google.
    STORAGE_EMULATOR_HOST: `http://${HOST}:${ports.storage}`,
    // No Google Cloud metadata server here; skip the lookup (and its warning).
    METADATA_SERVER_DETECTION: 'none',
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
  };
}
