import { type FirebaseApp } from 'firebase/app';
/** The one Firebase app. firebase/app is tiny; Auth and Firestore load lazily elsewhere. */
export declare const firebaseApp: FirebaseApp;
