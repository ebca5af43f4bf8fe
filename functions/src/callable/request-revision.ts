import { dueAt, revisionCost, revisionWindowOpen, accountOf } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { moveCredits, readWallet } from '../lib/credits.js';
import { ledgerText } from '../lib/ledger-text.js';
import { millis, readOwnedTask } from '../lib/owned-task.js';
import { readSettings } from '../lib/settings.js';
import { transitionTask } from '../lib/task-transition.js';
import { col } from '../lib/collections.js';

/**
 * The owner asks for a revision of a delivered task within 72 h of its delivery. The first of the
 * task is free; further ones cost settings.extraRevisionCredits, charged in the same transaction.
 * The reopened task gets its own due time, the tier's hours from the request, so its countdown
 * never shows the original (long past) due time as overdue. A task whose money-back refund was
 * approved is closed to revisions.
 */
export const requestRevision = defineCallable('requestRevision', 'user', async ({ taskId, note }, { uid }) => {
  const userId = uid;
  return db.runTransaction(async (tx) => {
    const { ref, task } = await readOwnedTask(tx, taskId, userId);
    const refund = await tx.get(col.refundRequest(taskId));
    // Money back closes the task: a refunded delivery cannot also be reworked for free.
    if (refund.get('status') === 'approved') {
      throw new HttpsError('failed-precondition', 'This task was refunded; it can no longer be revised', {
        reason: 'refunded',
      });
    }
    if (task.status !== 'delivered')
      throw new HttpsError('failed-precondition', 'Only a delivered task can be revised');
    if (!revisionWindowOpen(millis(task.deliveredAt), Date.now())) {
      throw new HttpsError('failed-precondition', 'The revision window has closed');
    }
    const settings = await readSettings(tx);
    const cost = revisionCost(task.revisionCount, settings);
    const wallet = cost > 0 ? await readWallet(tx, accountOf(task)) : null;
    if (wallet) {
      moveCredits(tx, wallet, {
        credits: -cost,
        type: 'consumed',
        description: ledgerText.revision(task.title),
        actorUserId: userId,
        taskId,
      });
    }
    const revisionCount = task.revisionCount + 1;
    const revisionDueAt = Timestamp.fromMillis(dueAt(Date.now(), task.tier, settings));
    transitionTask(
      tx,
      ref,
      task,
      'reopened',
      userId,
      { revisionNote: note, revisionCount, dueAt: revisionDueAt },
      note,
    );
    return { chargedCredits: cost, revisionCount };
  });
});
