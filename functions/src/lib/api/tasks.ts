import { accountOf, apiTaskCreateSchema, apiTaskListQuerySchema, approvedTaskId, type Task } from '@tasklane/domain';
import { createHash } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { db } from '../admin.js';
import { afterCommit } from '../after-commit.js';
import { afterCancel, prepareCancel } from '../cancel-queued.js';
import { col } from '../collections.js';
import { placeCreditsOrder } from '../submission/submit.js';
import { taskIdFor } from '../submission/task-id.js';
import { requireOrderScope, type ApiCaller } from './keys.js';
import { countRequest } from './limits.js';
import { ApiError, invalid } from './problem.js';
import { apiTask, iso } from './serialize.js';

/** What a route answers: a status and a JSON body (and headers, for a replay). */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Idempotency-Keys are kept at least this long (the TTL policy deletes them after `expiresAt`). */
const KEEP_KEYS_MS = 25 * 60 * 60 * 1000;

/** The same JSON whatever the order of its keys, for comparing two bodies sent with one key. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v ?? null);
}
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Claims the Idempotency-Key for this body in one transaction (create-if-absent): the first
 * request counts against the key's limits and records the body's hash and the task id; a later one
 * with the same body is a replay (counted against nothing), with another body a 409.
 */
async function claimKey(caller: ApiCaller, idempotencyKey: string, bodyHash: string, nowMs: number) {
  const ref = col.apiIdempotency(sha256(`${caller.accountId}\n${idempotencyKey}`));
  return db.runTransaction(async (tx: Transaction) => {
    const held = (await tx.get(ref)).data();
    if (held) {
      if (held.bodyHash !== bodyHash) throw new ApiError('idempotency_key_reused');
      return { taskId: held.taskId, replay: true };
    }
    await countRequest(tx, caller.keyId, true, nowMs);
    // Per account: the same key from another of the account's keys finds the same task.
    const taskId = taskIdFor(caller.accountId, `api\n${idempotencyKey}`);
    tx.create(ref, {
      accountId: caller.accountId,
      bodyHash,
      taskId,
      createdAt: Timestamp.fromMillis(nowMs),
      expiresAt: Timestamp.fromMillis(nowMs + KEEP_KEYS_MS),
    });
    return { taskId, replay: false };
  });
}

/** The key to hold before anything is read: a replay must not count against the limits. */
export function idempotencyKeyOf(req: Request): string {
  const key = req.header('idempotency-key')?.trim() ?? '';
  if (key.length < 1 || key.length > 128) throw new ApiError('idempotency_key_required');
  return key;
}

/**
 * POST /tasks: the task form's order through the one submission path, acting as the key's
 * creator (their role, cap, team approval rule and terms), paid with credits.
 */
export async function createTask(req: Request, caller: ApiCaller, nowMs: number): Promise<Answer> {
  requireOrderScope(caller);
  const idempotencyKey = idempotencyKeyOf(req);
  const parsed = apiTaskCreateSchema.safeParse(req.body);
  if (!parsed.success) throw invalid(parsed.error);
  const { taskId, replay } = await claimKey(caller, idempotencyKey, sha256(canonical(req.body)), nowMs);
  const placed = await placeCreditsOrder({
    actor: { uid: caller.uid, accountId: caller.accountId, via: 'api' },
    taskId,
    input: parsed.data,
    auditMetadata: { apiKey: caller.prefix, idempotencyKey },
  });
  const headers: Record<string, string> = replay ? { 'Idempotent-Replayed': 'true' } : {};
  if (placed.approval) {
    const { requestId, status, expiresAtMs } = placed.approval;
    return {
      status: 202,
      headers,
      body: {
        object: 'approval_request',
        id: requestId,
        status,
        priceCredits: placed.priceCredits,
        expiresAt: iso(expiresAtMs),
        taskIdOnApproval: approvedTaskId(requestId),
      },
    };
  }
  const task = (await col.task(taskId).get()).data() ?? placed.task;
  if (!task) throw new ApiError('internal');
  return { status: 201, headers, body: apiTask(taskId, task) };
}

/** The account's task, or the same 404 for a missing one and another account's. */
export async function ownTask(caller: ApiCaller, id: string, tx?: Transaction): Promise<Task> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw new ApiError('not_found', 'Task not found');
  const ref = col.task(id);
  const task = (tx ? await tx.get(ref) : await ref.get()).data();
  if (!task || accountOf(task) !== caller.accountId) throw new ApiError('not_found', 'Task not found');
  return task;
}

export async function getTask(caller: ApiCaller, id: string): Promise<Answer> {
  return { status: 200, body: apiTask(id, await ownTask(caller, id)) };
}

/** GET /tasks: newest change first, `limit` at a time; `cursor` is the last id of the page before. */
export async function listTasks(req: Request, caller: ApiCaller): Promise<Answer> {
  const parsed = apiTaskListQuerySchema.safeParse(req.query);
  if (!parsed.success) throw invalid(parsed.error);
  const { status, updated_since: since, cursor, limit } = parsed.data;
  let query = col.tasks().where('accountId', '==', caller.accountId);
  if (status) query = query.where('status', '==', status);
  if (since) query = query.where('updatedAt', '>=', Timestamp.fromDate(new Date(since)));
  query = query.orderBy('updatedAt', 'desc');
  if (cursor) {
    const after = await col.task(cursor.replace(/[^A-Za-z0-9_-]/g, '') || 'none').get();
    if (!after.exists || accountOf(after.data()!) !== caller.accountId)
      throw new ApiError('invalid_request', 'Unknown cursor', { fields: { cursor: 'cursor_invalid' } });
    query = query.startAfter(after);
  }
  const snap = await query.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  return {
    status: 200,
    body: {
      object: 'list',
      data: docs.map((d) => apiTask(d.id, d.data())),
      nextCursor: snap.docs.length > limit ? (docs.at(-1)?.id ?? null) : null,
    },
  };
}

/** POST /tasks/{id}/cancel: a queued task, its credits back to the wallet, as the app's cancel. */
export async function cancelTask(caller: ApiCaller, id: string): Promise<Answer> {
  requireOrderScope(caller);
  const out = await db.runTransaction(async (tx) => {
    const task = await ownTask(caller, id, tx);
    const write = await prepareCancel(tx, col.task(id), task, {
      actorUserId: caller.uid,
      scope: 'queued',
      audit: { metadata: { via: 'api', apiKey: caller.prefix } },
    });
    return write();
  });
  await afterCommit('api cancel: queue re-count', () => afterCancel(id, out), undefined);
  const task = (await col.task(id).get()).data();
  return {
    status: 200,
    body: {
      object: 'cancellation',
      task: apiTask(id, task ?? out.task),
      refundedCredits: out.refundedCredits,
      balance: out.balance ?? 0,
    },
  };
}
