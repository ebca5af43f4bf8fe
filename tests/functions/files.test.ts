import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { draftTask } from '../../functions/src/lib/pipeline/draft';
import { eventually } from '../support/pipeline';
import { adminDb, signedInClient, type TestClient } from '../support/functions-client';
import {
  PNG_1PX,
  bucket,
  docx,
  download,
  finishUpload,
  forgedToken,
  objectsUnder,
  pendingUploadsFor,
  sendToSession,
  startUpload,
  taskFiles,
  tinyPdf,
  upload,
  wav,
  xlsx,
} from '../support/files';
import { putTask } from '../support/task-helpers';

// The tests that change the file limits in the global settings, or run the retention purges over
// every task, are in files-limits.test.ts, which runs alone; these run beside other files.

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let owner: TestClient;
let other: TestClient;
let reviewer: TestClient;

beforeAll(async () => {
  [owner, other, reviewer] = await Promise.all([signedInClient(), signedInClient(), signedInClient({ admin: true })]);
});

describe('startUpload, finishUpload and downloadFile: attachments', () => {
  it('lets the owner upload a file and download the same bytes, as a download with the sniffed type', async () => {
    const taskId = await putTask(owner.uid!);
    const token = await owner.idToken();
    // The browser's type is ignored: the bytes say PNG.
    const res = await upload(token, { taskId, purpose: 'attachment' }, 'Logo café.png', PNG_1PX, 'text/html');
    expect(res.status).toBe(201);
    const task = await taskFiles(taskId);
    expect(task.filesHeld).toBe(true);
    expect(task.attachments).toHaveLength(1);
    const meta = task.attachments![0]!;
    expect(meta).toMatchObject({
      name: 'Logo café.png',
      kind: 'png',
      size: PNG_1PX.length,
      sha256: sha256(PNG_1PX),
      uploadedBy: owner.uid,
    });
    expect(await objectsUnder(`tasks/${taskId}/`)).toEqual([`tasks/${taskId}/attachments/${meta.id}`]);
    const audit = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', taskId)
      .where('action', '==', 'file_uploaded')
      .get();
    expect(audit.docs.map((d) => d.get('metadata.fileId'))).toEqual([meta.id]);
    // Recorded: nothing is left pending, and the object carries the sniffed type.
    expect(await pendingUploadsFor(taskId)).toEqual([]);
    expect((await bucket().file(`tasks/${taskId}/attachments/${meta.id}`).getMetadata())[0].contentType).toBe(
      'image/png',
    );

    const got = await download(token, { taskId, fileId: meta.id });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="Logo cafe.png"; filename*=UTF-8''Logo%20caf%C3%A9.png`,
    );
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('cache-control')).toBe('private, no-store');
    expect(got.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG_1PX)).toBe(true);

    // Staff reach the customer's sources too (the reviewer works from them).
    const asStaff = await download(await reviewer.idToken(), { taskId, fileId: meta.id });
    expect(asStaff.status).toBe(200);
    await asStaff.arrayBuffer();
  });

  it('strips bidi controls from the stored name and from the download’s file name', async () => {
    const taskId = await putTask(owner.uid!);
    const token = await owner.idToken();
    // With the right-to-left override kept, a file list and the save dialog read "invoicetxt.pdf".
    const res = await upload(
      token,
      { taskId, purpose: 'attachment' },
      'invoice\u202Efdp.txt',
      Buffer.from('Total: 12 $\n'),
      'text/plain',
    );
    expect(res.status).toBe(201);
    const meta = (await taskFiles(taskId)).attachments![0]!;
    expect(meta).toMatchObject({ name: 'invoicefdp.txt', kind: 'txt' });
    const got = await download(token, { taskId, fileId: meta.id });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="invoicefdp.txt"; filename*=UTF-8''invoicefdp.txt`,
    );
    await got.arrayBuffer();

    // A name stored before uploads cleaned it goes out clean too.
    await adminDb.doc(`tasks/${taskId}`).update({ attachments: [{ ...meta, name: 'bill\u2067\u202Efdp.txt\u2069' }] });
    const old = await download(token, { taskId, fileId: meta.id });
    expect(old.headers.get('content-disposition')).toBe(
      `attachment; filename="billfdp.txt"; filename*=UTF-8''billfdp.txt`,
    );
    await old.arrayBuffer();
  });

  it('refuses another user, a signed-out caller and a forged token, for uploads and downloads', async () => {
    const taskId = await putTask(owner.uid!);
    const ok = await upload(await owner.idToken(), { taskId, purpose: 'attachment' }, 'logo.png', PNG_1PX);
    const fileId = ok.body.file!.id as string;

    const byOther = await upload(await other.idToken(), { taskId, purpose: 'attachment' }, 'x.png', PNG_1PX);
    expect(byOther).toEqual({ status: 404, body: { error: { code: 'not_found' } } });
    expect((await download(await other.idToken(), { taskId, fileId })).status).toBe(404);

    const signedOut = await upload(null, { taskId, purpose: 'attachment' }, 'x.png', PNG_1PX);
    expect(signedOut).toEqual({ status: 401, body: { error: { code: 'unauthenticated' } } });
    expect((await download(null, { taskId, fileId })).status).toBe(401);

    const forged = forgedToken(owner.uid!);
    expect((await upload(forged, { taskId, purpose: 'attachment' }, 'x.png', PNG_1PX)).status).toBe(401);
    const forgedDownload = await download(forged, { taskId, fileId });
    expect(forgedDownload.status).toBe(401);
    expect(forgedDownload.headers.get('content-disposition')).toBeNull();

    expect((await taskFiles(taskId)).attachments).toHaveLength(1);
    expect(await objectsUnder(`tasks/${taskId}/`)).toHaveLength(1);
  });

  it("a team's task: its current members upload and download its files; a member who left, and the submitter once removed, do not", async () => {
    const teamId = adminDb.collection('teams').doc().id;
    const member = (uid: string) => ({
      uid,
      teamName: 'Café',
      email: `${uid}@example.test`,
      name: uid,
      role: 'member',
      joinedAt: new Date(),
      monthlyCapCredits: null,
      spentMonth: '2026-01',
      spentCredits: 0,
    });
    await adminDb.doc(`teams/${teamId}`).set({
      name: 'Café',
      legalName: 'Café inc.',
      province: 'QC',
      address: '1 rue X',
      status: 'active',
      createdBy: owner.uid,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await Promise.all([
      adminDb.doc(`teams/${teamId}/members/${owner.uid}`).set(member(owner.uid!)),
      adminDb.doc(`teams/${teamId}/members/${other.uid}`).set(member(other.uid!)),
    ]);
    // The colleague submitted it for the team; the owner attaches a file to it.
    const taskId = await putTask(other.uid!, { accountId: teamId });
    const ok = await upload(await owner.idToken(), { taskId, purpose: 'attachment' }, 'logo.png', PNG_1PX);
    expect(ok.status).toBe(201);
    const fileId = ok.body.file!.id as string;
    const got = await download(await other.idToken(), { taskId, fileId });
    expect(got.status).toBe(200);
    await got.arrayBuffer();

    // Removed from the team: the task's submitter reaches its files no more.
    await adminDb.doc(`teams/${teamId}/members/${other.uid}`).delete();
    expect((await download(await other.idToken(), { taskId, fileId })).status).toBe(404);
    expect((await upload(await other.idToken(), { taskId, purpose: 'attachment' }, 'x.png', PNG_1PX)).status).toBe(404);
    expect((await taskFiles(taskId)).attachments).toHaveLength(1);
  });

  it('refuses bad input when opening, and finishing an upload that is unknown, someone else’s, or has no bytes', async () => {
    const token = await owner.idToken();
    const taskId = await putTask(owner.uid!);
    const claim = { taskId, purpose: 'attachment' as const, name: 'a.png', size: 10 };
    expect((await startUpload(token, { ...claim, taskId: '../x' })).body).toEqual({ error: { code: 'bad_request' } });
    expect((await startUpload(token, { ...claim, size: -1 })).body).toEqual({ error: { code: 'bad_request' } });
    expect((await startUpload(token, { ...claim, purpose: 'source' as never })).body).toEqual({
      error: { code: 'bad_request' },
    });
    expect((await startUpload(token, { ...claim, size: 0 })).body).toEqual({ error: { code: 'file_empty' } });
    expect((await finishUpload(token, 'no-such-upload')).body).toEqual({ error: { code: 'not_found' } });
    expect((await finishUpload(token, '../x')).body).toEqual({ error: { code: 'bad_request' } });

    const opened = await startUpload(token, claim);
    expect(opened.status).toBe(201);
    expect(opened.body.upload!.sessionUri).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/upload\/storage\/v1\/b\/.+uploadType=resumable/,
    );
    const [pending] = await pendingUploadsFor(taskId);
    expect(pending!.data()).toMatchObject({
      taskId,
      purpose: 'attachment',
      name: 'a.png',
      declaredSize: 10,
      userId: owner.uid,
    });
    // Another user cannot finish it (nor learn that it exists).
    expect(await finishUpload(await other.idToken(), opened.body.upload!.id)).toEqual({
      status: 404,
      body: { error: { code: 'not_found' } },
    });
    // Nothing was sent: refused, and the pending upload is gone.
    expect(await finishUpload(token, opened.body.upload!.id)).toEqual({
      status: 422,
      body: { error: { code: 'upload_incomplete' } },
    });
    expect(await pendingUploadsFor(taskId)).toEqual([]);
    expect((await taskFiles(taskId)).attachments).toBeUndefined();
  });

  it('takes the bytes in Content-Range chunks (308 until the last one), and records one file per upload', async () => {
    const taskId = await putTask(owner.uid!);
    const token = await owner.idToken();
    const clip = wav(4);
    const opened = await startUpload(token, {
      taskId,
      purpose: 'attachment',
      name: 'memo.wav',
      size: clip.length,
      contentType: 'audio/wav',
    });
    const uri = opened.body.upload!.sessionUri;
    const first = await fetch(uri, {
      method: 'PUT',
      body: new Uint8Array(clip.subarray(0, 10_000)),
      headers: { 'Content-Range': `bytes 0-9999/${clip.length}` },
    });
    expect(first.status).toBe(308);
    expect(first.headers.get('range')).toBe('bytes=0-9999');
    // A chunk that does not start at the next byte is not taken: the answer says what is there.
    const skipped = await fetch(uri, {
      method: 'PUT',
      body: new Uint8Array(clip.subarray(20_000, 21_000)),
      headers: { 'Content-Range': `bytes 20000-20999/${clip.length}` },
    });
    expect(skipped.status).toBe(308);
    expect(skipped.headers.get('range')).toBe('bytes=0-9999');
    for (let at = 10_000; at < clip.length; at += 8_000) {
      const part = clip.subarray(at, Math.min(at + 8_000, clip.length));
      const res = await fetch(uri, {
        method: 'PUT',
        body: new Uint8Array(part),
        headers: { 'Content-Range': `bytes ${at}-${at + part.length - 1}/${clip.length}` },
      });
      expect(res.status).toBe(at + part.length === clip.length ? 200 : 308);
      await res.arrayBuffer();
    }
    const done = await finishUpload(token, opened.body.upload!.id);
    expect(done.status).toBe(201);
    expect(done.body.file).toMatchObject({ kind: 'wav', size: clip.length, sha256: sha256(clip), durationSeconds: 4 });
    // Finishing twice records nothing more, and keeps the bytes.
    expect((await finishUpload(token, opened.body.upload!.id)).body).toEqual({ error: { code: 'not_found' } });
    expect((await taskFiles(taskId)).attachments).toHaveLength(1);
    expect(await objectsUnder(`tasks/${taskId}/`)).toHaveLength(1);
  });

  it('records one file when two finishing calls race, and keeps its bytes', async () => {
    const taskId = await putTask(owner.uid!);
    const token = await owner.idToken();
    const opened = await startUpload(token, { taskId, purpose: 'attachment', name: 'logo.png', size: PNG_1PX.length });
    expect(await sendToSession(opened.body.upload!.sessionUri, PNG_1PX)).toBe(200);
    const answers = await Promise.all([
      finishUpload(token, opened.body.upload!.id),
      finishUpload(token, opened.body.upload!.id),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 404]);
    expect((await taskFiles(taskId)).attachments).toHaveLength(1);
    expect(await objectsUnder(`tasks/${taskId}/`)).toHaveLength(1);
    expect(await pendingUploadsFor(taskId)).toEqual([]);
  });

  it('refuses HTML renamed .png, SVG and an executable by their bytes, and stores nothing', async () => {
    const taskId = await putTask(owner.uid!);
    const token = await owner.idToken();
    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
    exe.writeUInt32LE(64, 60);
    // The names claim a PNG and a PDF, so the uploads open; the bytes are refused when finishing,
    // once they are in the bucket, and deleted there.
    for (const [name, bytes] of [
      ['logo.png', html],
      ['tool.pdf', exe],
    ] as const) {
      const opened = await startUpload(token, {
        taskId,
        purpose: 'attachment',
        name,
        size: bytes.length,
        contentType: 'image/png',
      });
      expect(opened.status, name).toBe(201);
      expect(await sendToSession(opened.body.upload!.sessionUri, bytes)).toBe(200);
      expect(await objectsUnder(`tasks/${taskId}/`)).toHaveLength(1);
      expect(await finishUpload(token, opened.body.upload!.id), name).toEqual({
        status: 415,
        body: { error: { code: 'file_type_forbidden' } },
      });
      expect(await objectsUnder(`tasks/${taskId}/`)).toEqual([]);
    }
    // An SVG says what it is in its name: refused before any byte is sent.
    expect(
      await startUpload(token, {
        taskId,
        purpose: 'attachment',
        name: 'logo.svg',
        size: svg.length,
        contentType: 'image/svg+xml',
      }),
    ).toEqual({ status: 415, body: { error: { code: 'file_type_forbidden' } } });
    expect((await taskFiles(taskId)).attachments).toBeUndefined();
    expect(await pendingUploadsFor(taskId)).toEqual([]);
  });

  it('allows five attachments by default and refuses the sixth', async () => {
    const fake = (i: number) => ({
      id: `f${i}`,
      name: `f${i}.txt`,
      kind: 'txt' as const,
      contentType: 'text/plain',
      size: 1,
      sha256: 'x',
      uploadedBy: owner.uid!,
      uploadedAt: new Date(),
    });
    const taskId = await putTask(owner.uid!, { attachments: [0, 1, 2, 3].map(fake) });
    const token = await owner.idToken();
    expect(
      (await upload(token, { taskId, purpose: 'attachment' }, 'notes.txt', Buffer.from('Opening hours: 9 to 5')))
        .status,
    ).toBe(201);
    expect((await upload(token, { taskId, purpose: 'attachment' }, 'more.txt', Buffer.from('More'))).body).toEqual({
      error: { code: 'file_count_exceeded' },
    });
  });

  it('measures audio from its own header: over 5 minutes is refused, a short clip is kept with its length', async () => {
    const taskId = await putTask(owner.uid!);
    const token = await owner.idToken();
    const long = await upload(token, { taskId, purpose: 'attachment' }, 'interview.wav', wav(6 * 60));
    expect(long).toEqual({ status: 422, body: { error: { code: 'audio_too_long' } } });
    expect(await objectsUnder(`tasks/${taskId}/`)).toEqual([]);
    const short = await upload(token, { taskId, purpose: 'attachment' }, 'memo.wav', wav(3));
    expect(short.status).toBe(201);
    expect(short.body.file).toMatchObject({ kind: 'wav', durationSeconds: 3 });
  });

  it('refuses attachments once the task is delivered', async () => {
    const taskId = await putTask(owner.uid!, { status: 'delivered', queueStatus: null });
    expect((await upload(await owner.idToken(), { taskId, purpose: 'attachment' }, 'late.png', PNG_1PX)).body).toEqual({
      error: { code: 'task_closed' },
    });
  });
});

