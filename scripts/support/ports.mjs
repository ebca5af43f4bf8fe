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
