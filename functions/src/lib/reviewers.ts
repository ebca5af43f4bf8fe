import {
  POOL_STATUSES,
  REVIEWER_ACTIVE_STATUSES,
  pickReviewer,
  taskLanguages,
  toMillis,
  accountOf,
  reviewerProfileSchema,
  type NotificationTemplate,
  type ReviewerCandidate,
  type ReviewerProfile,
  type Task,
} from '@tasklane/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db as defaultDb } from './admin.js';
import { writeAudit } from './audit.js';
import { syncKitAccess } from './kit-access.js';
import { setStaffNotice } from './notify.js';
import { refs } from './collections.js';

/** Who is calling, as the task checks need it. */
export interface StaffCaller {
  uid: string;
  isAdmin: boolean;
  isReviewer: boolean;
}

/** In the pool: drafted or reopened, and assigned to nobody. */
export function isInPool(task: Pick<Task, 'status' | 'reviewerId'>): boolean {
  return (POOL_STATUSES as readonly string[]).includes(task.status) && !task.reviewerId;
}

/**
 * The one place that says which tasks staff may see and work on: admins every task; a reviewer
 * the tasks assigned to them and the pool. The security rules say the same in `isStaffOnTask`.
 */
export function isStaffOnTask(caller: StaffCaller, task: Pick<Task, 'status' | 'reviewerId'>): boolean {
  if (caller.isAdmin) return true;
  if (!caller.isReviewer) return false;
  return task.reviewerId === caller.uid || isInPool(task);
}

/** Refuses a reviewer another reviewer's task with the same answer as a missing one, so ids reveal nothing. */
export function assertStaffOnTask<T extends Pick<Task, 'status' | 'reviewerId'>>(
  caller: StaffCaller,
  task: T | undefined,
): asserts task is T {
  if (!task || !isStaffOnTask(caller, task)) throw new HttpsError('not-found', 'Task not found');
}

export const reviewerProfileRef = (uid: string, db: Firestore = defaultDb) => refs(db).reviewerProfile(uid);

export function parseReviewerProfile(data: unknown): ReviewerProfile | null {
  const parsed = reviewerProfileSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

const ACTIVE = [...REVIEWER_ACTIVE_STATUSES];

/**
 * Reads (inside the caller's transaction, before any write) what the assignment needs: every
 * active reviewer profile, and for each one whose skills fit, two counts of their open tasks.
 * The cost is bounded by the number of reviewers, never by the number of waiting tasks: a count
 * is billed one read per thousand matching index entries.
 */
export async function readCandidates(
  tx: Transaction,
  db: Firestore,
  task: Pick<Task, 'language' | 'category' | 'dueAt' | 'bilingual'>,
): Promise<ReviewerCandidate[]> {
  const profiles = await tx.get(refs(db).reviewerProfiles().where('active', '==', true));
  const dueAt = task.dueAt === null ? null : Timestamp.fromMillis(toMillis(task.dueAt) ?? 0);
  const out: ReviewerCandidate[] = [];
  for (const doc of profiles.docs) {
    const p = parseReviewerProfile(doc.data());
    if (
      !p ||
      p.away ||
      !taskLanguages(task).every((l) => p.languages.includes(l)) ||
      !p.categories.includes(task.category)
    )
      continue;
    const open = refs(db).tasks().where('reviewerId', '==', doc.id).where('status', 'in', ACTIVE);
    const [all, sooner] = await Promise.all([
      tx.get(open.count()),
      dueAt ? tx.get(open.where('dueAt', '<=', dueAt).count()) : Promise.resolve(null),
    ]);
    const activeCount = all.data().count;
    out.push({
      uid: doc.id,
      languages: p.languages,
      categories: p.categories,
      maxActive: p.maxActive,
      away: p.away,
      active: p.active,
      activeCount,
      dueSoonerCount: sooner ? sooner.data().count : activeCount,
      lastAssignedAtMs: toMillis(p.lastAssignedAt),
    });
  }
  return out;
}

/** Admins to tell when a task waits in the pool (bounded by the number of admins). */
export async function readAdminIds(tx: Transaction, db: Firestore): Promise<string[]> {
  const snap = await tx.get(refs(db).profiles().where('role', '==', 'admin').limit(50));
  return snap.docs.map((d) => d.id);
}

function notify(
  tx: Transaction,
  db: Firestore,
  id: string,
  userId: string,
  templateKey: NotificationTemplate,
  task: { id: string; title: string; aboutAccountId: string },
) {
  setStaffNotice(tx, db, {
    id,
    userId,
    templateKey,
    payload: { task_id: task.id, task_title: task.title },
    aboutAccountId: task.aboutAccountId,
  });
}

/**
 * Write phase of an assignment (after readCandidates): the reviewer (or the pool) on the task, a
 * history entry, an audit entry, and a notification to the reviewer, or to every admin when
 * nobody was eligible. Returns the chosen reviewer's uid, or null for the pool.
 */
export function applyAssignment(
  tx: Transaction,
  db: Firestore,
  ref: DocumentReference,
  task: Pick<Task, 'userId' | 'accountId' | 'title' | 'status' | 'language' | 'category'>,
  candidates: readonly ReviewerCandidate[],
  adminIds: readonly string[],
  by: string,
): string | null {
  const chosen = pickReviewer(candidates, task);
  const at = Timestamp.now();
  const step = `${ref.id}_${at.toMillis()}`;
  const note = chosen ? `Assigned to reviewer ${chosen.uid}` : 'No eligible reviewer: waiting in the pool';
  tx.update(ref, {
    reviewerId: chosen?.uid ?? null,
    history: FieldValue.arrayUnion({ at, by, from: task.status, to: task.status, note, staff: true }),
    updatedAt: FieldValue.serverTimestamp(),
  });
  syncKitAccess(tx, ref.id, { ...task, reviewerId: chosen?.uid ?? null }, db);
  writeAudit(tx, {
    actorUserId: by,
    subjectUserId: task.userId,
    action: 'task_assigned',
    entityType: 'task',
    entityId: ref.id,
    metadata: {
      reviewerId: chosen?.uid ?? null,
      eligible: candidates.filter((c) => c.activeCount < c.maxActive).length,
    },
  });
  if (chosen) {
    tx.update(reviewerProfileRef(chosen.uid, db), { lastAssignedAt: at });
    notify(tx, db, `${step}_assigned_${chosen.uid}`, chosen.uid, 'review_assigned', {
      id: ref.id,
      title: task.title,
      aboutAccountId: accountOf(task),
    });
  } else {
    for (const uid of adminIds)
      notify(tx, db, `${step}_pool_${uid}`, uid, 'review_pool', {
        id: ref.id,
        title: task.title,
        aboutAccountId: accountOf(task),
      });
  }
  return chosen?.uid ?? null;
}
