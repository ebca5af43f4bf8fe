import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { consumeLimits } from '../lib/rate-limit.js';
import { appendMessage, filesForMessage, readTarget, readThread, resumeTask } from '../lib/threads/thread-writes.js';

/**
 * Either side writes on a task's or a quote's thread: text of up to 2,000 characters, files that
 * the upload path already checked and stored on the task, or both, stamped by the server with the
 * author's side. Counted against a per-user limit in the same transaction. A customer's message
 * on a task that is waiting on them is their answer: it restarts the SLA clock, and the due time
 * moves by exactly the time spent waiting.
 */
export const postMessage = defineCallable('postMessage', 'user', async ({ target, text, fileIds }, ctx) => {
  return db.runTransaction(async (tx) => {
    const { target: found, side } = await readTarget(tx, target.kind, target.id, ctx);
    const at = await readThread(tx, target.kind, target.id);
    const over = await consumeLimits(tx, [{ name: 'threadMessagePerUser', key: ctx.uid }]);
    if (over)
      throw new HttpsError('resource-exhausted', 'Too many messages; try again in a few minutes', {
        reason: 'rate_limited',
      });
    const files = filesForMessage(found, side, fileIds);
    const nowMs = Date.now();
    const answering = side === 'customer' && found.kind === 'task' && Boolean(found.task.waiting);
    const messageId = appendMessage(
      tx,
      at,
      found,
      { authorId: ctx.uid, side, type: answering ? 'answer' : 'message', text, files },
      nowMs,
    );
    if (answering && found.kind === 'task')
      resumeTask(tx, found.ref, found.task, ctx.uid, nowMs, 'The customer answered');
    return { threadId: at.ref.id, messageId, resumed: answering };
  });
});
