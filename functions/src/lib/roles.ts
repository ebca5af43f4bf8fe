import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { auth, db } from './admin.js';
import { writeAudit } from './audit.js';
import { reviewerProfileRef } from './reviewers.js';
import { REVIEWER_ACTIVE_STATUSES, defaultReviewerSkills, type TaskStatus } from '@tasklane/domain';
import { syncKitAccess } from './kit-access.js';
import { col } from './collections.js';

/**
 * Grants or revokes admin, for the callable and the grant-admin command alike. The audited
 * commit (the profiles.role mirror and the audit entry) comes first and the custom claim second,
 * so no claim ever changes without its audit entry. If setting the claim then fails, the caller
 * is told to retry: the call is idempotent, and the claim (what rules and callables trust) never
 * got ahead of the record. Revoking removes the claim rather than setting it false.
 * Throws auth/user-not-found for an unknown uid, before anything is written.
 */
export async function applyAdminRole(change: {
  uid: string;
  admin: boolean;
  actorUserId: string;
  via: 'callable' | 'script';
}): Promise<void> {
  const { uid, admin, actorUserId, via } = change;
  const user = await auth.getUser(uid);
  await db.runTransaction(async (tx) => {
    const ref = col.profile(uid);
    const profile = await tx.get(ref);
    if (profile.exists) tx.update(ref, { role: admin ? 'admin' : 'customer', updatedAt: FieldValue.serverTimestamp() });
    writeAudit(tx, {
      actorUserId,
      subjectUserId: uid,
      action: admin ? 'role_granted' : 'role_revoked',
      entityType: 'user',
      entityId: uid,
      metadata: { role: 'admin', via },
    });
  });
  const claims = { ...(user.customClaims ?? {}) };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(uid, claims);
}

/**
 * Grants or revokes the reviewer claim, in the same order as admin: the audited commit first
 * (profiles.reviewer for display, and the reviewer's profile switched on or off: a revoked
 * reviewer keeps the document, inactive, so their skills return with the role), the claim second.
 * A revoked reviewer's open tasks go back to the pool in the same commit, each with a staff
 * history entry and an audit entry, so none is left with someone who can no longer open it.
 */
export async function applyReviewerRole(change: {
  uid: string;
  reviewer: boolean;
  actorUserId: string;
}): Promise<void> {
  const { uid, reviewer, actorUserId } = change;
  const user = await auth.getUser(uid);
  await db.runTransaction(async (tx) => {
    const ref = col.profile(uid);
    const [profile, skills, held] = await Promise.all([
      tx.get(ref),
      tx.get(reviewerProfileRef(uid)),
      reviewer
        ? null
        : tx.get(
            col
              .tasks()
              .where('reviewerId', '==', uid)
              .where('status', 'in', [...REVIEWER_ACTIVE_STATUSES]),
          ),
    ]);
    const at = Timestamp.now();
    for (const task of held?.docs ?? []) {
      tx.update(task.ref, {
        reviewerId: null,
        history: FieldValue.arrayUnion({
          at,
          by: actorUserId,
          from: task.get('status'),
          to: task.get('status'),
          note: 'Back to the pool: reviewer role revoked',
          staff: true,
        }),
        updatedAt: FieldValue.serverTimestamp(),
      });
      syncKitAccess(tx, task.id, {
        status: task.get('status') as TaskStatus,
        reviewerId: null,
        userId: task.get('userId') as string,
        accountId: task.get('accountId') as string | undefined,
      });
      writeAudit(tx, {
        actorUserId,
        subjectUserId: task.get('userId') as string,
        action: 'task_handed_back',
        entityType: 'task',
        entityId: task.id,
        metadata: { before: uid, reason: 'reviewer role revoked' },
      });
    }
    if (profile.exists) tx.update(ref, { reviewer, updatedAt: FieldValue.serverTimestamp() });
    if (skills.exists)
      tx.update(reviewerProfileRef(uid), { active: reviewer, updatedAt: FieldValue.serverTimestamp() });
    else if (reviewer) {
      tx.set(reviewerProfileRef(uid), {
        ...defaultReviewerSkills(),
        name: profile.data()?.name ?? user.displayName ?? user.email ?? uid,
        active: true,
        lastAssignedAt: null,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    writeAudit(tx, {
      actorUserId,
      subjectUserId: uid,
      action: reviewer ? 'role_granted' : 'role_revoked',
      entityType: 'user',
      entityId: uid,
      metadata: { role: 'reviewer', via: 'callable' },
    });
  });
  const claims = { ...(user.customClaims ?? {}) };
  if (reviewer) claims.reviewer = true;
  else delete claims.reviewer;
  await auth.setCustomUserClaims(uid, claims);
}
