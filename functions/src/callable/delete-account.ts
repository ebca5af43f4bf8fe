import { FieldValue, type DocumentReference, type Query } from 'firebase-admin/firestore';
import { auth, db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { logs } from '../lib/logs.js';

/** What deleted users become in the records that must be kept (tasks, audit logs). */
export const DELETED_USER = 'deleted-user';

async function refsOf(q: Query): Promise<DocumentReference[]> {
  return (await q.select().get()).docs.map((d) => d.ref);
}

/**
 * Deletes the caller's account (PIPEDA, Québec Law 25): profile, wallet with its ledger and
 * notifications are deleted; tasks and audit logs are kept for accounting but no longer point
 * at the person; then the Auth user goes. Idempotent, so a retry after a partial failure
 * finishes the job.
 */
export const deleteAccount = defineCallable('deleteAccount', 'user', async (_input, ctx) => {
  const uid = ctx.uid as string;
  const writer = db.bulkWriter();
  // Failures are caught as they happen (no unhandled rejections) and rethrown after close().
  const ops: Promise<unknown>[] = [];
  const track = (p: Promise<unknown>) => ops.push(p.then(() => null, (err: unknown) => err));
  const counts = { ledger: 0, notifications: 0, tasks: 0, auditLogs: 0 };

  const wallet = db.collection('wallets').doc(uid);
  for (const ref of await refsOf(wallet.collection('ledger'))) {
    track(writer.delete(ref));
    counts.ledger += 1;
  }
  for (const ref of await refsOf(db.collection('notifications').where('userId', '==', uid))) {
    track(writer.delete(ref));
    counts.notifications += 1;
  }
  const tasks = await db.collection('tasks').where('userId', '==', uid).get();
  for (const task of tasks.docs) {
    const history = ((task.get('history') as { by?: string }[] | undefined) ?? []).map((h) => (h.by === uid ? { ...h, by: DELETED_USER } : h));
    track(writer.update(task.ref, { userId: DELETED_USER, ownerDeleted: true, history, updatedAt: FieldValue.serverTimestamp() }));
    counts.tasks += 1;
  }
  const [asSubject, asActor] = await Promise.all([
    refsOf(db.collection('auditLogs').where('subjectUserId', '==', uid)),
    refsOf(db.collection('auditLogs').where('actorUserId', '==', uid)),
  ]);
  for (const ref of asSubject) track(writer.update(ref, { subjectUserId: DELETED_USER }));
  for (const ref of asActor) track(writer.update(ref, { actorUserId: DELETED_USER }));
  counts.auditLogs = new Set([...asSubject, ...asActor].map((r) => r.path)).size;

  track(writer.delete(wallet));
  track(writer.delete(db.collection('profiles').doc(uid)));
  track(writer.create(db.collection('auditLogs').doc(), {
    actorUserId: DELETED_USER,
    subjectUserId: DELETED_USER,
    action: 'account_deleted',
    entityType: 'user',
    entityId: DELETED_USER,
    metadata: counts,
    createdAt: FieldValue.serverTimestamp(),
  }));
  await writer.close();
  const failure = (await Promise.all(ops)).find((r) => r !== null);
  if (failure) throw failure;

  try {
    await auth.deleteUser(uid);
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
  }
  logs.accountDeleted(counts);
  return { ok: true as const };
});
