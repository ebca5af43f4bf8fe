import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable.js';
import { logs } from '../lib/logs.js';
import { applyReviewerRole } from '../lib/roles.js';

/**
 * Admins grant or revoke the reviewer role. The claim is the truth (rules and callables read it);
 * profiles.reviewer mirrors it for display, and the grant opens the reviewer's profile (skills,
 * maximum at once, availability), which an admin then fills in.
 */
export const setReviewerRole = defineCallable('setReviewerRole', 'admin', async ({ uid, reviewer }, ctx) => {
  try {
    await applyReviewerRole({ uid, reviewer, actorUserId: ctx.uid });
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') throw new HttpsError('not-found', 'User not found');
    throw err;
  }
  logs.adminAction('setReviewerRole', ctx.uid, uid);
  return { uid, reviewer };
});
