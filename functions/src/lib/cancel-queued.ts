import type { Task } from '@tasklane/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { writeAudit } from './audit.js';
import { dequeueTask } from './queue.js';
import { moveCredits, type WalletSnapshot } from './credits.js';
import { ledgerText } from './ledger-text.js';
import { transitionTask } from './task-transition.js';

/**
 * Write phase of cancelling a queued task: the full price goes back to the wallet (credit-paid
 * tasks; card-paid ones are refunded on the card by payments), the task leaves the queue (and its
 * queue index entry), and the cancellation is audited. Callers then call afterDequeue or
 * bumpQueueState so the screens of the tasks behind re-count. Shared by the owner's cancel and by account deletion.
 * Returns the credits returned and the new balance.
 */
export function cancelQueuedTask(
  tx: Transaction,
  ref: DocumentReference,
  task: Task,
  wallet: WalletSnapshot,
  actorUserId: string,
): { refundedCredits: number; balance: number } {
  if (task.status !== 'submitted' || task.queueStatus !== 'queued') {
    throw new HttpsError('failed-precondition', 'Only a queued task can be cancelled');
  }
  const refundsCredits = task.paymentMethod === 'credits' && task.priceCredits > 0;
  const balance = refundsCredits
    ? moveCredits(tx, wallet, { credits: task.priceCredits, type: 'refunded', description: ledgerText.asWritten(task.title), actorUserId, taskId: ref.id })
    : wallet.balance;
  transitionTask(tx, ref, task, 'cancelled', actorUserId, { queueStatus: null, queuePosition: null });
  dequeueTask(tx, ref.id, ref.firestore);
  writeAudit(tx, {
    actorUserId,
    subjectUserId: task.userId,
    action: 'task_cancelled',
    entityType: 'task',
    entityId: ref.id,
    metadata: { refundedCredits: refundsCredits ? task.priceCredits : 0, paymentMethod: task.paymentMethod },
  });
  return { refundedCredits: refundsCredits ? task.priceCredits : 0, balance };
}
