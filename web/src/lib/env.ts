/** Web configuration from Vite env; emulator mode needs only the project id and ports. */
export const env = {
  useEmulators: import.meta.env.VITE_USE_EMULATORS === 'true' || import.meta.env.DEV,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-tasklane',
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-tasklane.firebaseapp.com',
  appId: import.meta.env.VITE_FIREBASE_APP_ID ?? undefined,
  emulatorHost: import.meta.env.VITE_EMULATOR_HOST ?? '127.0.0.1',
  authPort: Number(import.meta.env.VITE_AUTH_EMULATOR_PORT ?? 9099),
  firestorePort: Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080),
  functionsPort: Number(import.meta.env.VITE_FUNCTIONS_EMULATOR_PORT ?? 5001),
  /** The public origin in canonical, hreflang and Open Graph URLs (SITE_ORIGIN at build time). */
  siteOrigin: (import.meta.env.VITE_SITE_ORIGIN ?? 'https://tasklane.ca').replace(/\/$/, ''),
};
