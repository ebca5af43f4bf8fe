import { apiMessageCreateSchema, apiPageQuerySchema, threadId, type ThreadMessage } from '@tasklane/domain';
import type { Request } from 'firebase-functions/v2/https';
import { db } from '../admin.js';
import { col } from '../collections.js';
import { consumeLimits } from '../rate-limit.js';
import { appendMessage, readTarget, readThread, resumeTask } from '../threads/thread-writes.js';
import { fileLink } from './file-links.js';
import { requireOrderScope, type ApiCaller } from './keys.js';
import { ApiError, invalid } from './problem.js';
import { apiLedgerEntry, apiMessage, iso } from './serialize.js';
import { ownTask, type Answer } from './tasks.js';

function page(req: Request) {
  const parsed = apiPageQuerySchema.safeParse(req.query);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}
const cleanCursor = (c: string) => c.replace(/[^A-Za-z0-9_-]/g, '') || 'none';
const badCursor = () => new ApiError('invalid_request', 'Unknown cursor', { fields: { cursor: 'cursor_invalid' } });

/** GET /tasks/{id}/deliverable: both texts of a bilingual task, and links to the delivered files. */
export async function getDeliverable(caller: ApiCaller, id: string, nowMs: number): Promise<Answer> {
  const task = await ownTask(caller, id);
  const delivered = task.status === 'delivered';
  const files = delivered ? (task.deliverables ?? []).filter((f) => !f.purgedAt) : [];
  return {
    status: 200,
    body: {
      object: 'deliverable',
      taskId: id,
      status: task.status,
      text: delivered ? task.result : null,
      textFr: delivered ? (task.resultFr ?? null) : null,
      files: await Promise.all(
        files.map(async (f) => {
          const link = await fileLink(id, f.id, nowMs);
          return {
            id: f.id,
            name: f.name,
            contentType: f.contentType,
            size: f.size,
            url: link.url,
            expiresAt: iso(link.expiresAtMs),
          };
        }),
      ),
    },
  };
}

/** GET /tasks/{id}/messages: the task's conversation, oldest first. */
export async function listMessages(req: Request, caller: ApiCaller, id: string): Promise<Answer> {
  const { cursor, limit } = page(req);
  await ownTask(caller, id);
  const messages = col.threadMessages(threadId('task', id));
  let query = messages.orderBy('createdAt', 'asc');
  if (cursor) {
    const after = await messages.doc(cleanCursor(cursor)).get();
    if (!after.exists) throw badCursor();
    query = query.startAfter(after);
  }
  const snap = await query.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  return {
    status: 200,
    body: {
      object: 'list',
      data: docs.map((d) => apiMessage(d.id, d.data() as ThreadMessage)),
      nextCursor: snap.docs.length > limit ? (docs.at(-1)?.id ?? null) : null,
    },
  };
}

/**
 * POST /tasks/{id}/messages: as postMessage, written as the key's creator on the customer's side
 * (an answer to a question restarts the SLA clock). Text only in this version.
 */
export async function postMessage(req: Request, caller: ApiCaller, id: string): Promise<Answer> {
  requireOrderScope(caller);
  const parsed = apiMessageCreateSchema.safeParse(req.body);
  if (!parsed.success) throw invalid(parsed.error);
  await ownTask(caller, id);
  const ctx = { uid: caller.uid, isAdmin: false, isReviewer: false };
  const out = await db.runTransaction(async (tx) => {
    const { target, side } = await readTarget(tx, 'task', id, ctx);
    const at = await readThread(tx, 'task', id);
    const over = await consumeLimits(tx, [{ name: 'threadMessagePerUser', key: caller.uid }]);
    if (over) throw new ApiError('rate_limited', 'Too many messages; try again in a few minutes', { retryAfterS: 60 });
    const nowMs = Date.now();
    const answering = target.kind === 'task' && Boolean(target.task.waiting);
    const messageId = appendMessage(
      tx,
      at,
      target,
      { authorId: caller.uid, side, type: answering ? 'answer' : 'message', text: parsed.data.text, files: [] },
      nowMs,
    );
    if (answering && target.kind === 'task')
      resumeTask(tx, target.ref, target.task, caller.uid, nowMs, 'The customer answered (API)');
    return { messageId, nowMs, answering };
  });
  return {
    status: 201,
    body: {
      object: 'message',
      id: out.messageId,
      side: 'customer',
      type: out.answering ? 'answer' : 'message',
      text: parsed.data.text,
      createdAt: iso(out.nowMs),
    },
  };
}

/** GET /balance. */
export async function getBalance(caller: ApiCaller): Promise<Answer> {
  const wallet = (await col.wallet(caller.accountId).get()).data();
  return { status: 200, body: { object: 'balance', accountId: caller.accountId, balance: wallet?.balance ?? 0 } };
}

/** GET /ledger: the account's credit movements, newest first. */
export async function listLedger(req: Request, caller: ApiCaller): Promise<Answer> {
  const { cursor, limit } = page(req);
  const ledger = col.ledger(caller.accountId);
  let query = ledger.orderBy('createdAt', 'desc');
  if (cursor) {
    const after = await ledger.doc(cleanCursor(cursor)).get();
    if (!after.exists) throw badCursor();
    query = query.startAfter(after);
  }
  const snap = await query.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  return {
    status: 200,
    body: {
      object: 'list',
      data: docs.map((d) => apiLedgerEntry(d.id, d.data())),
      nextCursor: snap.docs.length > limit ? (docs.at(-1)?.id ?? null) : null,
    },
  };
}
