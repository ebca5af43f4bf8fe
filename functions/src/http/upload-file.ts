import {
  ATTACHABLE_STATUSES,
  FILE_KINDS,
  PENDING_UPLOAD_TTL_MS,
  REGION,
  UPLOAD_HARD_LIMIT_BYTES,
  declaredKind,
  declaredMaxBytes,
  deliverableKindAllowed,
  filesOf,
  finishUploadSchema,
  maxBytesFor,
  safeFileName,
  startUploadSchema,
  type FileErrorCode,
  type FileKind,
  type FilePurpose,
  type PendingUpload,
  type StoredFile,
} from '@tasklane/domain';
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { randomBytes } from 'node:crypto';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { FileError } from '../lib/files/errors.js';
import {
  callerOf,
  parseFileTask,
  pendingFilesOf,
  reviewRef,
  sendError,
  type FileCaller,
  type FileTask,
} from '../lib/files/http.js';
import { audioSeconds, sheetDataRows } from '../lib/files/inspect.js';
import { sha256Stored, sniffStored, storedSize } from '../lib/files/stored-object.js';
import { finishLogoUpload, startLogoUpload } from '../lib/files/logo.js';
import { finishMemoryImportUpload, startMemoryImportUpload } from '../lib/translation-memory/upload.js';
import { logs } from '../lib/logs.js';
import { readSettings } from '../lib/settings.js';
import { filesBucket, objectPath } from '../lib/storage.js';
import { isCustomerSide } from '../lib/teams.js';
import { col } from '../lib/collections.js';

/**
 * Files take two calls and never pass through a function: startUpload checks the caller's rights
 * and the file's claims, then opens a resumable upload session at the bucket, and the browser
 * sends the bytes straight there; finishUpload then checks what really arrived (size, type from
 * the bytes, audio length, sheet rows), reading the object back as streams, and records it or
 * deletes it. A function that received the bytes itself would hold the whole body in memory:
 * Cloud Functions read an HTTP request entirely before the handler runs.
 */

/** The caller is on the task's customer side: its person, or a team's current members. */
async function customerSide(task: FileTask | null, caller: FileCaller, tx?: Transaction): Promise<boolean> {
  return task !== null && (await isCustomerSide(caller.uid, task, tx));
}

/**
 * Who may add which file to a task, checked when the upload opens and again in the transaction
 * that records it. A missing task and another customer's task give the same 'not_found', so an id
 * never reveals that someone else's task exists.
 */
function rightsError(
  task: FileTask | null,
  caller: FileCaller,
  purpose: Exclude<FilePurpose, 'logo'>,
  maxAttachments: number,
  customer: boolean,
): FileError | null {
  if (purpose === 'attachment') {
    if (!task || !customer) return new FileError('not_found', 404);
    if (!ATTACHABLE_STATUSES.includes(task.status)) return new FileError('task_closed', 409);
    if ((task.attachments ?? []).length >= maxAttachments) return new FileError('file_count_exceeded', 409);
    return null;
  }
  if (!caller.isAdmin && !caller.isReviewer)
    return new FileError(customer ? 'not_reviewer' : 'not_found', customer ? 403 : 404);
  if (!task) return new FileError('not_found', 404);
  if (task.status !== 'in_review') return new FileError('task_closed', 409);
  if (task.reviewerId !== caller.uid) return new FileError('not_reviewer', 403);
  return null;
}

/** Checks only the stored bytes can answer: audio length, and a delivered sheet's data rows. */
async function contentError(
  path: string,
  kind: FileKind,
  size: number,
  purpose: FilePurpose,
  limits: ReturnType<typeof filesOf>,
): Promise<{ code: FileErrorCode | null; extra: Partial<StoredFile> }> {
  if (kind === 'mp3' || kind === 'm4a' || kind === 'wav') {
    const seconds = await audioSeconds(path, kind, size);
    if (seconds === null) return { code: 'audio_unreadable', extra: {} };
    if (seconds > limits.audioMaxSeconds) return { code: 'audio_too_long', extra: {} };
    return { code: null, extra: { durationSeconds: Math.round(seconds * 10) / 10 } };
  }
  if (purpose === 'deliverable' && (kind === 'xlsx' || kind === 'csv')) {
    const rows = await sheetDataRows(path, kind);
    if (rows === null) return { code: 'sheet_unreadable', extra: {} };
    if (rows > limits.sheetMaxRows) return { code: 'sheet_too_many_rows', extra: {} };
    return { code: null, extra: { rows } };
  }
  return { code: null, extra: {} };
}

