import { HttpsError } from 'firebase-functions/v2/https';
import type { Thread } from '@tasklane/domain';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { isCustomerSide, isStaffOnThreadId } from '../lib/threads/sides.js';
import { threadRef } from '../lib/threads/thread-writes.js';

/**
 * The caller's side has read the thread: its unread counter returns to zero. A callable rather
 * than a client write, because the counters are server state that every message increments in a
 * transaction; a client allowed to write them could also raise the other side's. Per side, not
 * per person: one staff member reading clears it for staff, as a shared inbox does.
 */
export const markThreadRead = defineCallable('markThreadRead', 'user', async ({ threadId }, ctx) => {
  const ref = threadRef(threadId);
  return db.runTransaction(async (tx) => {
    const thread = (await tx.get(ref)).data() as Thread | undefined;
    const side = !thread
      ? null
      : (await isStaffOnThreadId(tx, ctx, threadId))
        ? 'staff'
        : (await isCustomerSide(ctx.uid, thread, tx))
          ? 'customer'
          : null;
    if (!thread || !side) throw new HttpsError('not-found', 'Thread not found');
    const cleared = thread.unread[side];
    if (cleared > 0) tx.update(ref, { [`unread.${side}`]: 0 });
    return { cleared };
  });
});
