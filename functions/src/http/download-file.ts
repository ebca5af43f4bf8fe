import { REGION, downloadQuerySchema, safeFileName, type StoredFile } from '@tasklane/domain';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { Response } from 'express';
import { callerOf, parseFileTask, pendingFilesOf, reviewRef, sendDownloadError, streamTo } from '../lib/files/http.js';
import { FileError } from '../lib/files/errors.js';
import { filesBucket, objectPath } from '../lib/storage.js';
import { isStaffOnTask } from '../lib/reviewers.js';
import { isCustomerSide } from '../lib/teams.js';
import { serveLogo } from '../lib/files/logo.js';
import { serveMemoryExport } from '../lib/translation-memory/export-file.js';
import { col } from '../lib/collections.js';
import { linkValid } from '../lib/api/file-links.js';

/**
 * `attachment; filename="…"` with an ASCII fallback and the exact UTF-8 name (RFC 6266). The name
 * is cleaned again as it goes out: one stored before uploads stripped bidi controls must not
 * reach the browser's save dialog with its letters reordered.
 */
export function contentDisposition(stored: string): string {
  const name = safeFileName(stored);
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Serves one file of a task to its owner or to staff (admins, and a reviewer on a task assigned
 * to them or in the pool), never to anyone else. It always goes out
 * as a download (`Content-Disposition: attachment`) with the type sniffed at upload and `nosniff`,
 * and a sandboxing CSP, so nothing a customer uploaded can run in our origin. Files a reviewer
 * attached but has not delivered yet are staff-only.
 */
const apiLinkQuery = z.object({ taskId: z.string(), fileId: z.string(), exp: z.string(), token: z.string() });

export async function handleDownload(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET') {
    res.status(405).json({ error: { code: 'bad_request' } });
    return;
  }
  try {
    // A delivered file's link from the ordering API: an HMAC token and an expiry instead of an ID token.
    const link = apiLinkQuery.safeParse(req.query);
    const caller = link.success ? null : await callerOf(req);
    if (caller && req.query.purpose === 'logo') return await serveLogo(req, res, caller);
    if (caller && req.query.purpose === 'memory_export') return await serveMemoryExport(req, res, caller);
    const query = downloadQuerySchema.safeParse(req.query);
    if (!query.success) throw new FileError('bad_request', 400);
    const { taskId, fileId } = query.data;
    if (link.success && !(await linkValid(link.data))) throw new FileError('not_found', 404);
    const task = parseFileTask(await col.task(taskId).get());
    const staff = !!task && !!caller && isStaffOnTask(caller, task);
    // The task's customer side: its person, or a team's current members (not one who left).
    if (!task || (caller && !staff && !(await isCustomerSide(caller.uid, task)))) throw new FileError('not_found', 404);
    let file: StoredFile | undefined = caller ? task.attachments?.find((f) => f.id === fileId) : undefined;
    let purpose: 'attachment' | 'deliverable' = 'attachment';
    if (!file) {
      purpose = 'deliverable';
      file = task.deliverables?.find((f) => f.id === fileId);
      if (!file && staff) file = pendingFilesOf(await reviewRef(taskId).get()).find((f) => f.id === fileId);
    }
    if (!file || file.purgedAt) throw new FileError('not_found', 404);
    const object = filesBucket().file(objectPath(taskId, purpose, fileId));
    res.status(200);
    res.set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(file.name),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
      'Access-Control-Expose-Headers': 'Content-Disposition',
    });
    await streamTo(res, object.createReadStream());
  } catch (err) {
    sendDownloadError(res, err, 'downloadFile');
  }
}

export const downloadFile = onRequest({ region: REGION, cors: true, timeoutSeconds: 120 }, handleDownload);
