import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { parseReviewerProfile, reviewerProfileRef } from '../lib/reviewers.js';

/**
 * Admins set a reviewer's languages, categories, maximum at once and availability; a reviewer
 * sets only their own availability (away or back). Audited either way, with before and after.
 */
export const updateReviewerProfile = defineCallable('updateReviewerProfile', 'staff', async (input, ctx) => {
  const { uid } = input;
  const change = 'skills' in input ? input.skills : { away: input.away };
  if (!ctx.isAdmin && ('skills' in input || uid !== ctx.uid))
    throw new HttpsError('permission-denied', 'Admin role required');
  await db.runTransaction(async (tx) => {
    const ref = reviewerProfileRef(uid);
    const before = parseReviewerProfile((await tx.get(ref)).data());
    if (!before || !before.active) throw new HttpsError('not-found', 'Reviewer not found');
    tx.update(ref, { ...change, updatedAt: FieldValue.serverTimestamp() });
    const was = Object.fromEntries(Object.keys(change).map((k) => [k, before[k as keyof typeof before]]));
    writeAudit(tx, {
      actorUserId: ctx.uid,
      subjectUserId: uid,
      action: 'reviewer_profile_updated',
      entityType: 'user',
      entityId: uid,
      metadata: { before: was, after: change },
    });
  });
  return { uid };
});
