import {
  DEFAULT_FILES_SETTINGS,
  DEFAULT_SETTINGS,
  splitSettings,
  type FilesSettings,
  type ThreadMessage,
} from '@tasklane/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { purgeAbandonedUploads, purgeExpiredFiles } from '../../functions/src/scheduled/file-retention';
import { adminDb, signedInClient, type TestClient } from '../support/functions-client';
import {
  PNG_1PX,
  bigPng,
  bucket,
  download,
  finishUpload,
  objectsUnder,
  pendingUploadsFor,
  sendToSession,
  startUpload,
  taskFiles,
  tinyPdf,
  upload,
} from '../support/files';
import { putTask } from '../support/task-helpers';

// Runs alone (tests/vitest.functions.config.ts): these tests set the file limits in the global
// settings, which every other file's uploads read, and run the retention purges over every task.

async function setFileLimits(files: Partial<FilesSettings> = {}) {
  const { app, staff } = splitSettings(DEFAULT_SETTINGS);
  await Promise.all([
    adminDb.doc('settings/app').set({ ...app, files: { ...DEFAULT_FILES_SETTINGS, ...files } }),
    adminDb.doc('settings/staff').set(staff),
  ]);
}

let owner: TestClient;

beforeAll(async () => {
  await setFileLimits();
  owner = await signedInClient();
});

afterEach(async () => {
  await setFileLimits();
});

describe('file limits from the settings', () => {
  it('refuses a file over its size limit, and a sixth attachment', async () => {
    await setFileLimits({ imageMaxMb: 0.05, maxAttachments: 2 });
    const taskId = await putTask(owner.uid!);
    const token = await owner.idToken();
    // Refused when opening, from the declared size: no session, nothing pending.
    const tooBig = await startUpload(token, { taskId, purpose: 'attachment', name: 'big.png', size: 60 * 1024 });
    expect(tooBig).toEqual({ status: 413, body: { error: { code: 'file_too_large' } } });
    expect(await pendingUploadsFor(taskId)).toEqual([]);

    expect((await upload(token, { taskId, purpose: 'attachment' }, 'a.png', bigPng(40 * 1024))).status).toBe(201);
    expect((await upload(token, { taskId, purpose: 'attachment' }, 'b.pdf', tinyPdf())).status).toBe(201);
    const third = await upload(token, { taskId, purpose: 'attachment' }, 'c.png', PNG_1PX);
    expect(third).toEqual({ status: 409, body: { error: { code: 'file_count_exceeded' } } });
    expect((await taskFiles(taskId)).attachments!.map((f) => f.kind)).toEqual(['png', 'pdf']);
  });

  it('catches a lying declared size: the session refuses other lengths, and finishing checks the object', async () => {
    await setFileLimits({ imageMaxMb: 0.05, documentMaxMb: 0.01 });
    const taskId = await putTask(owner.uid!);
    const token = await owner.idToken();
    const real = bigPng(40 * 1024);
    // Declared 1 KB, sent 40 KB: the bucket's session takes exactly the declared length.
    const small = await startUpload(token, { taskId, purpose: 'attachment', name: 'a.png', size: 1024 });
    expect(await sendToSession(small.body.upload!.sessionUri, real)).toBe(400);
    expect(await finishUpload(token, small.body.upload!.id)).toEqual({
      status: 422,
      body: { error: { code: 'upload_incomplete' } },
    });

    // Bytes that reached the object by another way than the session are checked all the same.
    const lied = await startUpload(token, { taskId, purpose: 'attachment', name: 'b.png', size: 1024 });
    const [pending] = await pendingUploadsFor(taskId);
    await bucket()
      .file(pending!.get('objectPath') as string)
      .save(real, { resumable: false });
    expect(await finishUpload(token, lied.body.upload!.id)).toEqual({
      status: 422,
      body: { error: { code: 'upload_incomplete' } },
    });
    expect(await objectsUnder(`tasks/${taskId}/`)).toEqual([]);

    // The claimed type picks the opening limit; the real one decides at the end: text claimed to
    // be a PNG (50 KB) is held to the document limit (10 KB).
    const text = Buffer.from('Opening hours\n'.repeat(1500));
    const claimed = await upload(token, { taskId, purpose: 'attachment' }, 'hours', text, 'image/png');
    expect(claimed).toEqual({ status: 413, body: { error: { code: 'file_too_large' } } });
    expect(await objectsUnder(`tasks/${taskId}/`)).toEqual([]);
    expect(await pendingUploadsFor(taskId)).toEqual([]);
    expect((await taskFiles(taskId)).attachments).toBeUndefined();
  });
});