function postedJson(req: Request): unknown {
  if (req.method !== 'POST') throw new FileError('bad_request', 405);
  return typeof req.body === 'object' && req.body !== null ? req.body : {};
}

/**
 * Opens one upload: POST JSON `{ taskId, purpose, name, size, contentType? }` with a Bearer ID
 * token. After the rights, the count and the declared size (for the declared type) pass, it opens
 * a resumable session at the bucket for exactly that many bytes, records the pending upload
 * (server-only) and answers `{ upload: { id, sessionUri } }`. The browser PUTs the file there.
 */
export async function handleStartUpload(req: Request, res: Response): Promise<void> {
  try {
    const caller = await callerOf(req);
    const body = postedJson(req);
    // A brand kit's logo: the same session and checks, keyed by the account (lib/files/logo.ts).
    const special = (body as { purpose?: unknown }).purpose;
    if (special === 'logo') return await startLogoUpload(req, res, caller, body);
    // A translation memory import: keyed by the account, imported by finishUpload (translation-memory/upload.ts).
    if (special === 'memory_import') return await startMemoryImportUpload(req, res, caller, body);
    const input = startUploadSchema.safeParse(body);
    if (!input.success) throw new FileError('bad_request', 400);
    const { taskId, purpose, size, contentType } = input.data;
    const name = safeFileName(input.data.name);
    const limits = filesOf(await readSettings());
    const task = parseFileTask(await col.task(taskId).get());
    const refused = rightsError(task, caller, purpose, limits.maxAttachments, await customerSide(task, caller));
    if (refused) throw refused;

    const declared = declaredKind(name, contentType);
    if ('error' in declared) throw new FileError(declared.error, 415);
    if (purpose === 'deliverable' && declared.kind && !deliverableKindAllowed(task!.deliverableType, declared.kind))
      throw new FileError('file_type_not_deliverable', 415);
    if (size === 0) throw new FileError('file_empty', 400);
    if (size > Math.min(declaredMaxBytes(declared.kind, limits), UPLOAD_HARD_LIMIT_BYTES))
      throw new FileError('file_too_large', 413);

    const fileId = randomBytes(12).toString('hex');
    const path = objectPath(taskId, purpose, fileId);
    // The declared length binds the session: the bucket refuses more or fewer bytes than that.
    // The browser's origin lets the bucket answer the browser's cross-origin PUT.
    const origin = req.header('origin');
    const [sessionUri] = await filesBucket()
      .file(path)
      .createResumableUpload({
        metadata: { contentType: 'application/octet-stream', contentLength: size, metadata: { originalName: name } },
        ...(origin ? { origin } : {}),
      });
    const ref = col.pendingUploads().doc();
    await ref.create({
      taskId,
      purpose,
      fileId,
      objectPath: path,
      name,
      declaredSize: size,
      userId: caller.uid,
      createdAt: Timestamp.now(),
    });
    logs.uploadOpened(taskId, purpose, size);
    res.status(201).json({ upload: { id: ref.id, sessionUri } });
  } catch (err) {
    if (err instanceof FileError) logs.fileRefused(err.code);
    sendError(res, err, 'startUpload');
  }
}

/**
 * Finishes one upload: POST JSON `{ uploadId }` by whoever opened it. The object must be in the
 * bucket with the declared size; then its real type is sniffed from its first bytes, its SHA-256
 * computed and its content checked (audio length, sheet rows), each by streaming it from the
 * bucket. One transaction records the metadata on the task (or with the reviewer's pending
 * deliverables), removes the pending upload and writes the audit entry. Any refusal deletes the
 * object and the pending upload, and answers the code the web translates.
 */
