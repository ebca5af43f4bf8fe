import type { Locale, Province } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { writeAudit } from './audit.js';
import { col } from './collections.js';

export interface AccountSeed {
  name: string;
  email: string;
  company?: string;
  locale: Locale;
  /** The province the sign-up form asked for (taxes, the terms' language rule). */
  province?: Province;
  /** How the account came to be, recorded in its audit entry. */
  via: 'sign_up' | 'provider';
}

/**
 * The one place that creates a user's profile and empty wallet. Idempotent: an existing profile
 * or wallet is left as it is, so sign-up, social sign-in and retries can all call it.
 * Returns true when the profile was created by this call, which also writes its audit entry.
 */
export async function ensureAccountDocs(uid: string, seed: AccountSeed): Promise<boolean> {
  const profileRef = col.profile(uid);
  const walletRef = col.wallet(uid);
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
        ...(seed.province ? { province: seed.province } : {}),
        role: 'customer',
        emailNotifications: true,
        createdAt: now,
        updatedAt: now,
      });
      writeAudit(tx, {
        actorUserId: uid,
        subjectUserId: uid,
        action: 'account_created',
        entityType: 'user',
        entityId: uid,
        metadata: { via: seed.via },
      });
    }
    if (!wallet.exists) tx.create(walletRef, { userId: uid, balance: 0, updatedAt: now });
    return !profile.exists;
  });
}
