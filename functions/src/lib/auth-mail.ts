import type { AuthEmailType, Locale } from '@tasklane/domain';
import type { UserRecord } from 'firebase-admin/auth';
import { appActionLink, authEmail, signUpAttemptEmail } from '../services/auth-emails.js';
import { APP_ORIGIN, sendMail } from '../services/mail.js';
import { auth } from './admin.js';
import { col } from './collections.js';

export async function findUserByEmail(email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email);
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return null;
    throw err;
  }
}

/** The language and name a mail to this user is written with: the profile's, else the caller's. */
async function recipient(user: UserRecord, locale: Locale | undefined): Promise<{ lang: Locale; name: string }> {
  const profile = (await col.profile(user.uid).get()).data();
  return { lang: profile?.locale ?? locale ?? 'en', name: profile?.name ?? user.displayName ?? '' };
}

/** Verification or reset mail: Firebase's one-time code in a link to our own /auth/callback. Throws on failure. */
export async function sendAccountEmail(
  type: AuthEmailType,
  user: UserRecord,
  locale: Locale | undefined,
): Promise<void> {
  const email = user.email as string;
  const { lang, name } = await recipient(user, locale);
  const origin = APP_ORIGIN.value();
  const continueUrl = { url: new URL('/auth/callback', origin).toString() };
  const firebaseLink =
    type === 'signup'
      ? await auth.generateEmailVerificationLink(email, continueUrl)
      : await auth.generatePasswordResetLink(email, continueUrl);
  await sendMail(authEmail(type, lang, email, name, appActionLink(firebaseLink, origin, type, lang)));
}

/** Tells the owner of a taken address that someone tried to sign up with it. Throws on failure. */
export async function sendSignUpAttemptEmail(user: UserRecord, locale: Locale | undefined): Promise<void> {
  const { lang, name } = await recipient(user, locale);
  const signIn = new URL('/auth', APP_ORIGIN.value());
  signIn.searchParams.set('mode', 'login');
  await sendMail(signUpAttemptEmail(lang, user.email as string, name, signIn.toString()));
}
