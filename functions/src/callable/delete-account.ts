import { DocumentReference, FieldValue, type Query } from 'firebase-admin/firestore';
import { auth, db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { cancelQueuedOf, cancelQueuedOfClosedTeam } from '../lib/cancel-queued.js';
import { processCardRefund } from '../lib/payments/refunds.js';
import { logs } from '../lib/logs.js';
import {
  DELETED_USER,
  PERSONAL_DATA,
  isTeamRecord,
  TASK_CONTENT_SUBCOLLECTIONS,
  type PersonalCollection,
  type Person,
} from '../lib/personal-data.js';
import { endPlanOfDeletedAccount } from '../lib/subscriptions/sync.js';
import { STRIPE_SECRETS } from '../services/stripe.js';
import { pauseCreatorSchedules } from '../lib/schedules/creator-gone.js';
import { removeFromTeam } from '../lib/teams.js';
import { deleteScheduleFiles, deleteTaskFiles } from '../lib/storage.js';
import { deleteMemoryExports } from '../lib/translation-memory/export-file.js';
import { deleteLogoFiles } from '../lib/files/logo.js';
import { col } from '../lib/collections.js';

/** Audit metadata fields that may carry text about the person. */
// 'text' and 'files': a hidden thread message's words and file names, kept for staff until then.
const AUDIT_FREE_TEXT = ['reason', 'note', 'description', 'title', 'email', 'name', 'text', 'files'];

/**
 * Sends the person's pending card refunds to Stripe now, while the profile still names them on
 * the credit note, rather than leaving them to the trigger, which could file the credit note after
 * the walk below has removed the person. The trigger's later run finds them done (one Stripe
 * refund per key, one credit note per Stripe refund). A Stripe failure fails the deletion, and
 * the retry, which finds the refund still pending, sends it again.
 */
async function refundCardsNow(uid: string): Promise<void> {
  const pending = await col.cardRefunds().where('userId', '==', uid).get();
  for (const doc of pending.docs) {
    if (doc.get('status') !== 'succeeded') await processCardRefund(doc.id);
  }
}

async function docsOf(target: DocumentReference | Query): Promise<DocumentReference[]> {
  if (target instanceof DocumentReference) return (await target.get()).exists ? [target] : [];
  return (await target.select().get()).docs.map((d) => d.ref);
}

async function person(uid: string): Promise<Person> {
  try {
    const user = await auth.getUser(uid);
    if (user.email) return { uid, email: user.email };
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
  }
  const email = (await col.profile(uid).get()).get('email') as string | undefined;
  return { uid, email: email || null };
}

/**
 * Cancels the person's own queued tasks as their own cancel would, so they stop holding places in
 * the queue and get their money back (credits to the wallet, gone with the account; a card-paid
 * task's price to the card, sent now). A task submitted for a team is the team's: it stays queued,
 * with the team, unless the person was its last member and the team closes with them.
 */
async function cancelQueued(uid: string): Promise<number> {
  const cancelled = await cancelQueuedOf(uid, {
    actorUserId: uid,
    note: 'Cancelled: the account was deleted',
    reason: 'account_deleted',
  });
  await refundCardsNow(uid);
  return cancelled;
}

/**
 * Deletes the caller's account (PIPEDA, Québec Law 25). First the refresh tokens are revoked, so
 * no other signed-in device keeps a session while the data goes; queued tasks are cancelled; then
 * every collection listed in PERSONAL_DATA is deleted or anonymized, audit logs keep only the
 * anonymized id, and the Auth user goes last. Idempotent: a retry after a partial failure
 * finishes the job.
 */
export const deleteAccount = defineCallable(
  'deleteAccount',
  'user',
  async (_input, ctx) => {
    const uid = ctx.uid;
    try {
      await auth.revokeRefreshTokens(uid);
    } catch (err) {
      if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
    }
    const who = await person(uid);
    // The person leaves their teams as a leaving member would (the last owner hands over; a team
    // left empty is closed), so no membership names them once they are gone.
    const memberships = await col.memberships().where('uid', '==', uid).get();
    for (const m of memberships.docs) {
      const teamId = m.ref.parent.parent?.id;
      if (!teamId) continue;
      const { closed } = await db.runTransaction((tx) => removeFromTeam(tx, teamId, uid, uid));
      if (closed) await cancelQueuedOfClosedTeam(teamId);
      else await pauseCreatorSchedules(teamId, uid, uid);
    }
    const cancelled = await cancelQueued(uid);
    // A closed account must not be billed again: its plan ends now, before its records go.
    await endPlanOfDeletedAccount(uid);
    // The profile goes before the walk: notifications check for it in the transaction that writes
    // them, so one triggered by the cancellations above is either written before the walk (and
    // found by it) or refused.
    await col.profile(uid).delete();

    const writer = db.bulkWriter();
    // Failures are caught as they happen (no unhandled rejections) and rethrown after close().
    const ops: Promise<unknown>[] = [];
    const track = (p: Promise<unknown>) =>
      ops.push(
        p.then(
          () => null,
          (err: unknown) => err,
        ),
      );
    const counts: Record<string, number> = { cancelledTasks: cancelled, auditLogs: 0 };
    const deletions: DocumentReference[] = [];

    for (const name of Object.keys(PERSONAL_DATA) as PersonalCollection[]) {
      const entry = PERSONAL_DATA[name];
      const refs = new Map<string, DocumentReference>();
      for (const target of entry.find(who)) for (const ref of await docsOf(target)) refs.set(ref.path, ref);
      counts[name] = refs.size;
      for (const ref of refs.values()) {
        if (entry.erase === 'delete') {
          deletions.push(ref);
          // A schedule's files (the bucket's schedules/{id}/ folder) go with it.
          if (name === 'schedules') counts.files = (counts.files ?? 0) + (await deleteScheduleFiles(ref.id));
        } else {
          const data = (await ref.get()).data() ?? {};
          track(writer.update(ref, entry.erase(data)));
          if (name === 'tasks' && !isTeamRecord(data)) {
            counts.files = (counts.files ?? 0) + (await deleteTaskFiles(ref.id));
            for (const sub of TASK_CONTENT_SUBCOLLECTIONS)
              for (const d of await ref.collection(sub).listDocuments()) track(writer.delete(d));
          }
        }
      }
    }
    const [asSubject, asActor, asEntity] = await Promise.all([
      docsOf(col.auditLogs().where('subjectUserId', '==', uid)),
      docsOf(col.auditLogs().where('actorUserId', '==', uid)),
      // Entries about the account itself (created, role changed, e-mail synced) name it as the entity.
      docsOf(col.auditLogs().where('entityId', '==', uid)),
    ]);
    // Audit entries stay (what happened, amounts) but lose the person: ids and any free text they
    // or staff wrote about them (reasons, notes, task titles in descriptions).
    const freeText = Object.fromEntries(AUDIT_FREE_TEXT.map((f) => [`metadata.${f}`, FieldValue.delete()]));
    for (const ref of asSubject) track(writer.update(ref, { subjectUserId: DELETED_USER, ...freeText }));
    for (const ref of asActor) track(writer.update(ref, { actorUserId: DELETED_USER }));
    for (const ref of asEntity) track(writer.update(ref, { entityId: DELETED_USER }));
    counts.auditLogs = new Set([...asSubject, ...asActor, ...asEntity].map((r) => r.path)).size;
    track(
      writer.create(col.auditLogs().doc(), {
        actorUserId: DELETED_USER,
        subjectUserId: DELETED_USER,
        action: 'account_deleted',
        entityType: 'user',
        entityId: DELETED_USER,
        metadata: counts,
        createdAt: FieldValue.serverTimestamp(),
      }),
    );
    await writer.close();
    const failure = (await Promise.all(ops)).find((r) => r !== null);
    if (failure) throw failure;
    // recursiveDelete takes subcollections too (a wallet's ledger).
    for (const ref of deletions) await db.recursiveDelete(ref);
    // The personal brand kit's logo (its document went with the personal data above).
    counts.files = (counts.files ?? 0) + (await deleteLogoFiles(uid));
    // A large memory export not downloaded yet (the memory's documents went with the personal data).
    counts.files += await deleteMemoryExports(uid);

    try {
      await auth.deleteUser(uid);
    } catch (err) {
      if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
    }
    logs.accountDeleted(counts);
    return { ok: true as const };
  },
  { secrets: STRIPE_SECRETS },
);