export async function handleFinishUpload(req: Request, res: Response): Promise<void> {
  let pending: { ref: DocumentReference<PendingUpload>; data: PendingUpload } | null = null;
  try {
    const caller = await callerOf(req);
    const input = finishUploadSchema.safeParse(postedJson(req));
    if (!input.success) throw new FileError('bad_request', 400);
    const ref = col.pendingUploads().doc(input.data.uploadId);
    // One finishing call takes the upload; a concurrent or repeated one finds it taken and leaves
    // the bytes alone, since the first may be recording them.
    const found = await db.runTransaction(async (tx) => {
      const data = (await tx.get(ref)).data();
      // Someone else's upload id is as unknown as a made-up one.
      if (!data || data.userId !== caller.uid) throw new FileError('not_found', 404);
      if (data.claimedAt) throw new FileError('not_found', 404);
      tx.update(ref, { claimedAt: Timestamp.now() });
      return data;
    });
    pending = { ref, data: found };
    if (found.purpose === 'logo') {
      await finishLogoUpload(res, caller, ref, found);
      pending = null;
      return;
    }
    if (found.purpose === 'memory_import') {
      pending = null; // it deletes the object and the record itself, whatever happens
      await finishMemoryImportUpload(res, caller, ref, found);
      return;
    }
    const { taskId, purpose, objectPath: path, declaredSize, name, fileId } = found;
    const createdAt = (found.createdAt as Timestamp).toMillis();
    if (Date.now() - createdAt > PENDING_UPLOAD_TTL_MS) throw new FileError('upload_incomplete', 410);

    const limits = filesOf(await readSettings());
    const taskRef = col.task(taskId);
    const before = parseFileTask(await taskRef.get());
    const refused = rightsError(before, caller, purpose, limits.maxAttachments, await customerSide(before, caller));
    if (refused) throw refused;

    const size = await storedSize(path);
    if (size === null || size !== declaredSize) throw new FileError('upload_incomplete', 422);
    if (size === 0) throw new FileError('file_empty', 400);
    const verdict = await sniffStored(path, name);
    if ('error' in verdict) throw new FileError(verdict.error, 415);
    const kind = verdict.kind;
    if (purpose === 'deliverable' && !deliverableKindAllowed(before!.deliverableType, kind))
      throw new FileError('file_type_not_deliverable', 415);
    if (size > maxBytesFor(kind, limits)) throw new FileError('file_too_large', 413);
    const checked = await contentError(path, kind, size, purpose, limits);
    if (checked.code) throw new FileError(checked.code, 422);
    const sha256 = await sha256Stored(path);
    const contentType = FILE_KINDS[kind].mime;
    await filesBucket().file(path).setMetadata({ contentType });

    const meta: StoredFile = {
      id: fileId,
      name,
      kind,
      contentType,
      size,
      sha256,
      uploadedBy: caller.uid,
      uploadedAt: Timestamp.now(),
      ...checked.extra,
    };
    await db.runTransaction(async (tx) => {
      const task = parseFileTask(await tx.get(taskRef));
      const review = purpose === 'deliverable' ? await tx.get(reviewRef(taskId)) : null;
      const again = rightsError(task, caller, purpose, limits.maxAttachments, await customerSide(task, caller, tx));
      if (again) throw again;
      if (purpose === 'attachment') {
        tx.update(taskRef, {
          attachments: FieldValue.arrayUnion(meta),
          filesHeld: true,
          updatedAt: FieldValue.serverTimestamp(),
        });
      } else {
        tx.set(
          reviewRef(taskId),
          { pendingFiles: [...pendingFilesOf(review!), meta], updatedAt: FieldValue.serverTimestamp() },
          { merge: true },
        );
        tx.update(taskRef, { filesHeld: true });
      }
      tx.delete(ref);
      writeAudit(tx, {
        actorUserId: caller.uid,
        subjectUserId: task!.userId,
        action: 'file_uploaded',
        entityType: 'task',
        entityId: taskId,
        metadata: { purpose, fileId, kind, size, sha256 },
      });
    });
    pending = null;
    logs.fileUploaded(taskId, purpose, kind, size);
    res.status(201).json({ file: { ...meta, uploadedAt: (meta.uploadedAt as Timestamp).toMillis() } });
  } catch (err) {
    // Refused or failed: the bytes go, and so does the pending upload (it cannot be finished twice).
    if (pending) {
      const { ref, data } = pending;
      await filesBucket()
        .file(data.objectPath)
        .delete({ ignoreNotFound: true })
        .catch(() => undefined);
      await ref.delete().catch(() => undefined);
    }
    if (err instanceof FileError) logs.fileRefused(err.code);
    sendError(res, err, 'finishUpload');
  }
}

export const startUpload = onRequest({ region: REGION, cors: true, timeoutSeconds: 30 }, handleStartUpload);
export const finishUpload = onRequest(
  { region: REGION, cors: true, memory: '512MiB', timeoutSeconds: 120 },
  handleFinishUpload,
);
