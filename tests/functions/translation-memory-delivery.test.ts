// The translation memory through the production paths: a bilingual delivery adds its aligned
// pairs, a revision's redelivery replaces them, the drafter's prompt holds the matches (the offline
// drafter reuses exact ones verbatim), the reviewer's consistency check flags a sentence translated
// otherwise than its approved pair, and accepting the difference updates the memory on delivery.
import { DEFAULT_SETTINGS, type Settings, type Task } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftTask } from '../../functions/src/lib/pipeline/draft';
import { offlineDrafter, openAiDrafter } from '../../functions/src/services/drafters/index';
import { randomId } from '../support/emulators';
import { startFakeAi, type FakeServer } from '../support/fake-ai-server';
import { adminDb, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { createTask } from '../support/pipeline';
import { setSettings } from '../support/task-helpers';
import { CAFE_EN, CAFE_FR } from '../support/tm-samples';
import { memoryCount, pairsOf, seedMemory } from '../support/tm-seed';

let customer: TestClient;
let admin: TestClient;
beforeAll(async () => {
  await setSettings();
  [customer, admin] = await Promise.all([signedInClient(), signedInClient({ admin: true })]);
});
afterAll(async () => Promise.all([customer.close(), admin.close()]));

const H = 3_600_000;
const inReview = (reviewerId: string, extra: Partial<Task> = {}) =>
  ({
    status: 'in_review',
    queueStatus: null,
    queuePosition: null,
    reviewerId,
    activatedAt: new Date(),
    dueAt: new Date(Date.now() + 24 * H),
    bilingual: true,
    ...extra,
  }) as Partial<Task>;
const fast = { backoffBaseMs: 10, timeoutMs: 60_000 };
const active = { status: 'submitted' as const, queueStatus: 'active' as const, activatedAt: Date.now() };

describe('deliveries feed the memory', () => {
  it('a bilingual delivery adds its confident pairs; a revision replaces them', async () => {
    const uid = customer.uid!;
    const id = await createTask(uid, inReview(admin.uid!));
    await admin.call('deliverTask', { taskId: id, result: CAFE_EN, resultFr: CAFE_FR });
    const first = await pairsOf(uid);
    expect(first.length).toBeGreaterThanOrEqual(6);
    expect(first.every((p) => p.taskId === id && p.source === 'delivery' && p.approved)).toBe(true);
    expect(first.map((p) => p.en)).toContain('Our patio is heated all winter.');
    expect(await memoryCount(uid)).toBe(first.length);

    // The revision, as requestRevision and pickUpTask leave it (their own tests cover them): in review again.
    await adminDb.doc(`tasks/${id}`).update({
      status: 'in_review',
      revisionCount: 1,
      revisionNote: 'Say that brunch is on Sundays only.',
      closedAt: null,
    });
    await admin.call('deliverTask', {
      taskId: id,
      result: 'Our patio is heated all winter.\n\nBrunch is served on Sundays only.',
      resultFr: 'Notre terrasse est chauffée tout l’hiver.\n\nLe brunch est servi le dimanche seulement.',
    });
    const second = await pairsOf(uid);
    expect(second.map((p) => p.en).sort()).toEqual([
      'Brunch is served on Sundays only.',
      'Our patio is heated all winter.',
    ]);
    expect(second.every((p) => p.taskId === id)).toBe(true);
    expect(await memoryCount(uid)).toBe(2);
    const shards = await adminDb.collection(`translationMemories/${uid}/shards`).get();
    const packed = shards.docs.flatMap((d) => Object.keys((d.get('pairs') as object) ?? {}));
    expect(packed.sort()).toEqual(second.map((p) => p.id).sort());
  });
});

describe('a translation’s delivery', () => {
  it('adds its source with its result; past 50,000 pairs the oldest unused give way, and the pairs its draft used are marked used and counted for the month', async () => {
    const uid = randomId('tm-cross');
    const [used, oldA, oldB] = await seedMemory(uid, [
      { en: 'We close at nine.', fr: 'Nous fermons à neuf heures.' },
      { en: 'Dogs are welcome.', fr: 'Les chiens sont les bienvenus.' },
      { en: 'Cash only.', fr: 'Argent comptant seulement.' },
    ]);
    const pairRef = (id: string) => adminDb.doc(`translationMemories/${uid}/pairs/${id}`);
    // The used pair is the oldest of all; the memory is said to be full.
    await Promise.all([
      pairRef(used!).update({ usedOrCreatedMs: 0 }),
      pairRef(oldA!).update({ usedOrCreatedMs: 1 }),
      pairRef(oldB!).update({ usedOrCreatedMs: 2 }),
      adminDb.doc(`translationMemories/${uid}`).update({ count: 50_000 }),
    ]);
    const id = await createTask(
      uid,
      inReview(admin.uid!, {
        bilingual: false,
        language: 'fr',
        sourceLanguage: 'en',
        sourceText: 'Our terrace opens in spring.\n\nParking is free on weekends.',
      }),
    );
    await adminDb.doc(`tasks/${id}/staff/draft`).set({ memoryPairIds: [used] });
    await admin.call('deliverTask', {
      taskId: id,
      result: 'Notre terrasse ouvre au printemps.\n\nLe stationnement est gratuit la fin de semaine.',
    });
    const pairs = await pairsOf(uid);
    expect(pairs.map((p) => p.en).sort()).toEqual([
      'Our terrace opens in spring.',
      'Parking is free on weekends.',
      'We close at nine.',
    ]);
    expect(pairs.find((p) => p.id === used)?.lastUsedAt).toBeTruthy();
    const summary = (await adminDb.doc(`translationMemories/${uid}`).get()).data()!;
    expect(summary.count).toBe(50_000);
    expect(summary.usedByMonth).toEqual({ [new Date().toISOString().slice(0, 7)]: 1 });
  });
});

describe('the drafter receives the matches', () => {
  let server: FakeServer;
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    drafter: { provider: 'openai', model: 'gpt-test-mini', openaiBaseUrl: '', maxRetries: 0 },
  };
  beforeAll(async () => {
    server = await startFakeAi('openai', [{ kind: 'ok', text: 'Brouillon' }], 'gpt-test-mini');
  });
  afterAll(async () => server.close());

  const task = {
    ...active,
    language: 'fr' as const,
    sourceLanguage: 'en' as const,
    category: 'marketing_content' as const,
    brief: 'Traduire la page d’accueil du café pour nos clients francophones.',
    sourceText: 'Our patio is heated all winter. Our lovely patio is heated all winter. Parking is free.',
  };

  it('a network drafter’s prompt holds the exact and close matches after the kit; the draft keeps them for the reviewer', async () => {
    const uid = randomId('tm-prompt');
    await seedMemory(uid, [{ en: 'Our patio is heated all winter.', fr: 'Notre terrasse est chauffée tout l’hiver.' }]);
    const id = await createTask(uid, task);
    const drafter = openAiDrafter({ apiKey: 'sk-test', baseURL: `${server.origin}/v1`, timeoutMs: 60_000 });
    expect(await draftTask(id, { settings, drafter, ...fast })).toBe('drafted');
    const body = server.requests.at(-1)!.body as { messages: { role: string; content: string }[] };
    const user = body.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('Mémoire de traduction');
    expect(user).toContain('[exacte] Our patio is heated all winter. = Notre terrasse est chauffée tout l’hiver.');
    expect(user).toMatch(/\[semblable à 86\u00a0%\] Our patio is heated all winter\. = Notre terrasse/);
    const draft = (await adminDb.doc(`tasks/${id}/staff/draft`).get()).data()!;
    expect(draft.memoryPairIds).toHaveLength(1);
    expect((draft.memoryMatches as unknown[]).length).toBeGreaterThanOrEqual(2);
  });

  it('the offline drafter reuses an exact match verbatim; a task in one language reads no memory', async () => {
    const uid = randomId('tm-offline');
    await seedMemory(uid, [{ en: 'Our patio is heated all winter.', fr: 'Notre terrasse est chauffée tout l’hiver.' }]);
    const id = await createTask(uid, task);
    await draftTask(id, { settings: DEFAULT_SETTINGS, drafter: offlineDrafter, ...fast });
    const text = String((await adminDb.doc(`tasks/${id}/staff/draft`).get()).get('text'));
    expect(text).toContain('Notre terrasse est chauffée tout l’hiver. Our lovely patio is heated all winter.');

    const plain = await createTask(uid, { ...task, sourceLanguage: 'fr' });
    await draftTask(plain, { settings: DEFAULT_SETTINGS, drafter: offlineDrafter, ...fast });
    const draft = (await adminDb.doc(`tasks/${plain}/staff/draft`).get()).data()!;
    expect(draft.text).toContain('Our patio is heated all winter. Our lovely');
    expect(draft.memoryMatches).toBeUndefined();
  });
});

