// Admin SDK for scripts. With emulator hosts in the environment it talks to the emulators;
// otherwise to the real project of `--project` / GOOGLE_CLOUD_PROJECT with application default credentials.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

export function adminSdk(projectId = process.env.GCLOUD_PROJECT ?? 'demo-tasklane') {
  const app = getApps()[0] ?? initializeApp({ projectId });
  return { auth: getAuth(app), db: getFirestore(app) };
}
