// The customer's translation-memory callables: import (a malformed TMX refused with its line and
// nothing imported, the 50,000-pair limit, an interrupted import rolled back), export (TMX, CSV
// with a byte-order mark), edit, delete and pasted texts; each one's success, unauthenticated,
// wrong role (not a member of the account) and bad input. A team's closing deletes its memory.
import type { CallableName } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeImport } from '../../functions/src/lib/translation-memory/import';
import { randomId } from '../support/emulators';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { eventually } from '../support/pipeline';
import { CAFE_EN, CAFE_FR } from '../support/tm-samples';
import { memoryCount, pairsOf, seedMemory, seedShards } from '../support/tm-seed';
import { functionUrl, objectsUnder } from '../support/files';

let owner: TestClient;
let stranger: TestClient;
beforeAll(async () => {
  [owner, stranger] = await Promise.all([signedInClient(), signedInClient()]);
});
afterAll(async () => Promise.all([owner.close(), stranger.close()]));

const TMX = (units: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4">\n<header srclang="en" datatype="plaintext" segtype="sentence" adminlang="en" creationtool="t" creationtoolversion="1" o-tmf="t"/>\n<body>\n${units}</body>\n</tmx>\n`;
const TU = (en: string, fr: string) =>
  `<tu><tuv xml:lang="en"><seg>${en}</seg></tuv><tuv xml:lang="fr-CA"><seg>${fr}</seg></tuv></tu>\n`;

describe('import and export', () => {
  it('refuses a malformed TMX with its line and imports nothing; a good one is imported and exported back', async () => {
    const uid = owner.uid!;
    const broken = TMX(`${TU('Hello.', 'Bonjour.')}<tu><tuv xml:lang="en"><seg>Open</seg></tuv>\n`);
    const err = await errorOf(owner.call('importMemory', { format: 'tmx', content: broken }));
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({ reason: 'import_invalid', errors: [{ code: 'tmx_malformed', line: 7 }] });
    expect(await pairsOf(uid)).toEqual([]);
    expect(await memoryCount(uid)).toBe(0);

    const good = TMX(
      TU('Our patio is heated all winter.', 'Notre terrasse est chauffée tout l’hiver.') +
        TU('Hi &amp; welcome.', 'Bonjour et bienvenue.'),
    );
    const out = await owner.call('importMemory', { format: 'tmx', content: good });
    expect(out.added).toBe(2);
    expect(await memoryCount(uid)).toBe(2);
    const imported = await adminDb.doc(`translationMemories/${uid}/imports/${out.importId}`).get();
    expect(imported.get('status')).toBe('done');

    const tmx = await owner.call('exportMemory', { format: 'tmx' });
    expect(tmx).toMatchObject({ count: 2, mimeType: 'application/x-tmx+xml', exportId: null });
    expect(tmx.content).toContain('<seg>Hi &amp; welcome.</seg>');
    const csv = await owner.call('exportMemory', { format: 'csv' });
    expect(csv.content?.startsWith('\uFEFFen,fr\r\n')).toBe(true);
    expect(csv.content).toContain('Our patio is heated all winter.,Notre terrasse est chauffée tout l’hiver.\r\n');
  });

  it('refuses an import past 50,000 pairs, saying how full the memory is', async () => {
    const uid = randomId('tm-full');
    await adminDb.doc(`translationMemories/${uid}`).set({ accountId: uid, count: 49_999, updatedAt: new Date() });
    const err = await errorOf(
      writeImport(
        uid,
        uid,
        [
          { en: 'One.', fr: 'Un.', line: 2 },
          { en: 'Two.', fr: 'Deux.', line: 3 },
        ],
        { format: 'csv' },
      ),
    );
    expect(err.details).toMatchObject({ reason: 'memory_full', count: 49_999, importing: 2, limit: 50_000 });
    expect(await memoryCount(uid)).toBe(49_999);
  });

  it('rolls an interrupted import back whole', async () => {
    const uid = randomId('tm-rollback');
    const pairs = Array.from({ length: 250 }, (_, k) => ({ en: `Line ${k}.`, fr: `Ligne ${k}.`, line: k + 1 }));
    const err = await errorOf(writeImport(uid, uid, pairs, { format: 'csv', failAfterBatches: 1 }));
    expect(err.details).toMatchObject({ reason: 'import_rolled_back' });
    expect(await pairsOf(uid)).toEqual([]);
    expect(await memoryCount(uid)).toBe(0);
    const shards = await adminDb.collection(`translationMemories/${uid}/shards`).get();
    expect(shards.docs.every((d) => Object.keys((d.get('pairs') as object) ?? {}).length === 0)).toBe(true);
  });

  it('exports a memory too large for the answer as a stored file, downloaded once by who may use it', async () => {
    const uid = stranger.uid!;
    // 4,000 pairs of about 150 characters a side: over a megabyte of TMX.
    const line = 'Our patio is heated all winter, and the terrace opens at noon every day of the week';
    await seedShards(uid, 4_000, (k) => ({ en: `${line} (${k}).`, fr: `${line} en français (${k}).` }));
    const out = await stranger.call('exportMemory', { format: 'tmx' });
    expect(out).toMatchObject({ count: 4_000, content: null, fileName: expect.stringMatching(/\.tmx$/) });
    const query = { purpose: 'memory_export', accountId: uid, exportId: out.exportId! };
    const get = async (c: TestClient) =>
      fetch(functionUrl('downloadFile', query), { headers: { Authorization: `Bearer ${await c.idToken()}` } });
    // Another account's person gets nothing.
    expect((await get(owner)).status).toBe(404);
    const res = await get(stranger);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${out.fileName}"`);
    const tmx = await res.text();
    expect(tmx.length).toBeGreaterThan(1_000_000);
    expect(tmx.match(/<tu[\s>]/g)).toHaveLength(4_000);
    // Downloaded once, then gone.
    expect((await get(stranger)).status).toBe(404);
    expect(await objectsUnder(`memory-exports/${uid}/`)).toEqual([]);
  });
});

describe('editing, deleting and pasting', () => {
  it('edits a pair into an approved edit, deletes one, and aligns two pasted texts (saved unapproved)', async () => {
    // The owner's memory holds the pairs the import above added; these come on top.
    const own = owner.uid!;
    const before = await memoryCount(own);
    const [a, b] = await seedMemory(own, [
      { en: 'We are open.', fr: 'Nous sommes ouvert.' },
      { en: 'Closed Monday.', fr: 'Fermé lundi.' },
    ]);
    await owner.call('editMemoryPair', { pairId: a!, en: 'We are open.', fr: 'Nous sommes ouverts.' });
    const edited = (await pairsOf(own)).find((p) => p.id === a);
    expect(edited).toMatchObject({ fr: 'Nous sommes ouverts.', source: 'edit', approved: true });
    expect(await owner.call('deleteMemoryPair', { pairId: b! })).toEqual({ deleted: true });
    expect(await owner.call('deleteMemoryPair', { pairId: b! })).toEqual({ deleted: false });
    expect(await memoryCount(own)).toBe(before + 1);

    const preview = await owner.call('alignMemoryTexts', { en: CAFE_EN, fr: CAFE_FR, save: false });
    expect(preview.added).toBe(0);
    expect(preview.pairs.length).toBeGreaterThanOrEqual(6);
    const saved = await owner.call('alignMemoryTexts', { en: CAFE_EN, fr: CAFE_FR, save: true });
    expect(saved.added).toBe(preview.pairs.length);
    expect((await pairsOf(own)).filter((p) => p.source === 'paste' && !p.approved)).toHaveLength(saved.added);
  });
});

describe('each callable refuses the signed-out, a stranger to the account and bad input', () => {
  const cases: { name: CallableName; good: Record<string, unknown>; bad: Record<string, unknown> }[] = [
    { name: 'importMemory', good: { format: 'csv', content: 'a,b' }, bad: { format: 'xliff', content: 'x' } },
    { name: 'exportMemory', good: { format: 'csv' }, bad: { format: 'pdf' } },
    { name: 'editMemoryPair', good: { pairId: 'p1', en: 'a', fr: 'b' }, bad: { pairId: 'p1', en: '', fr: 'b' } },
    { name: 'deleteMemoryPair', good: { pairId: 'p1' }, bad: { pairId: '' } },
    { name: 'alignMemoryTexts', good: { en: 'A.', fr: 'B.', save: false }, bad: { en: 'A.', save: true } },
  ];
  for (const c of cases) {
    it(`${c.name}`, async () => {
      const anon = anonymousClient();
      try {
        expect((await errorOf(anon.callRaw(c.name, c.good))).code).toBe('functions/unauthenticated');
      } finally {
        await anon.close();
      }
      const foreign = await errorOf(stranger.callRaw(c.name, { ...c.good, accountId: owner.uid }));
      expect(foreign.code).toBe('functions/permission-denied');
      expect((await errorOf(stranger.callRaw(c.name, c.bad))).code).toBe('functions/invalid-argument');
    });
  }
});

describe('checkMemoryConsistency refuses the signed-out, a customer and bad input', () => {
  it('checkMemoryConsistency', async () => {
    const anon = anonymousClient();
    const reviewer = await signedInClient({ reviewer: true });
    try {
      const input = { taskId: 'no-such-task', result: 'Hello.' };
      expect((await errorOf(anon.callRaw('checkMemoryConsistency', input))).code).toBe('functions/unauthenticated');
      expect((await errorOf(owner.callRaw('checkMemoryConsistency', input))).code).toBe('functions/permission-denied');
      expect((await errorOf(reviewer.callRaw('checkMemoryConsistency', { taskId: '', result: 1 }))).code).toBe(
        'functions/invalid-argument',
      );
      // A task the reviewer may not work on answers as a missing one.
      expect((await errorOf(reviewer.callRaw('checkMemoryConsistency', input))).code).toBe('functions/not-found');
    } finally {
      await Promise.all([anon.close(), reviewer.close()]);
    }
  });
});

describe('a team’s memory', () => {
  it('is deleted when the team closes', async () => {
    const teamId = randomId('team-tm');
    await adminDb.doc(`teams/${teamId}`).set({ name: 'Café', status: 'active', updatedAt: new Date() });
    await seedMemory(teamId, [{ en: 'Hello.', fr: 'Bonjour.' }]);
    await adminDb.doc(`teams/${teamId}`).update({ status: 'closed' });
    await eventually(async () => !(await adminDb.doc(`translationMemories/${teamId}`).get()).exists, 'memory deleted');
    expect(await pairsOf(teamId)).toEqual([]);
  });
});
