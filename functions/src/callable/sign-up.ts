import { MIN_PASSWORD_SCORE, passwordStrength } from '@tasklane/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { ensureAccountDocs } from '../lib/accounts.js';
import { auth } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { logs } from '../lib/logs.js';

/**
 * Public sign-up: the shared schema has already checked the fields; here the server also
 * enforces password strength, then creates the Auth user, the profile and the wallet.
 * The client signs in afterwards and asks sendAuthEmail for the verification mail.
 */
export const signUp = defineCallable('signUp', 'public', async ({ name, email, password, company, locale }) => {
  const strength = passwordStrength(password);
  if (strength.score < MIN_PASSWORD_SCORE) {
    throw new HttpsError('invalid-argument', 'Password is too weak', {
      reason: 'weak-password',
      missing: strength.missing,
      fields: { password: 'password_weak' },
    });
  }
  let uid: string;
  try {
    uid = (await auth.createUser({ email, password, displayName: name, emailVerified: false })).uid;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'auth/email-already-exists') throw new HttpsError('already-exists', 'An account with this email already exists.');
    if (code === 'auth/invalid-password') throw new HttpsError('invalid-argument', 'Password is too weak', { reason: 'weak-password', missing: strength.missing });
    if (code === 'auth/invalid-email') throw new HttpsError('invalid-argument', 'Invalid email', { fields: { email: 'email_invalid' } });
    throw err;
  }
  try {
    await ensureAccountDocs(uid, { name, email, company, locale });
  } catch (err) {
    // No half-made accounts: without a profile and wallet the user could not use the app.
    logs.signUpRolledBack(uid, err);
    await auth.deleteUser(uid);
    throw err;
  }
  return { uid };
});