describe('file retention', () => {
  it('deletes files of tasks closed more than the retention period ago, and keeps the rest', async () => {
    const day = 86_400_000;
    const old = await putTask(owner.uid!);
    const recent = await putTask(owner.uid!);
    const token = await owner.idToken();
    for (const id of [old, recent])
      expect((await upload(token, { taskId: id, purpose: 'attachment' }, 'src.pdf', tinyPdf())).status).toBe(201);
    // The same file sent in a thread message: the message lists it until retention deletes it.
    const sent = await owner.call('postMessage', {
      target: { kind: 'task', id: old },
      text: 'The source, again.',
      fileIds: [(await taskFiles(old)).attachments![0]!.id],
    });
    await adminDb.doc(`tasks/${old}`).update({ status: 'delivered', closedAt: new Date(Date.now() - 91 * day) });
    await adminDb.doc(`tasks/${recent}`).update({ status: 'delivered', closedAt: new Date(Date.now() - 89 * day) });

    const result = await purgeExpiredFiles(new Date(), { maxTasks: 500 });
    expect(result.objects).toBeGreaterThanOrEqual(1);
    expect(await objectsUnder(`tasks/${old}/`)).toEqual([]);
    expect(await objectsUnder(`tasks/${recent}/`)).toHaveLength(1);
    const purged = await taskFiles(old);
    expect(purged.filesHeld).toBe(false);
    expect(purged.attachments![0]).toHaveProperty('purgedAt');
    expect((await download(token, { taskId: old, fileId: purged.attachments![0]!.id })).status).toBe(404);
    const message = (
      await adminDb.doc(`threads/${sent.threadId}/messages/${sent.messageId}`).get()
    ).data() as ThreadMessage;
    expect(message.files[0]).toHaveProperty('purgedAt');
    expect(message.text).toBe('The source, again.');
  });

  it('deletes uploads opened more than a day ago and never finished, bytes and record, and keeps fresh ones', async () => {
    const taskId = await putTask(owner.uid!);
    const token = await owner.idToken();
    const stale = await startUpload(token, { taskId, purpose: 'attachment', name: 'left.png', size: PNG_1PX.length });
    expect(await sendToSession(stale.body.upload!.sessionUri, PNG_1PX)).toBe(200);
    const fresh = await startUpload(token, { taskId, purpose: 'attachment', name: 'now.png', size: PNG_1PX.length });
    expect(await sendToSession(fresh.body.upload!.sessionUri, PNG_1PX)).toBe(200);
    await adminDb
      .doc(`pendingUploads/${stale.body.upload!.id}`)
      .update({ createdAt: new Date(Date.now() - 25 * 3_600_000) });
    expect(await objectsUnder(`tasks/${taskId}/`)).toHaveLength(2);

    const run = await purgeAbandonedUploads(new Date(), { max: 500 });
    expect(run.abandoned).toBeGreaterThanOrEqual(1);
    expect((await adminDb.doc(`pendingUploads/${stale.body.upload!.id}`).get()).exists).toBe(false);
    expect((await pendingUploadsFor(taskId)).map((d) => d.id)).toEqual([fresh.body.upload!.id]);
    const freshPath = (await adminDb.doc(`pendingUploads/${fresh.body.upload!.id}`).get()).get('objectPath') as string;
    expect(await objectsUnder(`tasks/${taskId}/`)).toEqual([freshPath]);
    // Too late to finish the abandoned one; the fresh one still finishes.
    expect((await finishUpload(token, stale.body.upload!.id)).body).toEqual({ error: { code: 'not_found' } });
    expect((await finishUpload(token, fresh.body.upload!.id)).status).toBe(201);
  });

  it('bounds one run of the abandoned-upload clean-up, and says more remain', async () => {
    const taskId = await putTask(owner.uid!);
    const token = await owner.idToken();
    const old = new Date(Date.now() - 48 * 3_600_000);
    for (let i = 0; i < 3; i++) {
      const opened = await startUpload(token, { taskId, purpose: 'attachment', name: `x${i}.png`, size: 10 });
      await adminDb.doc(`pendingUploads/${opened.body.upload!.id}`).update({ createdAt: old });
    }
    // Older than anything other tests leave, so these three are first in line.
    await adminDb.doc(`pendingUploads/${(await pendingUploadsFor(taskId))[0]!.id}`).update({ createdAt: new Date(0) });
    const first = await purgeAbandonedUploads(new Date(), { max: 1 });
    expect(first).toEqual({ abandoned: 1, more: true });
    expect(await pendingUploadsFor(taskId)).toHaveLength(2);
  });

  it('bounds one run: at most maxTasks tasks, and says more remain', async () => {
    const day = 86_400_000;
    const ids = await Promise.all(
      [1, 2, 3].map(() =>
        putTask(owner.uid!, {
          status: 'delivered',
          queueStatus: null,
          filesHeld: true,
          closedAt: new Date(Date.now() - 400 * day),
        }),
      ),
    );
    const first = await purgeExpiredFiles(new Date(), { maxTasks: 2 });
    expect(first).toMatchObject({ tasks: 2, more: true });
    await purgeExpiredFiles(new Date(), { maxTasks: 500 });
    for (const id of ids) expect((await taskFiles(id)).filesHeld).toBe(false);
  });
});
