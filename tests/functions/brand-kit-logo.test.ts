// A brand kit's logo through the task files' upload path (startUpload / finishUpload with
// purpose 'logo'): the same type and size checks on the bytes, kept under the account's prefix,
// served to the kit's users, admins and the reviewers on its work only, replaced in place, and
// deleted with the kit, with the account, and by the abandoned-upload sweep.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeAbandonedUploads } from '../../functions/src/scheduled/file-retention';
import { brandKitDoc } from '../support/brand-kits';
import {
  PNG_1PX,
  bigPng,
  bucket,
  finishUpload,
  functionUrl,
  objectsUnder,
  sendToSession,
  tinyPdf,
} from '../support/files';
import { adminDb, signedInClient, type TestClient } from '../support/functions-client';
import { setSettings } from '../support/task-helpers';

let owner: TestClient;
let other: TestClient;
let reviewer: TestClient;
beforeAll(async () => {
  await setSettings();
  [owner, other, reviewer] = await Promise.all([
    signedInClient(),
    signedInClient(),
    signedInClient({ reviewer: true }),
  ]);
});
afterAll(async () => Promise.all([owner.close(), other.close(), reviewer.close()]));

async function post(name: string, token: string, body: unknown) {
  const res = await fetch(functionUrl(name, {}), {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      upload?: { id: string; sessionUri: string };
      file?: { id: string };
      error?: { code: string };
    },
  };
}

/** Uploads a logo the way /brand does; answers the first refusal or the finishing call's answer. */
async function uploadLogo(client: TestClient, accountId: string, name: string, bytes: Buffer, size = bytes.length) {
  const token = await client.idToken();
  const opened = await post('startUpload', token, { purpose: 'logo', accountId, name, size, contentType: 'image/png' });
  if (opened.status !== 201) return opened;
  expect(await sendToSession(opened.body.upload!.sessionUri, bytes)).toBe(200);
  return finishUpload(token, opened.body.upload!.id);
}

const getLogo = async (client: TestClient, accountId: string, fileId: string) =>
  fetch(functionUrl('downloadFile', { purpose: 'logo', accountId, fileId }), {
    headers: { Authorization: `Bearer ${await client.idToken()}` },
  });

const kitOf = async (accountId: string) => (await adminDb.doc(`brandKits/${accountId}`).get()).data();

