import { FieldValue } from 'firebase-admin/firestore';
import { ensureAccountDocs } from '../lib/accounts.js';
import { auth, db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';

/**
 * Google and Facebook sign-ins create the Auth user on the client; the web calls this right after,
 * so every account has a profile and a wallet. Safe to call any number of times. It also copies a
 * changed sign-in address (after verifyBeforeUpdateEmail) into the profile, which the owner may
 * not write themself.
 */
export const ensureProfile = defineCallable('ensureProfile', 'user', async ({ locale }, { uid }) => {
  const user = await auth.getUser(uid as string);
  const email = user.email ?? '';
  const name = user.displayName?.trim() || email.split('@')[0] || 'Tasklane user';
  const created = await ensureAccountDocs(user.uid, { name, email, locale: locale ?? 'en' });
  if (!created && email) {
    const ref = db.collection('profiles').doc(user.uid);
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (snap.exists && snap.get('email') !== email) tx.update(ref, { email, updatedAt: FieldValue.serverTimestamp() });
    });
  }
  return { created };
});
