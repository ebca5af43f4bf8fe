import { AUTH_EMAIL_RATE_LIMIT, type AuthEmailType, type Locale } from '@tasklane/domain';
import { createHash } from 'node:crypto';
import type { UserRecord } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { auth, db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { logs } from '../lib/logs.js';
import { appActionLink, authEmail } from '../services/auth-emails.js';
import { APP_ORIGIN, sendMail } from '../services/mail.js';

/**
 * Counts one send for this address; refuses past AUTH_EMAIL_RATE_LIMIT. The key is a hash, so
 * rateLimits/ holds no e-mail addresses. Counted whether or not an account exists, so the
 * limit itself reveals nothing.
 */
async function takeToken(email: string, type: AuthEmailType): Promise<boolean> {
  const key = createHash('sha256').update(`auth-email:${email.toLowerCase()}`).digest('hex');
  const ref = db.collection('rateLimits').doc(key);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const now = Date.now();
    const hits = ((snap.data()?.hits as Timestamp[] | undefined) ?? [])
      .map((t) => t.toMillis())
      .filter((t) => now - t < AUTH_EMAIL_RATE_LIMIT.windowMs);
    if (hits.length >= AUTH_EMAIL_RATE_LIMIT.max) return false;
    tx.set(ref, {
      kind: 'auth-email',
      lastType: type,
      hits: [...hits, now].map((t) => Timestamp.fromMillis(t)),
      expiresAt: Timestamp.fromMillis(now + AUTH_EMAIL_RATE_LIMIT.windowMs),
    });
    return true;
  });
}

async function findUser(email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email);
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return null;
    throw err;
  }
}

/**
 * Sends the verification (signup) or password-reset (recovery) mail, branded and in the user's
 * language. Public: the reset form is used signed out. It answers the same whether or not the
 * address has an account, so it cannot be used to discover accounts.
 */
export const sendAuthEmail = defineCallable('sendAuthEmail', 'public', async ({ email, type, locale }) => {
  if (!(await takeToken(email, type))) {
    logs.authEmailRateLimited(type);
    throw new HttpsError('resource-exhausted', 'Too many requests. Please wait a few minutes before trying again.');
  }
  const user = await findUser(email);
  if (!user) {
    logs.authEmailSkipped(type, 'no account');
    return { ok: true as const };
  }
  if (type === 'signup' && user.emailVerified) {
    logs.authEmailSkipped(type, 'already verified');
    return { ok: true as const };
  }
  const profile = (await db.collection('profiles').doc(user.uid).get()).data() as { name?: string; locale?: Locale } | undefined;
  const lang: Locale = profile?.locale ?? locale ?? 'en';
  const name = profile?.name ?? user.displayName ?? '';
  const origin = APP_ORIGIN.value();
  const continueUrl = { url: new URL('/auth/callback', origin).toString() };
  try {
    const firebaseLink =
      type === 'signup'
        ? await auth.generateEmailVerificationLink(email, continueUrl)
        : await auth.generatePasswordResetLink(email, continueUrl);
    await sendMail(authEmail(type, lang, email, name, appActionLink(firebaseLink, origin, type, lang)));
  } catch (err) {
    logs.authEmailFailed(type, err);
    // A reset that fails only for existing accounts would reveal them; the signup mail's
    // failure is reported so the client can log it (the flow goes on either way).
    if (type === 'signup') throw new HttpsError('unavailable', 'The email could not be sent.');
  }
  return { ok: true as const };
});