describe('a brand kit’s logo', () => {
  it('is uploaded onto the kit (an empty kit if none), audited, and served to its owner, not to a reviewer off its work', async () => {
    const uid = owner.uid!;
    const out = await uploadLogo(owner, uid, 'Logo Café.png', PNG_1PX);
    expect(out.status).toBe(201);
    const fileId = out.body.file!.id as string;
    const kit = await kitOf(uid);
    expect(kit).toMatchObject({
      accountId: uid,
      glossary: [],
      logo: {
        id: fileId,
        name: 'Logo Café.png',
        contentType: 'image/png',
        size: PNG_1PX.length,
        path: `brandKits/${uid}/logo/${fileId}`,
      },
    });
    const audit = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', uid)
      .where('action', '==', 'brand_logo_uploaded')
      .get();
    expect(audit.size).toBe(1);

    const mine = await getLogo(owner, uid, fileId);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await mine.arrayBuffer()).equals(PNG_1PX)).toBe(true);
    // A reviewer downloads it only while on a task of the account (kit-access.test.ts): this one has none.
    expect((await getLogo(reviewer, uid, fileId)).status).toBe(404);
    expect((await getLogo(other, uid, fileId)).status).toBe(404);
    expect((await getLogo(owner, uid, 'b'.repeat(24))).status).toBe(404);
  });

  it('keeps the kit’s content, replaces the old logo and deletes its object', async () => {
    const c = await signedInClient();
    const uid = c.uid!;
    await adminDb.doc(`brandKits/${uid}`).set(brandKitDoc(uid));
    const first = await uploadLogo(c, uid, 'one.png', PNG_1PX);
    const second = await uploadLogo(c, uid, 'two.png', bigPng(2_000));
    expect(second.status).toBe(201);
    expect(await objectsUnder(`brandKits/${uid}/`)).toEqual([`brandKits/${uid}/logo/${second.body.file!.id}`]);
    expect(await kitOf(uid)).toMatchObject({ signOff: brandKitDoc(uid).signOff, logo: { name: 'two.png' } });
    expect((await getLogo(c, uid, first.body.file!.id as string)).status).toBe(404);
    await c.close();
  });

  it('refuses what is not a PNG, JPEG or WebP (by its bytes, the object deleted), SVG, an image over the limit, and someone else’s kit', async () => {
    const uid = owner.uid!;
    const pdf = await uploadLogo(owner, uid, 'logo.png', tinyPdf());
    expect(pdf).toMatchObject({ status: 415, body: { error: { code: 'file_type_not_logo' } } });
    const token = await owner.idToken();
    expect(
      await post('startUpload', token, { purpose: 'logo', accountId: uid, name: 'brochure.pdf', size: 100 }),
    ).toMatchObject({ status: 415, body: { error: { code: 'file_type_not_logo' } } });
    expect(
      await post('startUpload', token, { purpose: 'logo', accountId: uid, name: 'logo.svg', size: 100 }),
    ).toMatchObject({ status: 415, body: { error: { code: 'file_type_forbidden' } } });
    expect(
      await post('startUpload', token, { purpose: 'logo', accountId: uid, name: 'logo.png', size: 21 * 1024 * 1024 }),
    ).toMatchObject({ status: 413, body: { error: { code: 'file_too_large' } } });
    expect(await uploadLogo(other, uid, 'mine.png', PNG_1PX)).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    });
    const kit = await kitOf(uid);
    expect(await objectsUnder(`brandKits/${uid}/`)).toEqual([kit!.logo.path]);
  });

  it('goes with the kit (deleteBrandKit) and with the account', async () => {
    const a = await signedInClient();
    await uploadLogo(a, a.uid!, 'a.png', PNG_1PX);
    expect(await a.call('deleteBrandKit', {})).toEqual({ deleted: true });
    expect(await kitOf(a.uid!)).toBeUndefined();
    expect(await objectsUnder(`brandKits/${a.uid}/`)).toEqual([]);
    const audit = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', a.uid)
      .where('action', '==', 'brand_kit_deleted')
      .get();
    expect(audit.docs[0]?.get('metadata')).toEqual({ hadLogo: true });
    expect(await other.call('deleteBrandKit', { accountId: owner.uid! }).catch((e: { code: string }) => e.code)).toBe(
      'functions/permission-denied',
    );

    const b = await signedInClient();
    await uploadLogo(b, b.uid!, 'b.png', PNG_1PX);
    expect(await objectsUnder(`brandKits/${b.uid}/`)).toHaveLength(1);
    expect(await b.call('deleteAccount', { confirm: 'DELETE' })).toEqual({ ok: true });
    expect(await kitOf(b.uid!)).toBeUndefined();
    expect(await objectsUnder(`brandKits/${b.uid}/`)).toEqual([]);
    await a.close();
  });

  it('an upload abandoned for a day is swept with its bytes, as a task file’s is', async () => {
    const uid = owner.uid!;
    const token = await owner.idToken();
    const opened = await post('startUpload', token, {
      purpose: 'logo',
      accountId: uid,
      name: 'late.png',
      size: PNG_1PX.length,
    });
    expect(opened.status).toBe(201);
    await sendToSession(opened.body.upload!.sessionUri, PNG_1PX);
    const pending = adminDb.doc(`pendingUploads/${opened.body.upload!.id}`);
    const path = (await pending.get()).get('objectPath') as string;
    await pending.update({ createdAt: Timestamp.fromMillis(Date.now() - 25 * 3_600_000) });
    await purgeAbandonedUploads(new Date());
    expect((await pending.get()).exists).toBe(false);
    expect((await bucket().file(path).exists())[0]).toBe(false);
  });
});