describe('the reviewer’s consistency check', () => {
  it('flags a sentence translated otherwise than its approved pair; accepting the difference updates the memory on delivery', async () => {
    const uid = randomId('tm-consistency');
    const [approved] = await seedMemory(uid, [
      { en: 'Book a table by phone or online.', fr: 'Réservez une table par téléphone ou en ligne.' },
    ]);
    const id = await createTask(uid, inReview(admin.uid!));
    const result = 'Book a table by phone or online.\n\nWe open at noon.';
    const resultFr = 'Réservez votre table au téléphone ou sur le Web.\n\nNous ouvrons à midi.';
    const out = await admin.call('checkMemoryConsistency', { taskId: id, result, resultFr });
    expect(out.findings).toEqual([
      {
        pairId: approved,
        source: 'Book a table by phone or online.',
        expected: 'Réservez une table par téléphone ou en ligne.',
        found: 'Réservez votre table au téléphone ou sur le Web.',
      },
    ]);
    expect(out.matches[0]).toMatchObject({ exact: true, approved: true });
    // A customer may not run it; another reviewer's task answers as missing.
    expect((await errorOf(customer.call('checkMemoryConsistency', { taskId: id, result }))).code).toBe(
      'functions/permission-denied',
    );

    await admin.call('deliverTask', { taskId: id, result, resultFr, memoryAccepted: [approved!] });
    const pairs = await pairsOf(uid);
    const booking = pairs.filter((p) => p.en === 'Book a table by phone or online.');
    expect(booking.map((p) => p.fr)).toEqual(['Réservez votre table au téléphone ou sur le Web.']);
    expect(booking[0]).toMatchObject({ approved: true, taskId: id });
  });
});
