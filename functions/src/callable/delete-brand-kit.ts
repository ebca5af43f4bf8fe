import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { assertMayUseBrandKit, brandKitRef } from '../lib/brand-kit.js';
import { defineCallable } from '../lib/callable.js';
import { afterCommit } from '../lib/after-commit.js';
import { deleteLogoFiles } from '../lib/files/logo.js';

/**
 * Deletes an account's whole brand kit, audited, then every logo object under the account's
 * prefix (after the commit: a kit that is gone never points at a missing file; a file whose
 * deletion failed is retried by the next deletion of the prefix, account deletion included).
 */
export const deleteBrandKit = defineCallable('deleteBrandKit', 'user', async ({ accountId: requested }, { uid }) => {
  const accountId = requested ?? uid;
  await assertMayUseBrandKit(uid, accountId);
  const ref = brandKitRef(accountId);
  const deleted = await db.runTransaction(async (tx) => {
    const before = await tx.get(ref);
    if (!before.exists) return false;
    tx.delete(ref);
    writeAudit(tx, {
      actorUserId: uid,
      subjectUserId: accountId,
      action: 'brand_kit_deleted',
      entityType: 'brand_kit',
      entityId: accountId,
      metadata: { hadLogo: before.get('logo') != null },
    });
    return true;
  });
  await afterCommit('deleteBrandKit: logo files', () => deleteLogoFiles(accountId), 0);
  return { deleted };
});
