import {
  briefCheckDocSchema,
  priceOf,
  spendingMonth,
  spentIn,
  type BriefCheckLink,
  type TaskBriefCheck,
} from '@tasklane/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { defineCallable } from '../lib/callable.js';
import { moveCredits, readWallet } from '../lib/credits.js';
import { ledgerText } from '../lib/ledger-text.js';
import { afterEnqueue } from '../lib/queue.js';
import { afterCommit } from '../lib/after-commit.js';
import { readSettings } from '../lib/settings.js';
import { createQueuedTask } from '../lib/task-submission.js';
import { resolveAccount } from '../lib/teams.js';
import { col } from '../lib/collections.js';
import { taskIdFor } from '../lib/task-id.js';

/**
 * The brief check to store with the task: the server's own stored result (never one sent by the
 * client), which must belong to the caller and not be linked to another task yet, plus the
 * customer's answers to that check's questions and whether they accepted its rewrite.
 */
function linkedBriefCheck(
  snap: DocumentSnapshot,
  link: BriefCheckLink,
  userId: string,
  taskId: string,
): TaskBriefCheck {
  const parsed = briefCheckDocSchema.safeParse(snap.data());
  const invalid = () =>
    new HttpsError('invalid-argument', 'Invalid input', { fields: { briefCheck: 'brief_check_invalid' } });
  if (!snap.exists || !parsed.success || parsed.data.userId !== userId) throw invalid();
  const check = parsed.data;
  if (check.taskId !== null && check.taskId !== taskId) throw invalid();
  const answers = link.answers.map((a) => {
    const question = check.result.questions.find((q) => q.id === a.questionId);
    if (!question) throw invalid();
    return { questionId: a.questionId, question: question.text, answer: a.answer };
  });
  if (link.rewriteAccepted && check.result.rewrite === null) throw invalid();
  return {
    checkId: snap.id,
    provider: check.provider,
    model: check.model,
    result: check.result,
    answers,
    rewriteAccepted: link.rewriteAccepted,
  };
}

/**
 * Submits a task paid with credits, in one transaction: price from settings, wallet check and
 * deduction (ledger + `credits_consumed` audit), the task itself with its first history entry
 * and its queue index entry (enqueueTask), and a `task_submitted` audit entry. Then, when a
 * production slot is free, it starts at once. Its cost does not depend on the queue's length.
 * Idempotent per requestId: a retry returns the first result.
 */
export const submitTask = defineCallable(
  'submitTask',
  'user',
  async (input, { uid }) => {
    const userId = uid;
    const { requestId, briefCheck: checkLink, accountId: wantedAccount, ...fields } = input;
    const ref = col.task(taskIdFor(userId, requestId));
    // Outside the transaction only to fail fast; membership is checked again inside it.
    const { accountId } = await resolveAccount(userId, wantedAccount);

    const settingsNow = await readSettings();
    const [walletNow, existingNow] = await Promise.all([col.wallet(accountId).get(), ref.get()]);
    // Fail fast, outside the transaction, when the wallet clearly cannot pay: a burst of callers on
    // one wallet then stops contending for its lock as soon as it is empty. The transaction re-checks.
    const quotedCredits = priceOf(fields.category, fields.tier, settingsNow, { bilingual: fields.bilingual }).credits;
    const heldNow = walletNow.data()?.balance;
    if (!existingNow.exists && heldNow !== undefined && heldNow < quotedCredits) {
      throw new HttpsError('failed-precondition', 'Insufficient credits', { needed: quotedCredits, balance: heldNow });
    }

    const out = await db.runTransaction(
      async (tx) => {
        const existing = await tx.get(ref);
        // Re-read in the transaction: a member removed (or a cap lowered) meanwhile cannot spend.
        const acting = await resolveAccount(userId, wantedAccount, tx);
        const wallet = await readWallet(tx, acting.accountId);
        if (existing.exists) {
          const task = existing.data();
          if (!task) throw new Error('unreachable: the task exists');
          return { priceCredits: task.priceCredits, balance: wallet.balance, duplicate: true, task, settings: null };
        }
        const settings = await readSettings(tx);
        const checkRef = checkLink ? col.briefChecks().doc(checkLink.checkId) : null;
        const briefCheck =
          checkRef && checkLink ? linkedBriefCheck(await tx.get(checkRef), checkLink, userId, ref.id) : null;
        const price = priceOf(fields.category, fields.tier, settings, { bilingual: fields.bilingual });
        if (acting.kind === 'team') {
          // The owner's monthly cap for this member, counted in the same transaction as the spending,
          // so two submissions at once cannot both pass under it.
          const month = spendingMonth(Date.now());
          const spent = spentIn(acting.member, month);
          const cap = acting.member.monthlyCapCredits;
          if (cap !== null && spent + price.credits > cap) {
            throw new HttpsError('failed-precondition', `Monthly spending cap of ${cap} credits reached`, {
              reason: 'spending_cap',
              cap,
              spent,
              needed: price.credits,
            });
          }
          tx.update(col.teamMember(acting.accountId, userId), {
            spentMonth: month,
            spentCredits: spent + price.credits,
          });
        }
        const balance = moveCredits(tx, wallet, {
          credits: -price.credits,
          type: 'consumed',
          description: ledgerText.asWritten(fields.title),
          actorUserId: userId,
          taskId: ref.id,
        });
        const task = createQueuedTask(tx, ref, {
          userId,
          accountId: acting.accountId,
          fields,
          price,
          paymentMethod: 'credits',
          settings,
          briefCheck,
          auditMetadata: { requestId },
        });
        if (checkRef && briefCheck) tx.update(checkRef, { taskId: ref.id });
        return { priceCredits: price.credits, balance, duplicate: false, task, settings };
      },
      // Many submissions on one wallet queue up behind its lock; give them room before giving up.
      { maxAttempts: 25 },
    );

    // A free slot starts the task (or whoever is ahead of it) now rather than at the next tick.
    const { settings } = out;
    const queueStatus = await afterCommit(
      'submitTask: start if a slot is free',
      async () => {
        if (settings) await afterEnqueue(ref.id, out.task, settings);
        return (await ref.get()).data()?.queueStatus ?? out.task.queueStatus;
      },
      out.task.queueStatus,
    );
    return {
      taskId: ref.id,
      priceCredits: out.priceCredits,
      balance: out.balance,
      queueStatus,
      duplicate: out.duplicate,
    };
    // A burst on one wallet makes its transactions retry with back-off; leave them time to finish.
  },
  { timeoutSeconds: 300 },
);
