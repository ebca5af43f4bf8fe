import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { env } from './env';

/** The one Firebase app. firebase/app is tiny; Auth and Firestore load lazily elsewhere. */
export const firebaseApp: FirebaseApp =
  getApps().length > 0
    ? getApp()
    : initializeApp({
        apiKey: env.apiKey,
        authDomain: env.authDomain,
        projectId: env.projectId,
        ...(env.appId ? { appId: env.appId } : {}),
      });
