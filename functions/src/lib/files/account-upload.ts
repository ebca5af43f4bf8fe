import { Timestamp } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { randomBytes } from 'node:crypto';
import { col } from '../collections.js';
import { logs } from '../logs.js';
import { filesBucket } from '../storage.js';
import type { FileCaller } from './http.js';

/**
 * Opens a resumable upload of one file an account keeps apart from its tasks (its logo, a memory
 * import), once the caller and the file's name and size were checked: a session at the object
 * path the kind gives, and the pending record `finishUpload` completes. Answers 201 with both.
 */
export async function openAccountUpload(
  req: Request,
  res: Response,
  caller: FileCaller,
  file: {
    purpose: 'logo' | 'memory_import';
    accountId: string;
    name: string;
    size: number;
    objectPath(accountId: string, fileId: string): string;
  },
): Promise<void> {
  const { purpose, accountId, name, size } = file;
  const fileId = randomBytes(12).toString('hex');
  const path = file.objectPath(accountId, fileId);
  const origin = req.header('origin');
  const [sessionUri] = await filesBucket()
    .file(path)
    .createResumableUpload({
      metadata: { contentType: 'application/octet-stream', contentLength: size, metadata: { originalName: name } },
      ...(origin ? { origin } : {}),
    });
  const ref = col.pendingUploads().doc();
  await ref.create({
    purpose,
    accountId,
    fileId,
    objectPath: path,
    name,
    declaredSize: size,
    userId: caller.uid,
    createdAt: Timestamp.now(),
  });
  logs.uploadOpened(accountId, purpose, size);
  res.status(201).json({ upload: { id: ref.id, sessionUri } });
}
