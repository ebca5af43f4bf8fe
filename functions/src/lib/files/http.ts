import { storedFileSchema, taskSchema, type FileErrorCode } from '@tasklane/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { z } from 'zod';
import { auth } from '../admin.js';
import { logs } from '../logs.js';
import { FileError } from './errors.js';
import { col } from '../collections.js';

/** The caller of a file function, from the Firebase ID token in `Authorization: Bearer …`. */
export interface FileCaller {
  uid: string;
  isAdmin: boolean;
  isReviewer: boolean;
}

/**
 * Verifies the ID token's signature, expiry and audience, and that it was not revoked (a deleted
 * account or a forced sign-out stops its tokens at once). Anything else is 'unauthenticated'.
 */
export async function callerOf(req: Request): Promise<FileCaller> {
  const header = req.header('authorization') ?? '';
  const m = /^Bearer (.+)$/i.exec(header.trim());
  if (!m) throw new FileError('unauthenticated', 401);
  try {
    const token = await auth.verifyIdToken(m[1]!, true);
    return { uid: token.uid, isAdmin: token.admin === true, isReviewer: token.reviewer === true };
  } catch {
    throw new FileError('unauthenticated', 401);
  }
}

/** The task fields the file functions need, parsed rather than cast. */
export const fileTaskSchema = taskSchema.pick({
  userId: true,
  accountId: true,
  status: true,
  reviewerId: true,
  deliverableType: true,
  history: true,
  attachments: true,
  deliverables: true,
});
export type FileTask = z.infer<typeof fileTaskSchema>;

export function parseFileTask(snap: DocumentSnapshot): FileTask | null {
  if (!snap.exists) return null;
  const parsed = fileTaskSchema.safeParse(snap.data());
  return parsed.success ? parsed.data : null;
}

/** Reviewer-side files waiting for the delivery, kept with the staff-only review document. */
export const reviewRef = (taskId: string) => col.staffDoc(taskId, 'review');
const pendingSchema = z.object({ pendingFiles: z.array(storedFileSchema).optional() });
export function pendingFilesOf(snap: DocumentSnapshot) {
  const parsed = pendingSchema.safeParse(snap.data() ?? {});
  return parsed.success ? (parsed.data.pendingFiles ?? []) : [];
}

/** Sends a refusal as JSON `{ error: { code } }`; unexpected errors become a logged 500. */
export function sendError(res: Response, err: unknown, fn: string): void {
  if (err instanceof FileError) {
    res.status(err.status).json({ error: { code: err.code } });
    return;
  }
  logs.fileFunctionFailed(fn, err);
  const code: FileErrorCode = 'bad_request';
  if (!res.headersSent) res.status(500).json({ error: { code, internal: true } });
  else res.destroy();
}

/**
 * Streams a stored object into the answer. Resolves true once it is all sent, false when the
 * client went away first; rejects when the read fails (before anything was sent, as a rule).
 */
export function streamTo(res: Response, stream: NodeJS.ReadableStream): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    stream.on('error', reject);
    res.on('finish', () => resolve(true));
    res.on('close', () => resolve(res.writableFinished));
    stream.pipe(res);
  });
}

/** A download's failure: the file's headers go (unless its body started), then the error's answer. */
export function sendDownloadError(res: Response, err: unknown, fn: string): void {
  if (!res.headersSent) for (const h of ['Content-Type', 'Content-Length', 'Content-Disposition']) res.removeHeader(h);
  sendError(res, err, fn);
}
