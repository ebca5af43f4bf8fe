// The Firebase Auth functions the app calls, by name. Loaded as a whole namespace
// (`import('firebase/auth')`), the SDK kept every export (phone sign-in, reCAPTCHA, multi-factor,
// account links…) in the chunk every signed-in screen loads: 12 kB gzipped more. Callers load this
// module on demand, as they loaded the SDK; a function not listed here is a build error.
export {
  applyActionCode,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  confirmPasswordReset,
  EmailAuthProvider,
  FacebookAuthProvider,
  GoogleAuthProvider,
  onIdTokenChanged,
  reauthenticateWithCredential,
  setPersistence,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updatePassword,
  verifyBeforeUpdateEmail,
  verifyPasswordResetCode,
} from 'firebase/auth';
