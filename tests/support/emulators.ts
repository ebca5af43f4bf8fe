// Emulator coordinates for tests, from the same env the launcher exports.
const offset = Number.parseInt(process.env.TASKLANE_PORT_OFFSET ?? '0', 10) || 0;

export const PROJECT_ID = 'demo-tasklane';
export const REGION = 'northamerica-northeast1';
export const HOST = '127.0.0.1';
export const PORTS = {
  auth: 9099 + offset,
  firestore: 8080 + offset,
  functions: 5001 + offset,
  hosting: 5050 + offset,
  // The web dev server (npm start): the other local origin the app is served from.
  web: 5173 + offset,
  maildevWeb: 1080 + offset,
};

export function randomId(prefix = 'id'): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}`;
}
