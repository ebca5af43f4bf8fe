import {
  EMPTY_BRAND_KIT,
  FILE_KINDS,
  LOGO_KINDS,
  PENDING_UPLOAD_TTL_MS,
  UPLOAD_HARD_LIMIT_BYTES,
  brandKitSchema,
  declaredKind,
  filesOf,
  logoDownloadQuerySchema,
  maxBytesFor,
  safeFileName,
  startLogoUploadSchema,
  type BrandLogo,
  type PendingUpload,
} from '@tasklane/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { openAccountUpload } from './account-upload.js';
import { db } from '../admin.js';
import { writeAudit } from '../audit.js';
import { brandKitRef, mayUseBrandKit } from '../brand-kit.js';
import { reviewerMayReadKit } from '../kit-access.js';
import { logs } from '../logs.js';
import { readSettings } from '../settings.js';
import { filesBucket } from '../storage.js';
import { FileError } from './errors.js';
import { streamTo, type FileCaller } from './http.js';
import { sniffStored, storedSize } from './stored-object.js';

/**
 * A brand kit's logo rides the task files' upload path (startUpload / finishUpload, the same
 * session, sniffing and image size limit) with `purpose: 'logo'` and the paying account's id in
 * place of a task. Its objects live under one prefix per account, so deleting the kit or the
 * account removes them with one listing, and the task files' retention never touches them.
 */
export const logoPrefix = (accountId: string) => `brandKits/${accountId}/`;
export const logoObjectPath = (accountId: string, fileId: string) => `${logoPrefix(accountId)}logo/${fileId}`;

/** Whoever may edit the account's kit may change its logo; anyone else sees 'not_found'. */
async function assertMayEdit(caller: FileCaller, accountId: string): Promise<void> {
  if (!(await mayUseBrandKit(caller.uid, accountId))) throw new FileError('not_found', 404);
}

/** Deletes every logo object of an account (the current one and any left behind); returns how many went. */
export async function deleteLogoFiles(accountId: string): Promise<number> {
  const [files] = await filesBucket().getFiles({ prefix: logoPrefix(accountId) });
  await Promise.all(files.map((f) => f.delete({ ignoreNotFound: true })));
  return files.length;
}

/** Opens a logo upload: the caller's right to the kit, the declared type (an image) and size. */
export async function startLogoUpload(req: Request, res: Response, caller: FileCaller, body: unknown): Promise<void> {
  const input = startLogoUploadSchema.safeParse(body);
  if (!input.success) throw new FileError('bad_request', 400);
  const { accountId, size } = input.data;
  const name = safeFileName(input.data.name);
  await assertMayEdit(caller, accountId);
  const declared = declaredKind(name, input.data.contentType);
  if ('error' in declared) throw new FileError(declared.error, 415);
  if (declared.kind && !LOGO_KINDS.includes(declared.kind)) throw new FileError('file_type_not_logo', 415);
  if (size === 0) throw new FileError('file_empty', 400);
  const limits = filesOf(await readSettings());
  if (size > Math.min(maxBytesFor('png', limits), UPLOAD_HARD_LIMIT_BYTES)) throw new FileError('file_too_large', 413);

  await openAccountUpload(req, res, caller, { purpose: 'logo', accountId, name, size, objectPath: logoObjectPath });
}

/**
 * Finishes a logo upload the caller has claimed: the object must have the declared size, its bytes
 * must be a PNG, JPEG or WebP within the image limit; one transaction puts it on the kit (an empty
 * kit is created if the account keeps none yet), drops the pending record and audits it. The logo
 * it replaces is deleted after the commit.
 */
export async function finishLogoUpload(
  res: Response,
  caller: FileCaller,
  uploadRef: FirebaseFirestore.DocumentReference,
  found: Extract<PendingUpload, { purpose: 'logo' }>,
): Promise<void> {
  const { accountId, objectPath: path, declaredSize, name, fileId } = found;
  if (Date.now() - (found.createdAt as Timestamp).toMillis() > PENDING_UPLOAD_TTL_MS)
    throw new FileError('upload_incomplete', 410);
  await assertMayEdit(caller, accountId);
  const size = await storedSize(path);
  if (size === null || size !== declaredSize) throw new FileError('upload_incomplete', 422);
  if (size === 0) throw new FileError('file_empty', 400);
  const verdict = await sniffStored(path, name);
  if ('error' in verdict) throw new FileError(verdict.error, 415);
  if (!LOGO_KINDS.includes(verdict.kind)) throw new FileError('file_type_not_logo', 415);
  const limits = filesOf(await readSettings());
  if (size > maxBytesFor(verdict.kind, limits)) throw new FileError('file_too_large', 413);
  const contentType = FILE_KINDS[verdict.kind].mime;
  await filesBucket().file(path).setMetadata({ contentType });

  const logo: BrandLogo = { id: fileId, path, name, contentType, size };
  const kitRef = brandKitRef(accountId);
  const replaced = await db.runTransaction(async (tx) => {
    const before = await tx.get(kitRef);
    const parsed = before.exists ? brandKitSchema.safeParse(before.data()) : null;
    if (parsed?.success) tx.update(kitRef, { logo, updatedBy: caller.uid, updatedAt: FieldValue.serverTimestamp() });
    else
      tx.set(kitRef, {
        ...EMPTY_BRAND_KIT,
        accountId,
        logo,
        updatedBy: caller.uid,
        updatedAt: FieldValue.serverTimestamp(),
      });
    tx.delete(uploadRef);
    writeAudit(tx, {
      actorUserId: caller.uid,
      subjectUserId: accountId,
      action: 'brand_logo_uploaded',
      entityType: 'brand_kit',
      entityId: accountId,
      metadata: { fileId, kind: verdict.kind, size },
    });
    return parsed?.success ? parsed.data.logo : null;
  });
  if (replaced && replaced.path !== path)
    await filesBucket()
      .file(replaced.path)
      .delete({ ignoreNotFound: true })
      .catch(() => undefined);
  logs.fileUploaded(accountId, 'logo', verdict.kind, size);
  res.status(201).json({ file: { id: fileId, name, kind: verdict.kind, contentType, size } });
}

/**
 * Serves an account's current logo to whoever may use the kit, to admins, and to a reviewer while
 * they may work on a task of the account (kitAccess, the rules' twin: theirs until delivery, or one
 * in the pool). Anyone else gets the same 'not_found' as for a missing logo. Always a download with
 * `nosniff` and a sandbox, as every stored file.
 */
export async function serveLogo(req: Request, res: Response, caller: FileCaller): Promise<void> {
  const query = logoDownloadQuerySchema.safeParse(req.query);
  if (!query.success) throw new FileError('bad_request', 400);
  const { accountId, fileId } = query.data;
  const allowed =
    caller.isAdmin ||
    (await mayUseBrandKit(caller.uid, accountId)) ||
    (caller.isReviewer && (await reviewerMayReadKit(caller.uid, accountId)));
  if (!allowed) throw new FileError('not_found', 404);
  const parsed = brandKitSchema.safeParse((await brandKitRef(accountId).get()).data());
  const logo = parsed.success ? parsed.data.logo : null;
  if (!logo || logo.id !== fileId) throw new FileError('not_found', 404);
  res.status(200);
  res.set({
    'Content-Type': logo.contentType,
    'Content-Length': String(logo.size),
    'Content-Disposition': `attachment; filename="logo"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, no-store',
  });
  await streamTo(res, filesBucket().file(logo.path).createReadStream());
}
