// The brand kit reaching the drafter through the production path: draftTask reads the paying
// account's kit, the offline drafter visibly applies its glossary and sign-off, and a network
// drafter (OpenAI's wire format, local stand-in) receives the kit in its prompt within the budget,
// with only the glossary pairs the brief and source use.
import { BRAND_KIT_PROMPT_BUDGET, DEFAULT_SETTINGS, type Settings } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftTask } from '../../functions/src/lib/pipeline/draft';
import { offlineDrafter, openAiDrafter } from '../../functions/src/services/drafters/index';
import { brandKitDoc, manyPairs } from '../support/brand-kits';
import { randomId } from '../support/emulators';
import { startFakeAi, type FakeServer } from '../support/fake-ai-server';
import { adminDb } from '../support/functions-client';
import { createTask } from '../support/pipeline';

const fast = { backoffBaseMs: 10, timeoutMs: 60_000 };
const active = { status: 'submitted' as const, queueStatus: 'active' as const, activatedAt: Date.now() };

async function draftOf(taskId: string): Promise<string> {
  return String((await adminDb.doc(`tasks/${taskId}/staff/draft`).get()).get('text'));
}

describe('the offline drafter with the account’s brand kit', () => {
  it('swaps the source’s terms for the approved French and ends with the sign-off; a task of an account without a kit gets neither', async () => {
    const uid = randomId('kit-owner');
    await adminDb.doc(`brandKits/${uid}`).set(brandKitDoc(uid));
    const brief = {
      language: 'fr' as const,
      category: 'marketing_content' as const,
      brief: 'Traduire l’affiche du printemps.',
      sourceText: 'Come to the sugar shack for maple taffy.',
    };
    const withKit = await createTask(uid, { ...active, ...brief });
    expect(await draftTask(withKit, { settings: DEFAULT_SETTINGS, drafter: offlineDrafter, ...fast })).toBe('drafted');
    const text = await draftOf(withKit);
    expect(text).toContain('Come to the cabane à sucre for tire d’érable.');
    expect(text).toContain('À bientôt à la cabane! — The Lavoie family');
    expect(text).toContain('- Glossaire : « sugar shack » = « cabane à sucre »');

    const withoutKit = await createTask(randomId('no-kit'), { ...active, ...brief });
    await draftTask(withoutKit, { settings: DEFAULT_SETTINGS, drafter: offlineDrafter, ...fast });
    const plain = await draftOf(withoutKit);
    expect(plain).toContain('Come to the sugar shack for maple taffy.');
    expect(plain).not.toContain('The Lavoie family');
  });
});

describe('a network drafter’s prompt with a 300-pair glossary', () => {
  let server: FakeServer;
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    drafter: { provider: 'openai', model: 'gpt-test-mini', openaiBaseUrl: '', maxRetries: 0 },
  };
  beforeAll(async () => {
    server = await startFakeAi('openai', [{ kind: 'ok', text: 'Draft with the kit' }], 'gpt-test-mini');
  });
  afterAll(async () => server.close());

  it('carries the kit within the budget, offering only the pairs the brief and source use', async () => {
    const uid = randomId('kit-300');
    const glossary = [
      ...manyPairs(297),
      { en: 'maple taffy', fr: 'tire d’érable' },
      { en: 'sugar shack', fr: 'cabane à sucre' },
      { en: 'sap run', fr: 'coulée des sucres' },
    ];
    await adminDb
      .doc(`brandKits/${uid}`)
      .set(brandKitDoc(uid, { glossary, description: 'We boil sap into syrup. '.repeat(100).trim() }));
    const id = await createTask(uid, {
      ...active,
      language: 'en',
      category: 'marketing_content',
      title: 'Spring opening post',
      brief: 'A warm post announcing the sap run and our product term 12.',
      sourceText: 'Maple taffy on snow every weekend in April.',
    });
    const drafter = openAiDrafter({ apiKey: 'sk-test', baseURL: `${server.origin}/v1`, timeoutMs: 60_000 });
    expect(await draftTask(id, { settings, drafter, ...fast })).toBe('drafted');

    const body = server.requests.at(-1)!.body as { messages: { role: string; content: string }[] };
    const user = body.messages.find((m) => m.role === 'user')!.content;
    const kit = user.slice(user.indexOf('Brand kit (follow it):'));
    expect(kit.length).toBeGreaterThan(0);
    expect(kit.length).toBeLessThanOrEqual(BRAND_KIT_PROMPT_BUDGET);
    expect(kit).toContain('Words never to use: cheap');
    expect(kit).toContain('End with this sign-off: À bientôt à la cabane! — The Lavoie family');
    const offered = kit.split('\n').filter((l) => l.startsWith('- '));
    expect(offered).toEqual([
      '- product term 12 = terme produit 12',
      '- maple taffy = tire d’érable',
      '- sap run = coulée des sucres',
    ]);
    expect(await draftOf(id)).toBe('Draft with the kit');
  });
});
