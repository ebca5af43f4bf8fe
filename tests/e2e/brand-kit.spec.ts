// The brand kit and a task in both languages, end to end, in each UI language: the customer fills
// in a kit on /brand and imports a glossary from CSV (a bad file is refused with its line numbers,
// the fixed one imported), then orders a task in English and French at its surcharge; the reviewer
// sees the kit beside the brief and the two texts side by side, the glossary check highlighting the
// approved French term the draft misses, fixes it and delivers both; the customer reads both and
// downloads the French text and the one file with both.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from './fixtures';
import {
  createUser,
  expectAccessible,
  holdAllSlots,
  releaseHeldSlots,
  signInAs,
  useLanguage,
  type Lang,
} from './support';

const H = 3_600_000;
// A callable's first run starts a Functions emulator worker; on a loaded machine that takes a while.
const CALL = { timeout: 45_000 };

/**
 * What the queue tick and a drafter leave for a submitted bilingual task: ai_drafted, with the two
 * texts of its staff-only draft, the French one missing one approved glossary term (as a model may).
 */
async function markDrafted(taskId: string) {
  const { adminDb } = await import('../support/functions-client');
  const { FieldValue, Timestamp } = await import('firebase-admin/firestore');
  const { QUEUE_COLLECTION } = await import('@tasklane/domain');
  const now = Date.now();
  await adminDb.collection(QUEUE_COLLECTION).doc(taskId).delete();
  const ref = adminDb.collection('tasks').doc(taskId);
  await ref.collection('staff').doc('draft').set({
    provider: 'offline',
    text: 'Come to the sugar shack for maple taffy on snow. À bientôt à la cabane!',
    textFr: 'Venez à la cabane à sucre pour de la tire sur la neige. À bientôt à la cabane!',
    model: 'offline-drafter-v1',
    tokens: 24,
    ms: 0,
    attempts: 1,
    failed: false,
    error: null,
    createdAt: Timestamp.now(),
  });
  await ref.update({
    status: 'ai_drafted',
    queueStatus: null,
    queuePosition: null,
    activatedAt: Timestamp.fromMillis(now),
    dueAt: Timestamp.fromMillis(now + 24 * H),
    history: FieldValue.arrayUnion({
      at: Timestamp.fromMillis(now),
      by: 'system',
      from: 'submitted',
      to: 'ai_drafted',
    }),
  });
}

async function signedInPage(browser: Browser, lang: Lang, user: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await signInAs(page, user);
  return { context, page };
}

