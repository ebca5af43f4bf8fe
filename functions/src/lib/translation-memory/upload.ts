import {
  MEMORY_UPLOAD_MAX_BYTES,
  PENDING_UPLOAD_TTL_MS,
  memoryImportFormat,
  parseMemoryCsv,
  safeFileName,
  startMemoryImportUploadSchema,
  type MemoryImportError,
  type PendingUpload,
} from '@tasklane/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { openAccountUpload } from '../files/account-upload.js';
import { mayUseBrandKit } from '../brand-kit.js';
import { FileError } from '../files/errors.js';
import type { FileCaller } from '../files/http.js';
import { storedSize } from '../files/stored-object.js';
import { logs } from '../logs.js';
import { filesBucket } from '../storage.js';
import { writeImport } from './import.js';
import { parseTmx } from './tmx.js';

/**
 * A memory import too large for a callable (tens of MB of TMX or CSV) rides the task files' upload
 * path with `purpose: 'memory_import'`: startUpload opens a session bound to the declared size,
 * the browser sends the bytes to the bucket, and finishUpload reads the object once, validates it
 * whole and writes it under an import id (writeImport: reserved, batched, rolled back on failure).
 * The object is deleted whatever the outcome: the memory keeps the pairs, never the file.
 */
export const memoryImportObjectPath = (accountId: string, fileId: string) =>
  `translationMemories/${accountId}/imports/${fileId}`;

/** At most this many of an invalid file's problems go back to the browser. */
const MAX_ERRORS_SHOWN = 200;

async function assertMayImport(caller: FileCaller, accountId: string): Promise<void> {
  if (!(await mayUseBrandKit(caller.uid, accountId))) throw new FileError('not_found', 404);
}

/** Opens a memory import upload: the caller's right to the memory, a TMX or CSV name, the size. */
export async function startMemoryImportUpload(
  req: Request,
  res: Response,
  caller: FileCaller,
  body: unknown,
): Promise<void> {
  const input = startMemoryImportUploadSchema.safeParse(body);
  if (!input.success) throw new FileError('bad_request', 400);
  const { accountId, size } = input.data;
  const name = safeFileName(input.data.name);
  await assertMayImport(caller, accountId);
  if (!memoryImportFormat(name)) throw new FileError('file_type_not_memory', 415);
  if (size === 0) throw new FileError('file_empty', 400);
  if (size > MEMORY_UPLOAD_MAX_BYTES) throw new FileError('file_too_large', 413);
  await openAccountUpload(req, res, caller, {
    purpose: 'memory_import',
    accountId,
    name,
    size,
    objectPath: memoryImportObjectPath,
  });
}

/** An invalid file: every problem's line (the first 200), and nothing imported. */
export class MemoryImportInvalid extends FileError {
  constructor(readonly errors: MemoryImportError[]) {
    super('import_invalid', 422);
  }
}

/**
 * Reads a stored import, validates it whole and writes it. Throws a FileError for a refusal (the
 * file's own errors in MemoryImportInvalid); the caller deletes the object. `failAfterBatches` is
 * the tests' way to interrupt the writing.
 */
export async function importStoredFile(
  accountId: string,
  uid: string,
  path: string,
  name: string,
  opts: { db?: Firestore; failAfterBatches?: number } = {},
): Promise<{ importId: string; added: number }> {
  const format = memoryImportFormat(name);
  if (!format) throw new FileError('file_type_not_memory', 415);
  const [bytes] = await filesBucket().file(path).download();
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new FileError('file_type_not_memory', 415);
  }
  const { pairs, errors } = format === 'tmx' ? parseTmx(content) : parseMemoryCsv(content);
  if (errors.length > 0) throw new MemoryImportInvalid(errors.slice(0, MAX_ERRORS_SHOWN));
  try {
    return await writeImport(accountId, uid, pairs, { format, ...opts });
  } catch (err) {
    const reason = err instanceof HttpsError ? (err.details as { reason?: string } | undefined)?.reason : undefined;
    if (reason === 'memory_full') throw new FileError('memory_full', 409);
    if (reason === 'import_rolled_back') throw new FileError('import_rolled_back', 500);
    throw err;
  }
}

/**
 * Finishes a memory import the caller has claimed: the declared size arrived, the caller may still
 * use the memory; then importStoredFile. The object and the pending record go whatever happens.
 */
export async function finishMemoryImportUpload(
  res: Response,
  caller: FileCaller,
  uploadRef: FirebaseFirestore.DocumentReference,
  found: Extract<PendingUpload, { purpose: 'memory_import' }>,
): Promise<void> {
  const { accountId, objectPath: path, declaredSize, name } = found;
  try {
    if (Date.now() - (found.createdAt as Timestamp).toMillis() > PENDING_UPLOAD_TTL_MS)
      throw new FileError('upload_incomplete', 410);
    await assertMayImport(caller, accountId);
    const size = await storedSize(path);
    if (size === null || size !== declaredSize) throw new FileError('upload_incomplete', 422);
    const out = await importStoredFile(accountId, caller.uid, path, name);
    logs.fileUploaded(accountId, 'memory_import', 'csv', size);
    res.status(201).json({ import: out });
  } catch (err) {
    if (!(err instanceof MemoryImportInvalid)) throw err;
    logs.fileRefused(err.code);
    res.status(err.status).json({ error: { code: err.code, errors: err.errors } });
  } finally {
    await filesBucket()
      .file(path)
      .delete({ ignoreNotFound: true })
      .catch(() => undefined);
    await uploadRef.delete().catch(() => undefined);
  }
}
