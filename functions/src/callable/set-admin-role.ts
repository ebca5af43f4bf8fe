import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable.js';
import { logs } from '../lib/logs.js';
import { applyAdminRole } from '../lib/roles.js';

/**
 * Admins grant or revoke admin. The custom claim is the truth (rules and callables read it);
 * profiles.role mirrors it for display. Nobody revokes their own admin (another admin must),
 * so admins can never revoke their way to none; counting the remaining admins would be racy.
 * The command-line script remains the break-glass path, with the same semantics.
 */
export const setAdminRole = defineCallable('setAdminRole', 'admin', async ({ uid, admin }, ctx) => {
  const actor = ctx.uid;
  if (!admin && uid === actor) {
    throw new HttpsError('failed-precondition', 'You cannot revoke your own admin role: ask another admin.');
  }
  try {
    await applyAdminRole({ uid, admin, actorUserId: actor, via: 'callable' });
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') throw new HttpsError('not-found', 'User not found');
    throw err;
  }
  logs.roleChanged(uid, admin, actor);
  return { uid, admin };
});