async function downloaded(page: Page, testId: string, within: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(within).getByTestId(testId).first().click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test.afterEach(releaseHeldSlots);

/** A 1×1 PNG: the smallest logo the server's byte check accepts. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const csv = (text: string) => ({ name: 'glossary.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

test.describe('brand kit', () => {
  test.describe.configure({ timeout: 150_000 });
  test('the customer fills in a kit with a CSV glossary and a logo, orders a task in English and French; the reviewer sees the kit, fixes a missing glossary term and delivers both; the customer downloads both', async ({
    browser,
  }) => {
    const customer = await createUser({ credits: 3, locale: 'en' });
    const admin = await createUser({ admin: true, locale: 'en' });

    const cust = await signedInPage(browser, 'en', customer);
    await cust.page.goto('/brand');
    await expect(cust.page.getByTestId('brand-empty')).toBeVisible();
    await cust.page.getByLabel('Your voice').fill('warm, plain');
    await cust.page.getByLabel('Words to avoid').fill('cheap');
    await cust.page.getByLabel('Sign-off').fill('À bientôt à la cabane!');
    await cust.page.getByTestId('glossary-csv').setInputFiles(csv('en,fr\nsugar shack,cabane à sucre\nmaple taffy\n'));
    await expect(cust.page.getByTestId('glossary-csv-error')).toHaveText([
      'Line 3: A line needs exactly two columns: English, then French.',
    ]);
    await cust.page
      .getByTestId('glossary-csv')
      .setInputFiles(csv('en,fr\nsugar shack,cabane à sucre\nmaple taffy,tire d’érable\n'));
    await expect(cust.page.getByTestId('glossary-csv-errors')).toBeHidden();
    await expect(cust.page.getByTestId('brand-preview')).toContainText('maple taffy = tire d’érable');
    await expectAccessible(cust.page);
    await cust.page.getByTestId('brand-save').click();
    await expect(cust.page.getByText('Brand kit saved')).toBeVisible(CALL);
    await expect(cust.page.getByTestId('brand-empty')).toBeHidden();
    // The logo goes through the file upload path and shows on the page once the server recorded it.
    await cust.page
      .getByTestId('brand-logo-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(cust.page.getByTestId('brand-logo-image')).toBeVisible(CALL);

    // The order: English and French at once, +1 credit on the category's 1. Every production slot
    // is held so the task waits in the queue, then it is drafted as the tick would leave it.
    await holdAllSlots();
    await cust.page.goto('/tasks/new');
    await cust.page.locator('#task-title').fill('Spring poster');
    await cust.page.locator('#task-category').selectOption('marketing_content');
    await cust.page.locator('#task-brief').fill('Our spring poster in both languages, warm tone.');
    await cust.page.locator('#task-source').fill('Come to the sugar shack for maple taffy on snow.');
    await expect(cust.page.getByTestId('price-credits')).toHaveText('1 credit');
    await cust.page.locator('#task-language').selectOption('both');
    await expect(cust.page.getByTestId('price-credits')).toHaveText('2 credits');
    await cust.page.getByTestId('submit-task').click();
    await expect(cust.page).toHaveURL(/\/tasks\/[0-9a-f]{24}$/, CALL);
    const taskId = cust.page.url().split('/').pop()!;
    await markDrafted(taskId);
    await releaseHeldSlots();

    const adm = await signedInPage(browser, 'en', admin);
    await adm.page.goto(`/admin/review/${taskId}`);
    await expect(adm.page.getByTestId('review-bilingual')).toBeVisible();
    await expect(adm.page.getByTestId('review-brand-kit')).toContainText('warm, plain');
    await expect(adm.page.getByTestId('review-kit-avoid')).toHaveText('cheap');
    await expect(adm.page.getByTestId('review-kit-logo').getByTestId('brand-logo-image')).toBeVisible(CALL);
    await adm.page.getByTestId('workspace-pick-up').click();
    const fr = adm.page.getByTestId('bilingual-column-fr');
    const editorFr = fr.getByTestId('review-editor-fr');
    await expect(editorFr).toBeEditable(CALL);
    await expect(adm.page.getByTestId('bilingual-column-en').getByTestId('glossary-check-ok')).toBeVisible();
    const miss = fr.getByTestId('glossary-miss');
    await expect(miss).toHaveCount(1);
    await expect(miss.locator('mark')).toHaveText('maple taffy');
    await expect(miss).toContainText('tire d’érable');
    await expectAccessible(adm.page);
    const fixed = 'Venez à la cabane à sucre pour de la tire d’érable sur la neige. À bientôt à la cabane!';
    await editorFr.fill(fixed);
    await expect(fr.getByTestId('glossary-check-ok')).toBeVisible();
    await adm.page.getByTestId('deliver').click();
    await expect(adm.page.getByTestId('workspace-delivered')).toBeVisible(CALL);

    await cust.page.goto(`/tasks/${taskId}`);
    await expect(cust.page.getByTestId('result-fr').getByTestId('task-result')).toHaveText(fixed, CALL);
    await expect(cust.page.getByTestId('result-en').getByTestId('task-result')).toHaveText(
      'Come to the sugar shack for maple taffy on snow. À bientôt à la cabane!',
    );
    await expectAccessible(cust.page);
    const french = await downloaded(cust.page, 'download-result', 'result-fr');
    expect(french).toEqual({ name: 'spring-poster-fr.txt', text: fixed });
    const both = await downloaded(cust.page, 'download-both', 'bilingual-result');
    expect(both.name).toBe('spring-poster-en-fr.txt');
    expect(both.text).toContain('## English\n\nCome to the sugar shack for maple taffy on snow.');
    expect(both.text).toContain(`## Français\n\n${fixed}`);
    await adm.context.close();
    await cust.context.close();
  });
});
