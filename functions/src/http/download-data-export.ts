import { REGION, dataExportFileName, dataExportObjectPath, docIdField } from '@tasklane/domain';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { col } from '../lib/collections.js';
import { FileError } from '../lib/files/errors.js';
import { callerOf, sendDownloadError, streamTo } from '../lib/files/http.js';
import { filesBucket } from '../lib/storage.js';
import { contentDisposition } from './download-file.js';

/**
 * Serves a finished data export to the person who asked for it, signed in (their ID token), until
 * it expires 24 hours after it was ready; to nobody else, admins included (404: ids reveal
 * nothing). Not a signed link: a link in an e-mail works for whoever holds it. Audited.
 */
export async function handleExportDownload(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET') {
    res.status(405).json({ error: { code: 'bad_request' } });
    return;
  }
  try {
    const caller = await callerOf(req);
    const id = docIdField.safeParse(req.query.exportId);
    if (!id.success) throw new FileError('bad_request', 400);
    const data = (await col.dataExport(id.data).get()).data();
    if (!data || data.requestedBy !== caller.uid) throw new FileError('not_found', 404);
    if (data.status !== 'ready' || !data.readyAtMs || (data.expiresAtMs ?? 0) <= Date.now())
      throw new FileError('not_found', 404);
    const object = filesBucket().file(dataExportObjectPath(id.data));
    await db.runTransaction(async (tx) => {
      writeAudit(tx, {
        actorUserId: caller.uid,
        subjectUserId: caller.uid,
        action: 'data_export_downloaded',
        entityType: 'data_export',
        entityId: id.data,
        metadata: { scope: data.scope, accountId: data.accountId },
      });
    });
    res.status(200);
    res.set({
      'Content-Type': 'application/zip',
      ...(data.size ? { 'Content-Length': String(data.size) } : {}),
      'Content-Disposition': contentDisposition(dataExportFileName(data.scope, data.readyAtMs)),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Access-Control-Expose-Headers': 'Content-Disposition',
    });
    await streamTo(res, object.createReadStream());
  } catch (err) {
    sendDownloadError(res, err, 'downloadDataExport');
  }
}

export const downloadDataExport = onRequest({ region: REGION, cors: true, timeoutSeconds: 540 }, handleExportDownload);
