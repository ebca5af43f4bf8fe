import { MIN_PASSWORD_SCORE, passwordStrength } from '@tasklane/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { ensureAccountDocs } from '../lib/accounts.js';
import { recordSignUpConsent } from '../lib/consents.js';
import { auth } from '../lib/admin.js';
import { findUserByEmail, sendAccountEmail, sendSignUpAttemptEmail } from '../lib/auth-mail.js';
import { defineCallable } from '../lib/callable.js';
import { clientIp } from '../lib/client-ip.js';
import { logs } from '../lib/logs.js';
import { ipAndGlobal, takeLimits } from '../lib/rate-limit.js';

/**
 * Public sign-up: the shared schema has already checked the fields; here the server also
 * enforces password strength and the per-IP and global ceilings, then creates the Auth user,
 * the profile and the wallet, and mails the verification link.
 *
 * A taken address gets the same answer as a new one ("check your e-mail"), and its owner gets a
 * "someone tried to sign up with your address" mail instead, so sign-up cannot be used to find
 * out who has an account (sendAuthEmail keeps the same promise).
 */
export const signUp = defineCallable(
  'signUp',
  'public',
  async ({ name, email, password, company, locale, province, consent }, { request }) => {
    const strength = passwordStrength(password);
    if (strength.score < MIN_PASSWORD_SCORE) {
      throw new HttpsError('invalid-argument', 'Password is too weak', {
        reason: 'weak-password',
        missing: strength.missing,
        fields: { password: 'password_weak' },
      });
    }
    const limited = await takeLimits(ipAndGlobal('signUpPerIp', 'signUpGlobal', clientIp(request)));
    if (limited) {
      logs.rateLimited('signUp', limited);
      throw new HttpsError('resource-exhausted', 'Too many sign-ups. Please try again later.');
    }
    let uid: string;
    try {
      uid = (await auth.createUser({ email, password, displayName: name, emailVerified: false })).uid;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'auth/email-already-exists') {
        const owner = await findUserByEmail(email);
        if (owner)
          await sendSignUpAttemptEmail(owner, locale).catch((mailErr: unknown) =>
            logs.authEmailFailed('signup-attempt', mailErr),
          );
        return { ok: true as const };
      }
      if (code === 'auth/invalid-password')
        throw new HttpsError('invalid-argument', 'Password is too weak', {
          reason: 'weak-password',
          missing: strength.missing,
        });
      if (code === 'auth/invalid-email')
        throw new HttpsError('invalid-argument', 'Invalid email', { fields: { email: 'email_invalid' } });
      throw err;
    }
    try {
      await ensureAccountDocs(uid, { name, email, company, locale, via: 'sign_up', ...(province ? { province } : {}) });
    } catch (err) {
      // No half-made accounts: without a profile and wallet the user could not use the app.
      logs.signUpRolledBack(uid, err);
      await auth.deleteUser(uid);
      throw err;
    }
    if (consent) await recordSignUpConsent(uid, consent);
    // The account exists either way; a failed mail can be re-sent from the sign-in screen.
    await sendAccountEmail('signup', await auth.getUser(uid), locale).catch((err: unknown) =>
      logs.authEmailFailed('signup', err),
    );
    return { ok: true as const };
  },
);
