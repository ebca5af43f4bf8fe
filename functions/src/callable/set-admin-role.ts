import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { auth, db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { logs } from '../lib/logs.js';

/**
 * Admins grant or revoke admin. The custom claim is the truth (rules and callables read it);
 * profiles.role mirrors it for display. Nobody revokes their own admin (another admin must),
 * so admins can never revoke their way to none; counting the remaining admins would be racy.
 * The command-line script remains the break-glass path.
 */
export const setAdminRole = defineCallable('setAdminRole', 'admin', async ({ uid, admin }, ctx) => {
  const actor = ctx.uid;
  let user;
  try {
    user = await auth.getUser(uid);
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') throw new HttpsError('not-found', 'User not found');
    throw err;
  }
  if (!admin && uid === actor) {
    throw new HttpsError('failed-precondition', 'You cannot revoke your own admin role: ask another admin.');
  }
  const claims = { ...(user.customClaims ?? {}) };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(uid, claims);
  await db.runTransaction(async (tx) => {
    const ref = db.collection('profiles').doc(uid);
    const profile = await tx.get(ref);
    if (profile.exists) tx.update(ref, { role: admin ? 'admin' : 'customer', updatedAt: FieldValue.serverTimestamp() });
    writeAudit(tx, {
      actorUserId: actor,
      subjectUserId: uid,
      action: admin ? 'role_granted' : 'role_revoked',
      entityType: 'user',
      entityId: uid,
      metadata: { role: 'admin', via: 'callable' },
    });
  });
  logs.roleChanged(uid, admin, actor);
  return { uid, admin };
});
