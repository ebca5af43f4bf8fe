import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { col } from '../lib/collections.js';
import { revokeKey } from '../lib/api/revoke.js';
import { requireTeamRole } from '../lib/teams.js';

/** A key's creator or a team's owner revokes it: it stops working at once. */
export const revokeApiKey = defineCallable('revokeApiKey', 'user', async ({ keyId }, { uid }) => {
  await db.runTransaction(async (tx) => {
    const ref = col.apiKey(keyId);
    const key = (await tx.get(ref)).data();
    const notFound = () => new HttpsError('not-found', 'Key not found');
    if (!key) throw notFound();
    if (key.createdBy !== uid)
      await requireTeamRole(uid, key.accountId, ['owner'], tx).catch(() => Promise.reject(notFound()));
    if (key.revokedAt) return;
    revokeKey(tx, ref, key, uid, 'by_user');
  });
  return { ok: true as const };
});
