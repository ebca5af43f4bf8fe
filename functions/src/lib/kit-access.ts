import {
  REVIEWER_ACTIVE_STATUSES,
  accountOf,
  kitAccessSchema,
  kitHolderOf,
  reviewerHoldsKit,
  type Task,
} from '@tasklane/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { db as defaultDb } from './admin.js';
import { refs } from './collections.js';

export const kitAccessRef = (accountId: string, db: Firestore = defaultDb) => refs(db).kitAccess(accountId);

/**
 * Write phase, in the transaction that changes a task's status or reviewer: records who may read
 * the account's brand kit for this task now (`task` as it will be after the write). Only this
 * task's entry changes, by a merge with no read, so tasks of one account moving at once never
 * undo each other. Every write moving a task between reviewers, the pool and delivery calls it:
 * transitionTask, assignment, pick-up, hand-back, reassignment, a revoked reviewer, cancellation.
 */
export function syncKitAccess(
  tx: Transaction,
  taskId: string,
  task: Pick<Task, 'status' | 'reviewerId' | 'userId' | 'accountId'>,
  db: Firestore = defaultDb,
): void {
  const accountId = accountOf(task);
  const holder = kitHolderOf(task);
  tx.set(
    kitAccessRef(accountId, db),
    { accountId, holders: { [taskId]: holder ?? FieldValue.delete() } },
    { merge: true },
  );
}

/** The functions' twin of the rules' reviewer check on brandKits/{accountId} (the logo download uses it). */
export async function reviewerMayReadKit(uid: string, accountId: string, db: Firestore = defaultDb): Promise<boolean> {
  const parsed = kitAccessSchema.safeParse((await kitAccessRef(accountId, db).get()).data());
  return parsed.success && reviewerHoldsKit(parsed.data, uid);
}

/**
 * Rebuilds every account's access from the open tasks (drafted, in review or reopened: the only
 * ones a reviewer holds or the pool offers), for a project whose tasks predate these documents.
 * Replaces each document whole, so run it while reviews are quiet. Returns the accounts written.
 */
export async function rebuildKitAccess(db: Firestore = defaultDb): Promise<number> {
  const open = await refs(db)
    .tasks()
    .where('status', 'in', [...REVIEWER_ACTIVE_STATUSES])
    .get();
  const byAccount = new Map<string, Record<string, string>>();
  for (const doc of open.docs) {
    const task = doc.data() as Task;
    const holder = kitHolderOf(task);
    if (!holder) continue;
    const accountId = accountOf(task);
    byAccount.set(accountId, { ...byAccount.get(accountId), [doc.id]: holder });
  }
  const writer = db.bulkWriter();
  for (const [accountId, holders] of byAccount) void writer.set(kitAccessRef(accountId, db), { accountId, holders });
  await writer.close();
  return byAccount.size;
}
