import { ASKABLE_STATUSES, waitingDaysOf } from '@tasklane/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { readSettings } from '../lib/settings.js';
import { isStaff } from '../lib/threads/sides.js';
import { appendMessage, readTarget, readThread } from '../lib/threads/thread-writes.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Staff ask the customer a question that stops the task's SLA clock. The question is a thread
 * message stating, in advance, what happens if no answer comes within the set days (settings
 * `threads.waitingDays`, 3 by default): delivery on stated assumptions, or cancellation with a
 * full refund; the thread schedule applies it. The history and the audit log record the pause.
 * A paused task keeps its production slot (README, "Conversation on a task").
 */
export const askCustomer = defineCallable('askCustomer', 'user', async ({ taskId, question, outcome }, ctx) => {
  if (!isStaff(ctx)) throw new HttpsError('permission-denied', 'Staff only');
  return db.runTransaction(async (tx) => {
    const { target, side } = await readTarget(tx, 'task', taskId, ctx);
    if (target.kind !== 'task' || side !== 'staff') throw new HttpsError('not-found', 'Not found');
    const at = await readThread(tx, 'task', taskId);
    const settings = await readSettings(tx);
    const task = target.task;
    if (!ASKABLE_STATUSES.includes(task.status))
      throw new HttpsError('failed-precondition', `A ${task.status} task cannot wait on the customer`, {
        reason: 'not_askable',
      });
    if (task.waiting)
      throw new HttpsError('failed-precondition', 'The task already waits on an answer', { reason: 'already_waiting' });
    const nowMs = Date.now();
    const expiresAtMs = nowMs + waitingDaysOf(settings) * DAY_MS;
    const messageId = appendMessage(
      tx,
      at,
      target,
      { authorId: ctx.uid, side: 'staff', type: 'question', text: question, files: [], outcome },
      nowMs,
    );
    const now = Timestamp.fromMillis(nowMs);
    tx.update(target.ref, {
      waiting: {
        question,
        messageId,
        askedBy: ctx.uid,
        askedAt: now,
        outcome,
        expiresAt: Timestamp.fromMillis(expiresAtMs),
      },
      history: FieldValue.arrayUnion({
        at: now,
        by: ctx.uid,
        from: task.status,
        to: task.status,
        event: 'paused',
        note: question,
      }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, {
      actorUserId: ctx.uid,
      subjectUserId: task.userId,
      action: 'task_paused',
      entityType: 'task',
      entityId: taskId,
      metadata: { messageId, outcome, expiresAtMs },
    });
    return { messageId, expiresAtMs };
  });
});
