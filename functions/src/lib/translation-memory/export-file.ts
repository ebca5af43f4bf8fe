import { MEMORY_INLINE_EXPORT_BYTES, memoryExportQuerySchema } from '@tasklane/domain';
import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { randomUUID } from 'node:crypto';
import { mayUseBrandKit } from '../brand-kit.js';
import { FileError } from '../files/errors.js';
import { streamTo, type FileCaller } from '../files/http.js';
import { filesBucket } from '../storage.js';

/**
 * A memory export too large for the callable's answer: stored as one object under the account's
 * export folder, downloaded once through downloadFile by anyone who may use the memory, then
 * deleted. A new export replaces the account's earlier ones; the account's deletion and a team's
 * closing delete the folder with the memory.
 */
export const memoryExportsPrefix = (accountId: string) => `memory-exports/${accountId}/`;

/** The file inline when it is small enough, else stored: its export id. */
export async function exportFileOf(
  accountId: string,
  uid: string,
  file: { fileName: string; mimeType: string; content: string },
): Promise<{ content: string | null; exportId: string | null }> {
  const bytes = Buffer.from(file.content, 'utf8');
  if (bytes.length <= MEMORY_INLINE_EXPORT_BYTES) return { content: file.content, exportId: null };
  await deleteMemoryExports(accountId);
  const exportId = randomUUID();
  await filesBucket()
    .file(`${memoryExportsPrefix(accountId)}${exportId}`)
    .save(bytes, {
      resumable: false,
      contentType: file.mimeType,
      metadata: { metadata: { fileName: file.fileName, exportedBy: uid } },
    });
  return { content: null, exportId };
}

/** Deletes an account's stored exports; returns how many went. */
export async function deleteMemoryExports(accountId: string): Promise<number> {
  const [files] = await filesBucket().getFiles({ prefix: memoryExportsPrefix(accountId) });
  await Promise.all(files.map((f) => f.delete({ ignoreNotFound: true })));
  return files.length;
}

/** downloadFile, purpose memory_export: the stored file to whoever may use the memory, then deleted. */
export async function serveMemoryExport(req: Request, res: Response, caller: FileCaller): Promise<void> {
  const query = memoryExportQuerySchema.safeParse(req.query);
  if (!query.success) throw new FileError('bad_request', 400);
  const { accountId, exportId } = query.data;
  if (!(await mayUseBrandKit(caller.uid, accountId))) throw new FileError('not_found', 404);
  const object = filesBucket().file(`${memoryExportsPrefix(accountId)}${exportId}`);
  const [exists] = await object.exists();
  if (!exists) throw new FileError('not_found', 404);
  const [meta] = await object.getMetadata();
  const name = String(meta.metadata?.fileName ?? 'translation-memory');
  res.status(200);
  res.set({
    'Content-Type': meta.contentType ?? 'application/octet-stream',
    'Content-Length': String(meta.size),
    'Content-Disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '')}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, no-store',
    'Access-Control-Expose-Headers': 'Content-Disposition',
  });
  const sent = await streamTo(res, object.createReadStream());
  if (sent) await object.delete({ ignoreNotFound: true }).catch(() => undefined);
}
