import type { Locale } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './admin.js';

export interface AccountSeed {
  name: string;
  email: string;
  company?: string;
  locale: Locale;
}

/**
 * The one place that creates a user's profile and empty wallet. Idempotent: an existing profile
 * or wallet is left as it is, so sign-up, social sign-in and retries can all call it.
 * Returns true when the profile was created by this call.
 */
export async function ensureAccountDocs(uid: string, seed: AccountSeed): Promise<boolean> {
  const profileRef = db.collection('profiles').doc(uid);
  const walletRef = db.collection('wallets').doc(uid);
  return db.runTransaction(async (tx) => {
    const [profile, wallet] = await Promise.all([tx.get(profileRef), tx.get(walletRef)]);
    const now = FieldValue.serverTimestamp();
    if (!profile.exists) {
      tx.create(profileRef, {
        name: seed.name,
        email: seed.email,
        company: seed.company ?? '',
        phone: '',
        locale: seed.locale,
        role: 'customer',
        emailNotifications: true,
        createdAt: now,
        updatedAt: now,
      });
    }
    if (!wallet.exists) tx.create(walletRef, { userId: uid, balance: 0, updatedAt: now });
    return !profile.exists;
  });
}
