import { emailField, nameField } from '@tasklane/domain';
import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { ensureAccountDocs } from '../lib/accounts.js';
import { auth, db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { logs } from '../lib/logs.js';
import { writeAudit } from '../lib/audit.js';
import { col } from '../lib/collections.js';

/**
 * The name to store, held to the same schema as a name typed in the sign-up form: the provider's
 * display name if it passes, else the address's local part, else a neutral placeholder.
 */
function profileName(user: UserRecord, email: string): string {
  for (const candidate of [user.displayName, email.split('@')[0]]) {
    const parsed = nameField.safeParse(candidate ?? '');
    if (parsed.success) return parsed.data;
  }
  return 'Tasklane user';
}

/**
 * Google and Facebook sign-ins create the Auth user on the client; the web calls this right after,
 * so every account has a profile and a wallet. Safe to call any number of times. It also copies a
 * changed sign-in address (after verifyBeforeUpdateEmail) into the profile, which the owner may
 * not write themself.
 *
 * Password accounts are provisioned only by signUp, which enforces the password policy. One made
 * directly against Auth (createUserWithEmailAndPassword with any password) has no profile, and
 * this callable will not give it one.
 */
export const ensureProfile = defineCallable('ensureProfile', 'user', async ({ locale }, { uid }) => {
  const user = await auth.getUser(uid);
  const parsedEmail = emailField.safeParse(user.email ?? '');
  const email = parsedEmail.success ? parsedEmail.data : '';
  const ref = col.profile(user.uid);
  const hasProfile = (await ref.get()).exists;
  const viaProvider = user.providerData.some((p) => p.providerId !== 'password');
  if (!hasProfile && !viaProvider) {
    logs.profileRefused(user.uid, 'password account not created through signUp');
    throw new HttpsError('permission-denied', 'Create password accounts through the sign-up form.');
  }
  const created = hasProfile
    ? false
    : await ensureAccountDocs(user.uid, {
        name: profileName(user, email),
        email,
        locale: locale ?? 'en',
        via: 'provider',
      });
  if (!created && email) {
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || snap.get('email') === email) return;
      tx.update(ref, { email, updatedAt: FieldValue.serverTimestamp() });
      // The address itself stays out of the log: the profile holds it.
      writeAudit(tx, {
        actorUserId: uid,
        subjectUserId: uid,
        action: 'profile_email_synced',
        entityType: 'profile',
        entityId: uid,
        metadata: { field: 'email' },
      });
    });
  }
  return { created };
});