describe('startUpload and finishUpload: deliverables', () => {
  it('counts a sheet’s data rows from the file: 501 refused, 500 accepted; delivery publishes it to the customer', async () => {
    const taskId = await putTask(owner.uid!, {
      deliverableType: 'sheet',
      status: 'in_review',
      queueStatus: null,
      reviewerId: reviewer.uid,
    });
    const token = await reviewer.idToken();
    const over = await upload(token, { taskId, purpose: 'deliverable' }, 'clients.xlsx', await xlsx(501));
    expect(over).toEqual({ status: 422, body: { error: { code: 'sheet_too_many_rows' } } });
    expect(await objectsUnder(`tasks/${taskId}/`)).toEqual([]);

    const sheet = await xlsx(500);
    const ok = await upload(token, { taskId, purpose: 'deliverable' }, 'clients.xlsx', sheet);
    expect(ok.status).toBe(201);
    expect(ok.body.file).toMatchObject({ kind: 'xlsx', rows: 500 });
    const fileId = ok.body.file!.id as string;
    // Not delivered yet: staff only.
    expect((await download(await owner.idToken(), { taskId, fileId })).status).toBe(404);
    expect((await taskFiles(taskId)).deliverables).toBeUndefined();

    await reviewer.call('deliverTask', { taskId, result: 'Your client list is attached.' });
    const task = await taskFiles(taskId);
    expect(task.deliverables).toEqual([expect.objectContaining({ id: fileId, round: 1, rows: 500 })]);
    const got = await download(await owner.idToken(), { taskId, fileId });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sha256(Buffer.from(await got.arrayBuffer()))).toBe(sha256(sheet));
  });

  it('refuses a customer, another reviewer, and a file the deliverable type does not take', async () => {
    const taskId = await putTask(owner.uid!, {
      deliverableType: 'sheet',
      status: 'in_review',
      queueStatus: null,
      reviewerId: reviewer.uid,
    });
    expect(
      (await upload(await owner.idToken(), { taskId, purpose: 'deliverable' }, 'a.csv', Buffer.from('a,b\n1,2\n')))
        .body,
    ).toEqual({ error: { code: 'not_reviewer' } });
    const second = await signedInClient({ admin: true });
    expect(
      (await upload(await second.idToken(), { taskId, purpose: 'deliverable' }, 'a.csv', Buffer.from('a,b\n1,2\n')))
        .body,
    ).toEqual({ error: { code: 'not_reviewer' } });
    expect((await upload(await reviewer.idToken(), { taskId, purpose: 'deliverable' }, 'a.png', PNG_1PX)).body).toEqual(
      { error: { code: 'file_type_not_deliverable' } },
    );
    // Named as a sheet, but the bytes are a PNG: refused when finishing, and deleted.
    expect((await upload(await reviewer.idToken(), { taskId, purpose: 'deliverable' }, 'b.csv', PNG_1PX)).body).toEqual(
      { error: { code: 'file_type_not_deliverable' } },
    );
    expect(await objectsUnder(`tasks/${taskId}/`)).toEqual([]);
    const csv = await upload(
      await reviewer.idToken(),
      { taskId, purpose: 'deliverable' },
      'a.csv',
      Buffer.from('name,city\nA,Gatineau\nB,Ottawa\n'),
    );
    expect(csv.body.file).toMatchObject({ kind: 'csv', rows: 2 });
    await second.close();
  });
});

