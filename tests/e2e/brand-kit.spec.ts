// The brand kit end to end, in both languages: the customer fills in a kit on /brand and imports
// a glossary from CSV (a bad file is refused with its line numbers, the fixed one imported); the
// reviewer sees the kit beside the brief and the glossary check highlighting the approved term the
// draft misses, fixes the text and delivers; the customer reads the delivery with that term.
import { expect, test, type Browser } from '@playwright/test';
import { LANGS, createUser, expectAccessible, signInAs, t, useLanguage, type Lang } from './support';

const H = 3_600_000;
// A callable's first run starts a Functions emulator worker; on a loaded machine that takes a while.
const CALL = { timeout: 45_000 };

/** A drafted task whose source uses two glossary terms; the draft renders only one of them as approved. */
async function draftedTask(userId: string, lang: Lang) {
  const { adminDb } = await import('../support/functions-client');
  const { Timestamp } = await import('firebase-admin/firestore');
  const now = Date.now();
  const ref = adminDb.collection('tasks').doc();
  const title = t(lang, 'Spring poster', 'Affiche du printemps');
  await ref.set({
    userId, accountId: userId, title, category: 'marketing_content', tier: 'express', deliverableType: 'text', language: 'fr',
    brief: t(lang, 'Translate our spring poster into French, warm tone.', 'Traduire notre affiche du printemps en français, ton chaleureux.'),
    sourceText: 'Come to the sugar shack for maple taffy on snow.',
    priceCredits: 2, paymentMethod: 'credits', status: 'ai_drafted', queueStatus: null, queuePosition: null,
    queueKey: now + 18 * H, submittedAt: Timestamp.fromMillis(now - H), activatedAt: Timestamp.fromMillis(now - H / 2), dueAt: Timestamp.fromMillis(now + 17 * H),
    deliveredAt: null, reviewerId: null, result: null, revisionNote: null, revisionCount: 0, lateRefunded: false, slaWarned: false, draftFailed: false,
    history: [{ at: Timestamp.fromMillis(now - H), by: userId, from: null, to: 'submitted' }, { at: Timestamp.fromMillis(now - H / 4), by: 'system', from: 'submitted', to: 'ai_drafted' }],
    updatedAt: Timestamp.fromMillis(now),
  });
  await ref.collection('staff').doc('draft').set({ provider: 'offline', text: 'Venez à la cabane à sucre pour de la tire sur la neige.', model: 'offline-drafter-v1', tokens: 11, ms: 0, attempts: 1, failed: false, error: null, createdAt: Timestamp.now() });
  return ref.id;
}

async function signedInPage(browser: Browser, lang: Lang, user: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await signInAs(page, user);
  return { context, page };
}

const csv = (text: string) => ({ name: 'glossary.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

for (const lang of LANGS) {
  test.describe(`brand kit (${lang})`, () => {
    test.describe.configure({ timeout: 150_000 });
    test('the customer fills in a kit with a CSV glossary; the reviewer sees it, fixes a missing glossary term and delivers', async ({ browser }) => {
      const customer = await createUser({ credits: 3, locale: lang });
      const admin = await createUser({ admin: true, locale: lang });

      const cust = await signedInPage(browser, lang, customer);
      await cust.page.goto('/brand');
      await expect(cust.page.getByTestId('brand-empty')).toBeVisible();
      await cust.page.getByLabel(t(lang, 'Your voice', 'Votre ton')).fill('warm, plain');
      await cust.page.getByLabel(t(lang, 'Words to avoid', 'Mots à éviter')).fill('cheap');
      await cust.page.getByLabel(t(lang, 'Sign-off', 'Formule de fin')).fill('À bientôt à la cabane!');
      await cust.page.getByTestId('glossary-csv').setInputFiles(csv('en,fr\nsugar shack,cabane à sucre\nmaple taffy\n'));
      await expect(cust.page.getByTestId('glossary-csv-error')).toHaveText([
        t(lang, 'Line 3: A line needs exactly two columns: English, then French.', 'Ligne 3 : Une ligne doit avoir exactement deux colonnes : l’anglais, puis le français.'),
      ]);
      await cust.page.getByTestId('glossary-csv').setInputFiles(csv('en,fr\nsugar shack,cabane à sucre\nmaple taffy,tire d’érable\n'));
      await expect(cust.page.getByTestId('glossary-csv-errors')).toBeHidden();
      await expect(cust.page.getByTestId('brand-preview')).toContainText('maple taffy = tire d’érable');
      await expectAccessible(cust.page);
      await cust.page.getByTestId('brand-save').click();
      await expect(cust.page.getByText(t(lang, 'Brand kit saved', 'Trousse de marque enregistrée'))).toBeVisible(CALL);
      await expect(cust.page.getByTestId('brand-empty')).toBeHidden();

      const taskId = await draftedTask(customer.uid, lang);
      const adm = await signedInPage(browser, lang, admin);
      await adm.page.goto(`/admin/review/${taskId}`);
      await expect(adm.page.getByTestId('review-brand-kit')).toContainText('warm, plain');
      await expect(adm.page.getByTestId('review-kit-avoid')).toHaveText('cheap');
      await adm.page.getByTestId('workspace-pick-up').click();
      const editor = adm.page.getByTestId('review-editor');
      await expect(editor).toBeEditable(CALL);
      const miss = adm.page.getByTestId('glossary-miss');
      await expect(miss).toHaveCount(1);
      await expect(miss.locator('mark')).toHaveText('maple taffy');
      await expect(miss).toContainText('tire d’érable');
      await expectAccessible(adm.page);
      const fixed = 'Venez à la cabane à sucre pour de la tire d’érable sur la neige. À bientôt à la cabane!';
      await editor.fill(fixed);
      await expect(adm.page.getByTestId('glossary-check-ok')).toBeVisible();
      await adm.page.getByTestId('deliver').click();
      await expect(adm.page.getByTestId('workspace-delivered')).toBeVisible(CALL);

      await cust.page.goto(`/tasks/${taskId}`);
      await expect(cust.page.getByTestId('task-result')).toContainText('tire d’érable', CALL);
      await adm.context.close();
      await cust.context.close();
    });
  });
}
