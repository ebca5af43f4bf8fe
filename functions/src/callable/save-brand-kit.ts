import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { assertMayUseBrandKit, brandKitRef } from '../lib/brand-kit.js';
import { defineCallable } from '../lib/callable.js';

/**
 * Saves an account's whole brand kit. Clients never write kits directly: rules cannot check 300
 * glossary pairs or a 500-word description, and every change is audited. The logo is kept as it
 * is (only the server sets it).
 */
export const saveBrandKit = defineCallable('saveBrandKit', 'user', async ({ accountId: requested, kit }, { uid }) => {
  const accountId = requested ?? uid;
  await assertMayUseBrandKit(uid, accountId);
  const ref = brandKitRef(accountId);
  return db.runTransaction(async (tx) => {
    const before = await tx.get(ref);
    tx.set(ref, {
      ...kit,
      accountId,
      logo: before.get('logo') ?? null,
      updatedBy: uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: accountId,
      action: 'brand_kit_saved',
      entityType: 'brand_kit',
      entityId: accountId,
      metadata: { created: !before.exists, glossaryPairs: kit.glossary.length, wordsToAvoid: kit.wordsToAvoid.length },
    });
    return { accountId, glossaryPairs: kit.glossary.length };
  });
});
