import type { Locale, SignUpInput } from '@tasklane/domain';
import { call } from '../../../lib/callable';

/** An error the auth screens map to the error banner; `code` follows Firebase's. */
export class AuthFlowError extends Error {
  constructor(
    public code: string,
    message: string,
  ) {
    super(message);
  }
}

async function authSdk() {
  const [{ auth }, sdk] = await Promise.all([import('../../../lib/firebase-auth'), import('../../../lib/auth-sdk')]);
  return { auth, ...sdk };
}

/** Spec calls 3: remember-me keeps the session across browser restarts, otherwise per tab. */
export async function signInWithPassword(email: string, password: string, rememberMe: boolean) {
  const {
    auth,
    setPersistence,
    browserLocalPersistence,
    browserSessionPersistence,
    signInWithEmailAndPassword,
    signOut,
  } = await authSdk();
  await setPersistence(auth, rememberMe ? browserLocalPersistence : browserSessionPersistence);
  const cred = await signInWithEmailAndPassword(auth, email, password);
  if (!cred.user.emailVerified) {
    // Password accounts must confirm their address first (spec: 'Email Verification Required').
    await signOut(auth);
    throw new AuthFlowError('auth/email-not-verified', 'Email not confirmed');
  }
  return cred.user;
}

/**
 * Spec calls 1 and 2: the server creates the account (re-checking the password) and mails the
 * confirmation link. Its answer is the same when the address already had an account (the owner
 * is warned by mail instead), so the screen says "check your e-mail" either way. The client then
 * signs in for this tab, so the link opened here lands on the dashboard; for a taken address that
 * sign-in fails quietly, and the screen is the same.
 */
export async function signUpWithPassword(input: SignUpInput) {
  await call('signUp', input);
  const { auth, setPersistence, browserSessionPersistence, signInWithEmailAndPassword } = await authSdk();
  try {
    await setPersistence(auth, browserSessionPersistence);
    await signInWithEmailAndPassword(auth, input.email, input.password);
  } catch {
    // Deliberately silent: an error here would reveal that the address was taken.
  }
}

/**
 * Spec calls 6 and 7. The answer never says whether the address has an account; only the rate
 * limit is shown (as 'Too Many Attempts'), other failures are logged and the flow goes on.
 */
export async function requestPasswordReset(email: string, locale: Locale) {
  try {
    await call('sendAuthEmail', { email, type: 'recovery', locale });
  } catch (err) {
    if ((err as { code?: string }).code === 'functions/resource-exhausted') throw err;
    console.error('Failed to send custom password reset email', err);
  }
}

/** Spec call 4, on the Auth emulator's own sign-in page locally. Every account gets a profile. */
export async function signInWithSocial(provider: 'google' | 'facebook', locale: Locale) {
  const {
    auth,
    setPersistence,
    browserLocalPersistence,
    browserPopupRedirectResolver,
    signInWithPopup,
    GoogleAuthProvider,
    FacebookAuthProvider,
  } = await authSdk();
  await setPersistence(auth, browserLocalPersistence);
  // The Auth instance is created without a popup resolver (it would load Google's gapi script on
  // every page), so the popup names it here.
  await signInWithPopup(
    auth,
    provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider(),
    browserPopupRedirectResolver,
  );
  try {
    await call('ensureProfile', { locale });
  } catch (err) {
    console.error('Failed to create the profile', err);
  }
}

/**
 * Local emulator builds only. The SDK's popup flow loads Google's gapi script from the internet,
 * which an offline machine cannot reach; the Auth emulator instead accepts a fake identity token
 * (strict JSON claims) as the provider credential. Same account, profile and redirect as the popup.
 */
export async function signInWithEmulatorProvider(
  provider: 'google' | 'facebook',
  email: string,
  name: string,
  locale: Locale,
) {
  const {
    auth,
    setPersistence,
    browserLocalPersistence,
    signInWithCredential,
    GoogleAuthProvider,
    FacebookAuthProvider,
  } = await authSdk();
  const claims = JSON.stringify({
    sub: `emulator-${provider}-${email.toLowerCase()}`,
    email,
    email_verified: true,
    name,
  });
  const credential =
    provider === 'google' ? GoogleAuthProvider.credential(claims) : FacebookAuthProvider.credential(claims);
  await setPersistence(auth, browserLocalPersistence);
  await signInWithCredential(auth, credential);
  try {
    await call('ensureProfile', { locale });
  } catch (err) {
    console.error('Failed to create the profile', err);
  }
}

/** The callback's verifyEmail link. Returns whether a session exists afterwards. */
export async function applyEmailVerification(oobCode: string): Promise<boolean> {
  const { auth, applyActionCode } = await authSdk();
  await applyActionCode(auth, oobCode);
  await auth.authStateReady();
  if (auth.currentUser) {
    await auth.currentUser.reload();
    await auth.currentUser.getIdToken(true);
    return true;
  }
  return false;
}

/** The address a resetPassword link is for (also checks that the code is still valid). */
export async function checkResetCode(oobCode: string): Promise<string> {
  const { auth, verifyPasswordResetCode } = await authSdk();
  return verifyPasswordResetCode(auth, oobCode);
}

export async function confirmNewPassword(oobCode: string, password: string) {
  const { auth, confirmPasswordReset } = await authSdk();
  await confirmPasswordReset(auth, oobCode, password);
}

export async function hasSession(): Promise<boolean> {
  const { auth } = await authSdk();
  await auth.authStateReady();
  return auth.currentUser !== null;
}
