import { AUTH_EMAIL_RATE_LIMIT, type AuthEmailType } from '@tasklane/domain';
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { findUserByEmail, sendAccountEmail } from '../lib/auth-mail.js';
import { defineCallable } from '../lib/callable.js';
import { clientIp } from '../lib/client-ip.js';
import { logs } from '../lib/logs.js';
import { ipAndGlobal, takeLimits } from '../lib/rate-limit.js';
import { col } from '../lib/collections.js';

/**
 * Counts one send for this address; refuses past AUTH_EMAIL_RATE_LIMIT. The key is a hash, so
 * rateLimits/ holds no e-mail addresses. Counted whether or not an account exists, so the
 * limit itself reveals nothing.
 */
async function takeToken(email: string, type: AuthEmailType): Promise<boolean> {
  const key = createHash('sha256').update(`auth-email:${email.toLowerCase()}`).digest('hex');
  const ref = col.rateLimits().doc(key);
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

/**
 * Sends the verification (signup) or password-reset (recovery) mail, branded and in the user's
 * language. Public: the reset form is used signed out. It answers the same whether or not the
 * address has an account, so it cannot be used to discover accounts.
 */
export const sendAuthEmail = defineCallable('sendAuthEmail', 'public', async ({ email, type, locale }, { request }) => {
  // Per client IP and service-wide first: one client cycling through many addresses would
  // never reach any single address's limit.
  const limited = await takeLimits(ipAndGlobal('authEmailPerIp', 'authEmailGlobal', clientIp(request)));
  if (limited) {
    logs.rateLimited('sendAuthEmail', limited);
    throw new HttpsError('resource-exhausted', 'Too many requests. Please wait a few minutes before trying again.');
  }
  if (!(await takeToken(email, type))) {
    logs.authEmailRateLimited(type);
    throw new HttpsError('resource-exhausted', 'Too many requests. Please wait a few minutes before trying again.');
  }
  const user = await findUserByEmail(email);
  if (!user) {
    logs.authEmailSkipped(type, 'no account');
    return { ok: true as const };
  }
  if (type === 'signup' && user.emailVerified) {
    logs.authEmailSkipped(type, 'already verified');
    return { ok: true as const };
  }
  try {
    await sendAccountEmail(type, user, locale);
  } catch (err) {
    logs.authEmailFailed(type, err);
    // A reset that fails only for existing accounts would reveal them; the signup mail's
    // failure is reported so the client can log it (the flow goes on either way).
    if (type === 'signup') throw new HttpsError('unavailable', 'The email could not be sent.');
  }
  return { ok: true as const };
});
