import {
  ATTACHABLE_STATUSES,
  REGION,
  deliverableKindAllowed,
  filesOf,
  uploadQuerySchema,
  type FileErrorCode,
  type FileKind,
  type FilePurpose,
  type StoredFile,
} from '@tasklane/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { callerOf, parseFileTask, pendingFilesOf, reviewRef, sendError, type FileCaller, type FileTask } from '../lib/files/http.js';
import { audioSeconds, sheetDataRows } from '../lib/files/inspect.js';
import { FileError, receiveUpload, type ReceivedFile } from '../lib/files/receive.js';
import { logs } from '../lib/logs.js';
import { readSettings } from '../lib/settings.js';
import { filesBucket, objectPath } from '../lib/storage.js';

/**
 * Who may add which file to a task, checked before the bytes are read and again in the
 * transaction that records them. A missing task and another customer's task give the same
 * 'not_found', so an id never reveals that someone else's task exists.
 */
function rightsError(task: FileTask | null, caller: FileCaller, purpose: FilePurpose, maxAttachments: number): FileError | null {
  if (purpose === 'attachment') {
    if (!task || task.userId !== caller.uid) return new FileError('not_found', 404);
    if (!ATTACHABLE_STATUSES.includes(task.status)) return new FileError('task_closed', 409);
    if ((task.attachments ?? []).length >= maxAttachments) return new FileError('file_count_exceeded', 409);
    return null;
  }
  if (!caller.isAdmin) return new FileError(task && task.userId === caller.uid ? 'not_reviewer' : 'not_found', task && task.userId === caller.uid ? 403 : 404);
  if (!task) return new FileError('not_found', 404);
  if (task.status !== 'in_review') return new FileError('task_closed', 409);
  if (task.reviewerId !== caller.uid) return new FileError('not_reviewer', 403);
  return null;
}

/** Checks only the stored bytes can answer: audio length, and a delivered sheet's data rows. */
async function contentError(file: ReceivedFile, purpose: FilePurpose, limits: ReturnType<typeof filesOf>): Promise<{ code: FileErrorCode; extra: Partial<StoredFile> } | { code: null; extra: Partial<StoredFile> }> {
  const kind: FileKind = file.kind;
  if (kind === 'mp3' || kind === 'm4a' || kind === 'wav') {
    const seconds = await audioSeconds(file.objectPath, kind, file.size);
    if (seconds === null) return { code: 'audio_unreadable', extra: {} };
    if (seconds > limits.audioMaxSeconds) return { code: 'audio_too_long', extra: { durationSeconds: seconds } };
    return { code: null, extra: { durationSeconds: Math.round(seconds * 10) / 10 } };
  }
  if (purpose === 'deliverable' && (kind === 'xlsx' || kind === 'csv')) {
    const rows = await sheetDataRows(file.objectPath, kind);
    if (rows === null) return { code: 'sheet_unreadable', extra: {} };
    if (rows > limits.sheetMaxRows) return { code: 'sheet_too_many_rows', extra: { rows } };
    return { code: null, extra: { rows } };
  }
  return { code: null, extra: {} };
}

/**
 * Receives one file (multipart/form-data, field `file`) for a task: a customer's source
 * (`purpose=attachment`) or the reviewer's deliverable (`purpose=deliverable`). Steps: the ID
 * token, the rights on the task, the real type from the bytes, the size while streaming to the
 * bucket with a SHA-256, then what only the content can tell (audio length, sheet rows), and last
 * one transaction that records the metadata and an audit entry. Any refusal after the bytes
 * landed deletes them.
 */
export async function handleUpload(req: Request, res: Response): Promise<void> {
  if (req.method !== 'POST') {
    res.status(405).json({ error: { code: 'bad_request' } });
    return;
  }
  let stored: ReceivedFile | null = null;
  try {
    const caller = await callerOf(req);
    const query = uploadQuerySchema.safeParse(req.query);
    if (!query.success) throw new FileError('bad_request', 400);
    const { taskId, purpose } = query.data;
    const ref = db.collection('tasks').doc(taskId);
    const limits = filesOf(await readSettings());
    const before = parseFileTask(await ref.get());
    const refused = rightsError(before, caller, purpose, limits.maxAttachments);
    if (refused) throw refused;
    const deliverableType = before!.deliverableType;

    stored = await receiveUpload(
      req,
      limits,
      (fileId) => objectPath(taskId, purpose, fileId),
      (kind) => (purpose === 'deliverable' && !deliverableKindAllowed(deliverableType, kind) ? 'file_type_not_deliverable' : null),
    );
    const checked = await contentError(stored, purpose, limits);
    if (checked.code) throw new FileError(checked.code, 422);

    const meta: StoredFile = {
      id: stored.id,
      name: stored.name,
      kind: stored.kind,
      contentType: stored.contentType,
      size: stored.size,
      sha256: stored.sha256,
      uploadedBy: caller.uid,
      uploadedAt: Timestamp.now(),
      ...checked.extra,
    };
    const file = stored;
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const review = purpose === 'deliverable' ? await tx.get(reviewRef(taskId)) : null;
      const task = parseFileTask(snap);
      const again = rightsError(task, caller, purpose, limits.maxAttachments);
      if (again) throw again;
      if (purpose === 'attachment') {
        tx.update(ref, { attachments: FieldValue.arrayUnion(meta), filesHeld: true, updatedAt: FieldValue.serverTimestamp() });
      } else {
        tx.set(reviewRef(taskId), { pendingFiles: [...pendingFilesOf(review!), meta], updatedAt: FieldValue.serverTimestamp() }, { merge: true });
        tx.update(ref, { filesHeld: true });
      }
      writeAudit(tx, {
        actorUserId: caller.uid,
        subjectUserId: task!.userId,
        action: 'file_uploaded',
        entityType: 'task',
        entityId: taskId,
        metadata: { purpose, fileId: file.id, kind: file.kind, size: file.size, sha256: file.sha256 },
      });
    });
    logs.fileUploaded(taskId, purpose, file.kind, file.size);
    res.status(201).json({ file: { ...meta, uploadedAt: (meta.uploadedAt as Timestamp).toMillis() } });
  } catch (err) {
    if (stored) await filesBucket().file(stored.objectPath).delete({ ignoreNotFound: true }).catch(() => undefined);
    if (err instanceof FileError) logs.fileRefused(err.code);
    sendError(res, err, 'uploadFile');
  }
}

export const uploadFile = onRequest({ region: REGION, cors: true, memory: '512MiB', timeoutSeconds: 120 }, handleUpload);
