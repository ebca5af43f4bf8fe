import { deliveryError, isBilingual } from '@tasklane/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { pendingFilesOf, reviewRef } from '../lib/files/http.js';
import { defineCallable } from '../lib/callable.js';
import { transitionTask } from '../lib/task-transition.js';
import { recordReviewDelivery } from '../lib/review-stats.js';
import { col } from '../lib/collections.js';
import { afterCommit } from '../lib/after-commit.js';
import { feedDelivery } from '../lib/translation-memory/feed.js';

/**
 * The reviewer delivers: in_review → delivered with the final text and deliveredAt. Only the
 * reviewer who picked the task up may deliver it (an admin or a reviewer). Scope limits (800 words for text, 500 rows for
 * a sheet) are checked against the task's deliverable type and reported on the `result` field.
 * The reviewer's final text is also kept with the draft (staff-only) for the record.
 */
export const deliverTask = defineCallable('deliverTask', 'staff', async (input, { uid }) => {
  const { taskId, result, resultFr } = input;
  const ref = col.task(taskId);
  const deliveredAt = Timestamp.now();
  const out = await db.runTransaction(async (tx) => {
    const [snap, review] = await Promise.all([tx.get(ref), tx.get(reviewRef(taskId))]);
    const task = snap.data();
    if (!task) throw new HttpsError('not-found', 'Task not found');
    if (task.status !== 'in_review')
      throw new HttpsError('failed-precondition', `A ${task.status} task cannot be delivered`);
    if (task.reviewerId !== uid) throw new HttpsError('permission-denied', 'Another reviewer has this task');
    const code = deliveryError(task.deliverableType, result);
    if (code) throw new HttpsError('invalid-argument', 'Invalid input', { fields: { result: code } });
    // A bilingual task is delivered (and every revision redelivered) as both texts, each within the
    // scope limits on its own; a one-language task has no second text to take.
    const bilingual = isBilingual(task);
    if (!bilingual && resultFr !== undefined)
      throw new HttpsError('invalid-argument', 'Invalid input', { fields: { resultFr: 'result_fr_unexpected' } });
    const codeFr = bilingual ? deliveryError(task.deliverableType, resultFr ?? '') : null;
    if (codeFr) throw new HttpsError('invalid-argument', 'Invalid input', { fields: { resultFr: codeFr } });
    const frFields = bilingual ? { resultFr: resultFr ?? '' } : {};
    const revision = task.revisionCount > 0 && task.history.some((h) => h.to === 'reopened');
    // Files the reviewer attached go out with this delivery, numbered by round; earlier rounds stay.
    const round = task.history.filter((h) => h.to === 'delivered').length + 1;
    const files = pendingFilesOf(review).map((f) => ({ ...f, round }));
    const fileFields = files.length > 0 ? { deliverables: [...(task.deliverables ?? []), ...files] } : {};
    tx.set(
      reviewRef(taskId),
      {
        finalText: result,
        ...(bilingual ? { finalTextFr: resultFr } : {}),
        reviewerId: uid,
        deliveredAt,
        pendingFiles: [],
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    recordReviewDelivery(tx, task, uid, deliveredAt.toMillis());
    transitionTask(
      tx,
      ref,
      task,
      'delivered',
      uid,
      { result, ...frFields, deliveredAt, queueStatus: null, queuePosition: null, ...fileFields },
      revision ? 'Revision delivered' : 'Delivered',
    );
    return { status: 'delivered' as const, deliveredAt: deliveredAt.toMillis() };
  });
  // The delivered texts feed the account's translation memory (a revision replaces its pairs).
  await afterCommit('feedDelivery', () => feedDelivery(taskId, { accepted: input.memoryAccepted }), null);
  return out;
});
