// The translation memory, end to end in English: a first bilingual task is delivered by the
// reviewer and its sentences join the customer's memory; a second task, a translation of a text
// that reuses one of them, is drafted by the pipeline with the match, which the reviewer sees
// beside the work; the customer finds the pair on /memory by two words and by a phrase's start, and exports the memory as TMX.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser } from './fixtures';
import { createUser, expectAccessible, signInAs, useLanguage } from './support';

const H = 3_600_000;
const CALL = { timeout: 45_000 };
const PATIO_EN = 'Our patio is heated all winter.';
const PATIO_FR = 'Notre terrasse est chauffée tout l’hiver.';

/** A task written as the server leaves it, with a staff draft when given one. */
async function seedTask(uid: string, fields: Record<string, unknown>, draft?: { text: string; textFr?: string }) {
  const { adminDb } = await import('../support/functions-client');
  const { taskDoc } = await import('../support/factories');
  const { Timestamp } = await import('firebase-admin/firestore');
  const now = Date.now();
  const ref = adminDb.collection('tasks').doc();
  await ref.set({
    ...taskDoc(uid, { title: 'Café page', category: 'marketing_content', ...fields }),
    accountId: uid,
    submittedAt: Timestamp.fromMillis(now - H),
    activatedAt: Timestamp.fromMillis(now - H),
    dueAt: Timestamp.fromMillis(now + 23 * H),
    updatedAt: Timestamp.fromMillis(now),
  });
  if (draft)
    await ref
      .collection('staff')
      .doc('draft')
      .set({
        provider: 'offline',
        ...draft,
        model: 'offline-drafter-v1',
        tokens: 10,
        ms: 0,
        attempts: 1,
        failed: false,
        error: null,
        createdAt: Timestamp.now(),
      });
  return ref;
}

async function signedInPage(browser: Browser, user: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, 'en');
  await signInAs(page, user);
  return { context, page };
}

test.describe('translation memory', () => {
  test.describe.configure({ timeout: 150_000 });
  test('a delivered task feeds the memory, a second task reuses its sentence, the reviewer sees the match, the customer exports TMX', async ({
    browser,
  }) => {
    const customer = await createUser({ locale: 'en' });
    const admin = await createUser({ admin: true, locale: 'en' });

    // The first task, in both languages, picked up by the reviewer: delivering it feeds the memory.
    const first = await seedTask(
      customer.uid,
      { status: 'in_review', queueStatus: null, reviewerId: admin.uid, bilingual: true },
      { text: `${PATIO_EN} Book a table online.`, textFr: `${PATIO_FR} Réservez une table en ligne.` },
    );
    const adm = await signedInPage(browser, admin);
    await adm.page.goto(`/admin/review/${first.id}`);
    await expect(adm.page.getByTestId('review-editor-fr')).toBeEditable(CALL);
    await adm.page.getByTestId('deliver').click();
    await expect(adm.page.getByTestId('workspace-delivered')).toBeVisible(CALL);

    // The second task translates an English text into French; activating it runs the drafter.
    const second = await seedTask(customer.uid, {
      status: 'submitted',
      queueStatus: null,
      language: 'fr',
      sourceLanguage: 'en',
      brief: 'Traduire ce paragraphe pour la page d’accueil.',
      sourceText: `${PATIO_EN} Parking is free on weekends.`,
    });
    await second.update({ queueStatus: 'active' });
    const { eventually } = await import('../support/pipeline');
    await eventually(async () => (await second.get()).get('status') === 'ai_drafted', 'the draft', 60_000);

    await adm.page.goto(`/admin/review/${second.id}`);
    const panel = adm.page.getByTestId('memory-panel');
    await expect(panel).toBeVisible(CALL);
    await expect(panel.getByTestId('memory-match').first()).toContainText(PATIO_FR);
    await expect(panel).toContainText('exact');
    await expectAccessible(adm.page);
    await adm.context.close();

    const cust = await signedInPage(browser, customer);
    await cust.page.goto('/memory');
    await expect(cust.page.getByTestId('memory-count')).toHaveText('2', CALL);
    await cust.page.getByTestId('memory-search').fill('heated patio');
    await expect(cust.page.getByTestId('memory-pair')).toHaveCount(1);
    await expect(cust.page.getByTestId('memory-pair')).toContainText(PATIO_FR);
    // The start of a phrase, as it is being typed, finds it too.
    await cust.page.getByTestId('memory-search').fill('Notre terrasse est chau');
    await expect(cust.page.getByTestId('memory-pair')).toHaveCount(1);
    await expect(cust.page.getByTestId('memory-pair')).toContainText(PATIO_EN);
    await expectAccessible(cust.page);
    const [download] = await Promise.all([
      cust.page.waitForEvent('download'),
      cust.page.getByTestId('memory-export-tmx').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^translation-memory-\d{4}-\d{2}-\d{2}\.tmx$/);
    const tmx = await readFile(await download.path(), 'utf8');
    expect(tmx).toContain('<tmx version="1.4">');
    expect(tmx).toContain(`<seg>${PATIO_EN}</seg>`);
    expect(tmx).toContain(`<seg>${PATIO_FR}</seg>`);
    await cust.context.close();
  });
});