describe('drafting from attachments', () => {
  it('puts a PDF’s text into the draft and tells the reviewer what to do with an image', async () => {
    const taskId = await putTask(owner.uid!);
    const token = await owner.idToken();
    expect(
      (await upload(token, { taskId, purpose: 'attachment' }, 'form.pdf', tinyPdf('Business number 123456789'))).status,
    ).toBe(201);
    expect((await upload(token, { taskId, purpose: 'attachment' }, 'logo.png', PNG_1PX)).status).toBe(201);
    await adminDb.doc(`tasks/${taskId}`).update({ queueStatus: 'active', activatedAt: new Date() });
    // The activation trigger may draft it first; either way the same code writes the draft.
    expect(['drafted', 'skipped']).toContain(await draftTask(taskId));
    const draft = await eventually(
      async () => (await adminDb.doc(`tasks/${taskId}/staff/draft`).get()).get('text') as string | undefined,
      'the draft',
    );
    expect(draft).toContain('Business number 123456789');
    expect(draft).toContain('Image "logo.png": the reviewer must open it');
  });

  it('puts a Word document’s text into the draft', async () => {
    const taskId = await putTask(owner.uid!);
    const token = await owner.idToken();
    const memo = await docx('Livraison prévue le 3 décembre à Gatineau');
    const stored = await upload(token, { taskId, purpose: 'attachment' }, 'memo.docx', memo);
    expect(stored.body.file).toMatchObject({ kind: 'docx', size: memo.length });
    await adminDb.doc(`tasks/${taskId}`).update({ queueStatus: 'active', activatedAt: new Date() });
    expect(['drafted', 'skipped']).toContain(await draftTask(taskId));
    const draft = await eventually(
      async () => (await adminDb.doc(`tasks/${taskId}/staff/draft`).get()).get('text') as string | undefined,
      'the draft',
    );
    expect(draft).toContain('Livraison prévue le 3 décembre à Gatineau');
  });
});

describe('file deletion', () => {
  it('deletes a task’s objects when its owner deletes the account', async () => {
    const me = await signedInClient();
    const taskId = await putTask(me.uid!, { status: 'in_review', queueStatus: null, reviewerId: reviewer.uid });
    expect((await upload(await me.idToken(), { taskId, purpose: 'attachment' }, 'logo.png', PNG_1PX)).status).toBe(201);
    expect(await objectsUnder(`tasks/${taskId}/`)).toHaveLength(1);
    await me.call('deleteAccount', { confirm: 'DELETE' });
    expect(await objectsUnder(`tasks/${taskId}/`)).toEqual([]);
    expect((await taskFiles(taskId)).attachments).toEqual([]);
  });
});
