import { briefCheckDocSchema, priceOf, queueKey, type BriefCheckLink, type Task, type TaskBriefCheck } from '@tasklane/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { createHash } from 'node:crypto';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { moveCredits, readWallet } from '../lib/credits.js';
import { renumberQueue } from '../lib/queue.js';
import { readSettings } from '../lib/settings.js';

/** The task id is a digest of who asked and their request id, so a retried call finds its first task. */
export function taskIdFor(uid: string, requestId: string): string {
  return createHash('sha256').update(`${uid}\n${requestId}`).digest('hex').slice(0, 24);
}

/**
 * The brief check to store with the task: the server's own stored result (never one sent by the
 * client), which must belong to the caller and not be linked to another task yet, plus the
 * customer's answers to that check's questions and whether they accepted its rewrite.
 */
function linkedBriefCheck(snap: DocumentSnapshot, link: BriefCheckLink, userId: string, taskId: string): TaskBriefCheck {
  const parsed = briefCheckDocSchema.safeParse(snap.data());
  const invalid = () => new HttpsError('invalid-argument', 'Invalid input', { fields: { briefCheck: 'brief_check_invalid' } });
  if (!snap.exists || !parsed.success || parsed.data.userId !== userId) throw invalid();
  const check = parsed.data;
  if (check.taskId !== null && check.taskId !== taskId) throw invalid();
  const answers = link.answers.map((a) => {
    const question = check.result.questions.find((q) => q.id === a.questionId);
    if (!question) throw invalid();
    return { questionId: a.questionId, question: question.text, answer: a.answer };
  });
  if (link.rewriteAccepted && check.result.rewrite === null) throw invalid();
  return { checkId: snap.id, provider: check.provider, model: check.model, result: check.result, answers, rewriteAccepted: link.rewriteAccepted };
}

/**
 * Submits a task paid with credits, in one transaction: price from settings, wallet check and
 * deduction (ledger + `credits_consumed` audit), the task itself with its first history entry,
 * and a `task_submitted` audit entry. Idempotent per requestId: a retry returns the first result.
 */
export const submitTask = defineCallable('submitTask', 'user', async (input, { uid }) => {
  const userId = uid as string;
  const { requestId, briefCheck: checkLink, ...fields } = input;
  const ref = db.collection('tasks').doc(taskIdFor(userId, requestId));

  // A provisional position, read outside the transaction on purpose: counting the queue inside it
  // would lock the whole queued range and serialize every customer's submission. renumberQueue()
  // below sets the exact position right after the commit.
  const settingsNow = await readSettings();
  const provisionalKey = queueKey(Date.now(), fields.tier, settingsNow);
  const [ahead, walletNow, existingNow] = await Promise.all([
    db.collection('tasks').where('queueStatus', '==', 'queued').where('queueKey', '<', provisionalKey).count().get(),
    db.collection('wallets').doc(userId).get(),
    ref.get(),
  ]);
  // Fail fast, outside the transaction, when the wallet clearly cannot pay: a burst of callers on
  // one wallet then stops contending for its lock as soon as it is empty. The transaction re-checks.
  const quotedCredits = priceOf(fields.category, fields.tier, settingsNow).credits;
  const heldNow = (walletNow.data() as { balance?: number } | undefined)?.balance;
  if (!existingNow.exists && heldNow !== undefined && heldNow < quotedCredits) {
    throw new HttpsError('failed-precondition', 'Insufficient credits', { needed: quotedCredits, balance: heldNow });
  }

  const out = await db.runTransaction(
    async (tx) => {
      const existing = await tx.get(ref);
      const wallet = await readWallet(tx, userId);
      if (existing.exists) {
        const task = existing.data() as Task;
        return { priceCredits: task.priceCredits, balance: wallet.balance, duplicate: true };
      }
      const settings = await readSettings(tx);
      const checkRef = checkLink ? db.collection('briefChecks').doc(checkLink.checkId) : null;
      const briefCheck = checkRef && checkLink ? linkedBriefCheck(await tx.get(checkRef), checkLink, userId, ref.id) : null;
      const price = priceOf(fields.category, fields.tier, settings);
      const now = Date.now();
      const balance = moveCredits(tx, wallet, {
        credits: -price.credits,
        type: 'consumed',
        description: fields.title,
        actorUserId: userId,
        taskId: ref.id,
      });
      const task: Task = {
        userId,
        ...fields,
        priceCredits: price.credits,
        paymentMethod: 'credits',
        status: 'submitted',
        queueStatus: 'queued',
        queuePosition: ahead.data().count + 1,
        queueKey: queueKey(now, fields.tier, settings),
        submittedAt: Timestamp.fromMillis(now),
        activatedAt: null,
        dueAt: null,
        deliveredAt: null,
        reviewerId: null,
        result: null,
        revisionNote: null,
        revisionCount: 0,
        lateRefunded: false,
        slaWarned: false,
        draftFailed: false,
        history: [{ at: Timestamp.fromMillis(now), by: userId, from: null, to: 'submitted' }],
        updatedAt: Timestamp.fromMillis(now),
        briefCheck,
      };
      tx.create(ref, { ...task, updatedAt: FieldValue.serverTimestamp() });
      if (checkRef && briefCheck) tx.update(checkRef, { taskId: ref.id });
      writeAudit(tx, {
        actorUserId: userId,
        subjectUserId: userId,
        action: 'task_submitted',
        entityType: 'task',
        entityId: ref.id,
        metadata: { requestId, category: fields.category, tier: fields.tier, taskClass: price.taskClass, priceCredits: price.credits },
      });
      return { priceCredits: price.credits, balance, duplicate: false };
    },
    // Many submissions on one wallet queue up behind its lock; give them room before giving up.
    { maxAttempts: 25 },
  );

  if (!out.duplicate) await renumberQueue();
  const fresh = (await ref.get()).data() as Task;
  return { taskId: ref.id, priceCredits: out.priceCredits, balance: out.balance, queuePosition: fresh.queuePosition ?? 0, duplicate: out.duplicate };
  // A burst on one wallet makes its transactions retry with back-off; leave them time to finish.
}, { timeoutSeconds: 300 });
