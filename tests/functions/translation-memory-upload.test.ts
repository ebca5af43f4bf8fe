// Large memory imports through the files' upload path (startUpload / finishUpload with purpose
// 'memory_import'): imported whole under an import id, an invalid file refused with its lines and
// nothing written, an interrupted one rolled back, the stored file deleted whatever happens. And a
// removed team member loses read access to the team's memory at once (an account's deletion
// deleting its memory is in delete-account.test.ts's walk).
import { doc, getDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStoredFile, memoryImportObjectPath } from '../../functions/src/lib/translation-memory/upload';
import { randomId } from '../support/emulators';
import { bucket, finishUpload, functionUrl, objectsUnder, sendToSession } from '../support/files';
import { adminDb, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { memoryCount, pairsOf, seedMemory } from '../support/tm-seed';

let owner: TestClient;
let stranger: TestClient;
beforeAll(async () => {
  [owner, stranger] = await Promise.all([signedInClient(), signedInClient()]);
});
afterAll(async () => Promise.all([owner.close(), stranger.close()]));

async function start(client: TestClient, accountId: string, name: string, size: number) {
  const res = await fetch(functionUrl('startUpload', {}), {
    method: 'POST',
    body: JSON.stringify({ purpose: 'memory_import', accountId, name, size }),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await client.idToken()}` },
  });
  return { status: res.status, body: (await res.json()) as { upload?: { id: string; sessionUri: string } } };
}

/** Imports a file the way /memory does for a large one: open, send the bytes, finish. */
async function uploadImport(client: TestClient, accountId: string, name: string, content: string) {
  const bytes = Buffer.from(content, 'utf8');
  const opened = await start(client, accountId, name, bytes.length);
  expect(opened.status).toBe(201);
  expect(await sendToSession(opened.body.upload!.sessionUri, bytes)).toBe(200);
  return finishUpload(await client.idToken(), opened.body.upload!.id);
}

const csvOf = (n: number) =>
  `en,fr\n${Array.from({ length: n }, (_, k) => `Line number ${k} is here.,La ligne ${k} est ici.`).join('\n')}\n`;
const importsOf = async (uid: string) =>
  (await adminDb.collection(`translationMemories/${uid}/imports`).get()).docs.map((d) => d.data());

describe('a memory import through the upload path', () => {
  it('imports a file of several batches whole, and deletes the stored file', async () => {
    const uid = owner.uid!;
    const out = await uploadImport(owner, uid, 'memoire.csv', csvOf(201));
    expect(out.status).toBe(201);
    const { importId, added } = (out.body as { import: { importId: string; added: number } }).import;
    expect(added).toBe(201);
    expect(await memoryCount(uid)).toBe(201);
    const pairs = await pairsOf(uid);
    expect(pairs).toHaveLength(201);
    expect(pairs.every((p) => p.importId === importId && p.source === 'import')).toBe(true);
    expect(await importsOf(uid)).toMatchObject([{ status: 'done', format: 'csv', count: 201 }]);
    expect(await objectsUnder(`translationMemories/${uid}/`)).toEqual([]);
    expect((await adminDb.collection('pendingUploads').where('accountId', '==', uid).get()).empty).toBe(true);
  });

  it('refuses an invalid file with its lines, writing nothing and keeping no file; strangers and other names are refused', async () => {
    const uid = stranger.uid!;
    const broken = `en,fr\nHello.,Bonjour.\nOnly English\n"Unclosed,quote\n`;
    const out = await uploadImport(stranger, uid, 'broken.csv', broken);
    expect(out.status).toBe(422);
    expect(out.body.error).toMatchObject({ code: 'import_invalid' });
    const errors = (out.body.error as unknown as { errors: { line: number }[] }).errors;
    expect(errors.map((e) => e.line)).toContain(3);
    expect(await pairsOf(uid)).toEqual([]);
    expect(await memoryCount(uid)).toBe(0);
    expect(await importsOf(uid)).toEqual([]);
    expect(await objectsUnder(`translationMemories/${uid}/`)).toEqual([]);

    expect((await start(stranger, owner.uid!, 'x.csv', 10)).status).toBe(404);
    expect((await start(stranger, uid, 'memory.docx', 10)).status).toBe(415);
    expect((await start(stranger, uid, 'memory.tmx', 31 * 1024 * 1024)).status).toBe(413);
  });

  it('rolls an import interrupted after its first batch back whole', async () => {
    const uid = randomId('tm-upload-rollback');
    const path = memoryImportObjectPath(uid, 'f1');
    await bucket()
      .file(path)
      .save(Buffer.from(csvOf(250)));
    const err = await errorOf(importStoredFile(uid, uid, path, 'm.csv', { failAfterBatches: 1 }));
    expect(err.message).toBe('import_rolled_back');
    expect(await pairsOf(uid)).toEqual([]);
    expect(await memoryCount(uid)).toBe(0);
    expect(await importsOf(uid)).toMatchObject([{ status: 'rolled_back' }]);
    const shards = await adminDb.collection(`translationMemories/${uid}/shards`).get();
    expect(shards.docs.every((d) => Object.keys((d.get('pairs') as object) ?? {}).length === 0)).toBe(true);
    await bucket().file(path).delete();
  });
});

describe('the memory’s ends', () => {
  it('a removed team member loses read access to the team’s memory at once', async () => {
    const member = stranger;
    const teamId = randomId('team-tm-removed');
    await adminDb
      .doc(`teams/${teamId}`)
      .set({ name: 'Café', status: 'active', createdBy: owner.uid, updatedAt: new Date() });
    await adminDb
      .doc(`teams/${teamId}/members/${owner.uid}`)
      .set({ uid: owner.uid, role: 'owner', joinedAt: new Date() });
    await adminDb
      .doc(`teams/${teamId}/members/${member.uid}`)
      .set({ uid: member.uid, role: 'member', joinedAt: new Date() });
    await seedMemory(teamId, [{ en: 'Hello.', fr: 'Bonjour.' }]);
    const summary = doc(member.firestore(), `translationMemories/${teamId}`);
    expect((await getDoc(summary)).get('count')).toBe(1);
    // Removed as removeMember removes one (its own tests cover the callable): the membership goes.
    await adminDb.doc(`teams/${teamId}/members/${member.uid}`).delete();
    await expect(getDoc(summary)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
