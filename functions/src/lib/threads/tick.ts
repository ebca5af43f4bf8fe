import {
  THREAD_SIDES,
  adminCanCancel,
  toMillis,
  waitingDaysOf,
  type Locale,
  type Task,
  type Thread,
  type ThreadMessage,
  type ThreadSide,
} from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { db } from '../admin.js';
import { writeAudit } from '../audit.js';
import { afterCancel, prepareCancel } from '../cancel-queued.js';
import { SYSTEM_ACTOR } from '../queue.js';
import { isCustomerSide } from '../teams.js';
import { readSettings } from '../settings.js';
import { APP_ORIGIN, STAFF_EMAIL, sendMail } from '../../services/mail.js';
import { buildThreadEmail } from '../../services/thread-emails.js';
import { messagesOf, resumeTask, threadRef } from './thread-writes.js';
import { col } from '../collections.js';

/** Threads or questions handled per run at most; the rest wait for the next run. */
const SCAN_LIMIT = 200;

/**
 * The thread schedule: sends each side's batched e-mail once its window allows, then applies the
 * stated outcome of questions left unanswered past their time. Plain, so tests and the
 * emulator hook run it at a chosen time; the schedule only wraps it.
 */
export async function runThreadTick(nowMs: number): Promise<{ mailed: number; expired: number }> {
  const settings = await readSettings();
  let mailed = 0;
  for (const side of THREAD_SIDES) mailed += await flushMail(side, nowMs, waitingDaysOf(settings));
  const expired = await expireQuestions(nowMs);
  return { mailed, expired };
}

async function recipientOf(side: ThreadSide, thread: Thread): Promise<{ email: string; locale: Locale } | null> {
  if (side === 'customer') {
    // A team's conversation mails the member who submitted its task only while they are still a
    // member: one who left or was removed sees nothing of the team's work any more.
    if (!(await isCustomerSide(thread.userId, thread))) return null;
    const profile = (await col.profile(thread.userId).get()).data();
    if (!profile?.email || profile.emailNotifications === false) return null;
    return { email: profile.email as string, locale: profile.locale === 'fr' ? 'fr' : 'en' };
  }
  // Staff: the task's assigned reviewer in their language, else the staff inbox.
  if (thread.kind === 'task') {
    const reviewerId = (await col.task(thread.entityId).get()).get('reviewerId') as string | null | undefined;
    const profile = reviewerId ? (await col.profile(reviewerId).get()).data() : undefined;
    if (profile?.email) return { email: profile.email as string, locale: profile.locale === 'fr' ? 'fr' : 'en' };
  }
  return { email: STAFF_EMAIL.value(), locale: 'en' };
}

/**
 * One e-mail per thread and side whose batch is due: a transaction takes the batch (clears its due
 * time, records the send and what it covers), so two runs at once mail it once; then the messages
 * from the other side since the last e-mail are listed. A failed send is logged, not retried.
 */
async function flushMail(side: ThreadSide, nowMs: number, waitingDays: number): Promise<number> {
  const now = Timestamp.fromMillis(nowMs);
  const due = await col.threads().where(`mail.${side}.dueAt`, '<=', now).limit(SCAN_LIMIT).get();
  let sent = 0;
  for (const doc of due.docs) {
    const ref = threadRef(doc.id);
    const taken = await db.runTransaction(async (tx) => {
      const thread = (await tx.get(ref)).data();
      const dueAt = toMillis(thread?.mail[side].dueAt ?? null);
      if (!thread || dueAt === null || dueAt > nowMs) return null;
      tx.update(ref, { [`mail.${side}`]: { dueAt: null, lastSentAt: now, coveredUpTo: now } });
      return { thread, since: toMillis(thread.mail[side].coveredUpTo) ?? 0 };
    });
    if (!taken) continue;
    try {
      // No upper bound: a message committed before the batch was taken (the two transactions
      // write the same thread document, so they are ordered) is in this e-mail; one committed
      // after finds no batch due and starts the next. What this e-mail lists is then covered.
      const snap = await messagesOf(doc.id)
        .where('createdAt', '>', Timestamp.fromMillis(taken.since))
        .orderBy('createdAt')
        .get();
      const last = snap.docs.at(-1)?.get('createdAt') as Timestamp | undefined;
      if (last && last.toMillis() > nowMs) await ref.update({ [`mail.${side}.coveredUpTo`]: last });
      const messages = snap.docs
        .map((d) => d.data() as ThreadMessage)
        .filter((m) => m.authorRole !== side && !m.hidden);
      const to = messages.length ? await recipientOf(side, taken.thread) : null;
      if (!to) continue;
      await sendMail(
        buildThreadEmail({
          to,
          kind: taken.thread.kind,
          entityId: taken.thread.entityId,
          title: taken.thread.title,
          messages: messages.map((m) => ({
            type: m.type,
            text: m.text,
            fileNames: m.files.map((f) => f.name),
            ...(m.outcome ? { outcome: m.outcome } : {}),
          })),
          waitingDays,
          origin: APP_ORIGIN.value(),
          staff: side === 'staff',
        }),
      );
      sent++;
    } catch (err) {
      logger.error('thread mail failed', { threadId: doc.id, side, err: String(err) });
    }
  }
  return sent;
}

/**
 * Questions unanswered past their time: the outcome the question stated applies, on the server.
 * 'cancel_refund' cancels the task and returns the full price as every cancellation does
 * (prepareCancel: the paying account's wallet, or the card; the submitter's spending back);
 * 'deliver_on_assumptions' restarts the clock (the due time moves by the time waited) so the
 * reviewer delivers on the assumptions the question stated.
 */
async function expireQuestions(nowMs: number): Promise<number> {
  const due = await col.tasks().where('waiting.expiresAt', '<=', Timestamp.fromMillis(nowMs)).limit(SCAN_LIMIT).get();
  let expired = 0;
  for (const doc of due.docs) {
    try {
      const out = await db.runTransaction(async (tx) => {
        const task = (await tx.get(doc.ref)).data() as Task | undefined;
        const waiting = task?.waiting;
        if (!task || !waiting || (toMillis(waiting.expiresAt) ?? Infinity) > nowMs) return null;
        if (waiting.outcome === 'deliver_on_assumptions' || !adminCanCancel(task.status)) {
          resumeTask(tx, doc.ref, task, SYSTEM_ACTOR, nowMs, 'No answer in time: delivering on the stated assumptions');
          writeAudit(tx, {
            actorUserId: SYSTEM_ACTOR,
            subjectUserId: task.userId,
            action: 'task_waiting_expired',
            entityType: 'task',
            entityId: doc.id,
            metadata: { outcome: 'deliver_on_assumptions' },
          });
          return { cancelled: false, task };
        }
        const pausedMs = Math.max(0, nowMs - (toMillis(waiting.askedAt) ?? nowMs));
        const write = await prepareCancel(tx, doc.ref, task, {
          actorUserId: SYSTEM_ACTOR,
          scope: 'open',
          note: 'No answer in time: cancelled with a full refund',
          ledgerMetadata: { reason: 'unanswered_question' },
          audit: { action: 'task_waiting_expired', metadata: { outcome: 'cancel_refund' } },
          extra: { waiting: null, pausedMs: (task.pausedMs ?? 0) + pausedMs },
          nowMs,
        });
        return { cancelled: true, ...write() };
      });
      if (!out) continue;
      expired++;
      if (out.cancelled && 'wasQueued' in out) await afterCancel(doc.id, out);
    } catch (err) {
      logger.error('unanswered question failed', { taskId: doc.id, err: String(err) });
    }
  }
  return expired;
}
