// Files in both languages: a customer attaches a logo and a PDF to a task; the reviewer downloads
// them, attaches a PNG as the deliverable and delivers; the customer sees its preview and
// downloads it. Every file goes through the upload/download functions, never a public URL.
import { expect, test, type Browser, type Download, type Page } from './fixtures';
import { readFile } from 'node:fs/promises';
import { PNG_1PX, tinyPdf } from '../support/files';
import { createUser, expectAccessible, signInAs, t, useLanguage, type Lang } from './support';

const H = 3_600_000;
const CALL = { timeout: 60_000 };

/** A drafted "visual" task, as the tick and the offline drafter leave it. */
async function visualTask(userId: string, lang: Lang) {
  const { adminDb } = await import('../support/functions-client');
  const { Timestamp } = await import('firebase-admin/firestore');
  const now = Date.now();
  const ref = adminDb.collection('tasks').doc();
  await ref.set({
    userId,
    accountId: userId,
    title: t(lang, 'Spring sale visual', 'Visuel des soldes du printemps'),
    category: 'design_media',
    tier: 'standard',
    brief: t(
      lang,
      'A square social visual for our spring sale, using our logo.',
      'Un visuel carré pour les réseaux, pour nos soldes du printemps, avec notre logo.',
    ),
    sourceText: '',
    deliverableType: 'visual',
    language: lang,
    priceCredits: 2,
    paymentMethod: 'credits',
    status: 'ai_drafted',
    queueStatus: null,
    queuePosition: null,
    queueKey: now + 24 * H,
    submittedAt: Timestamp.fromMillis(now - H),
    activatedAt: Timestamp.fromMillis(now - H / 2),
    dueAt: Timestamp.fromMillis(now + 23 * H),
    deliveredAt: null,
    reviewerId: null,
    result: null,
    revisionNote: null,
    revisionCount: 0,
    lateRefunded: false,
    slaWarned: false,
    draftFailed: false,
    history: [
      { at: Timestamp.fromMillis(now - H), by: userId, from: null, to: 'submitted' },
      { at: Timestamp.fromMillis(now - H / 4), by: 'system', from: 'submitted', to: 'ai_drafted' },
    ],
    updatedAt: Timestamp.fromMillis(now),
  });
  await ref.collection('staff').doc('draft').set({
    provider: 'offline',
    text: 'Layout: logo top left.',
    model: 'offline-drafter-v1',
    tokens: 5,
    ms: 0,
    attempts: 1,
    failed: false,
    error: null,
    createdAt: Timestamp.now(),
  });
  return ref.id;
}

async function signedInPage(browser: Browser, lang: Lang, user: { email: string; password: string }) {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await useLanguage(page, lang);
  await signInAs(page, user);
  return { context, page };
}

async function settledAxe(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectAccessible(page);
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

async function attach(page: Page, scope: string, name: string, mimeType: string, buffer: Buffer) {
  await page.getByTestId(scope).getByTestId('file-input').setInputFiles({ name, mimeType, buffer });
}

test.describe('files', () => {
  test.describe.configure({ timeout: 240_000 });
  test('customer attaches a logo and a PDF; the reviewer downloads them and delivers a PNG; the customer previews and downloads it', async ({
    browser,
  }) => {
    const customer = await createUser({ credits: 3, locale: 'en' });
    const admin = await createUser({ admin: true, locale: 'en' });
    const taskId = await visualTask(customer.uid, 'en');
    const pdf = tinyPdf('Spring sale form');

    const cust = await signedInPage(browser, 'en', customer);
    await cust.page.goto(`/tasks/${taskId}`);
    await expect(cust.page.getByTestId('attachments-empty')).toHaveText('No files.');
    await attach(cust.page, 'file-upload-attachment', 'logo.png', 'image/png', PNG_1PX);
    await expect(cust.page.getByTestId('attachments').getByTestId('file-name')).toHaveText(['logo.png'], CALL);
    await expect(cust.page.getByTestId('attachments').getByTestId('file-preview')).toHaveAttribute(
      'src',
      /^blob:/,
      CALL,
    );
    await attach(cust.page, 'file-upload-attachment', 'form.pdf', 'application/pdf', pdf);
    await expect(cust.page.getByTestId('attachments').getByTestId('file-name')).toHaveText(
      ['logo.png', 'form.pdf'],
      CALL,
    );
    // A web page renamed .png is refused, with the reason in the page's language.
    await attach(
      cust.page,
      'file-upload-attachment',
      'sneaky.png',
      'image/png',
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    await expect(cust.page.getByTestId('file-error')).toContainText('refused for safety', CALL);
    await settledAxe(cust.page);

    const adm = await signedInPage(browser, 'en', admin);
    await adm.page.goto(`/admin/review/${taskId}`);
    const sources = adm.page.getByTestId('review-attachments');
    await expect(sources.getByTestId('file-name')).toHaveText(['logo.png', 'form.pdf']);
    const [pdfDownload] = await Promise.all([
      adm.page.waitForEvent('download'),
      sources.getByTestId('task-file').nth(1).getByTestId('file-download').click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toBe('form.pdf');
    expect((await bytesOf(pdfDownload)).equals(pdf)).toBe(true);
    const [logoDownload] = await Promise.all([
      adm.page.waitForEvent('download'),
      sources.getByTestId('task-file').nth(0).getByTestId('file-download').click(),
    ]);
    expect((await bytesOf(logoDownload)).equals(PNG_1PX)).toBe(true);

    await adm.page.getByTestId('workspace-pick-up').click();
    await expect(adm.page.getByTestId('deliverable-files-panel')).toBeVisible(CALL);
    await attach(adm.page, 'file-upload-deliverable', 'spring-sale.png', 'image/png', PNG_1PX);
    await expect(adm.page.getByTestId('pending-files').getByTestId('file-name')).toHaveText(['spring-sale.png'], CALL);
    await adm.page.getByTestId('review-editor').fill('Your spring sale visual is attached.');
    await settledAxe(adm.page);
    await adm.page.getByTestId('deliver').click();
    await expect(adm.page.getByTestId('workspace-delivered')).toBeVisible(CALL);

    const delivered = cust.page.getByTestId('deliverables');
    await expect(delivered.getByTestId('file-name')).toHaveText(['spring-sale.png'], CALL);
    const preview = delivered.getByTestId('file-preview');
    await expect(preview).toHaveAttribute('src', /^blob:/, CALL);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const [delivery] = await Promise.all([
      cust.page.waitForEvent('download'),
      delivered.getByTestId('file-download').click(),
    ]);
    expect(delivery.suggestedFilename()).toBe('spring-sale.png');
    expect((await bytesOf(delivery)).equals(PNG_1PX)).toBe(true);
    await settledAxe(cust.page);

    await adm.context.close();
    await cust.context.close();
  });

  test('attaches files on the new-task form: refused ones are named at once, the rest are on the task once submitted', async ({
    browser,
  }) => {
    const customer = await createUser({ credits: 5, locale: 'en' });
    const { context, page } = await signedInPage(browser, 'en', customer);
    await page.goto('/tasks/new');
    await page.getByLabel('Title').fill('Patio sign');
    await page.getByLabel('Category').selectOption('design_media');
    await page
      .getByLabel('Brief')
      .first()
      .fill('A square poster announcing our heated patio, using the attached logo and the form details.');
    const picker = page.getByTestId('new-task-files');
    await picker.getByTestId('new-task-file-input').setInputFiles([
      { name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX },
      { name: 'form.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Patio opens Friday') },
      { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]);
    await expect(picker.getByTestId('new-task-file-name')).toHaveText(['logo.png', 'form.pdf']);
    await expect(picker.getByTestId('new-task-file-error')).toContainText([
      'logo.svg: ' + 'This kind of file is refused for safety',
    ]);
    await expectAccessible(page);

    await page.getByTestId('submit-task').click();
    await expect(page).toHaveURL(/\/tasks\/[0-9a-f]{24}$/, { timeout: 90_000 });
    await expect(page.getByTestId('attachments').getByTestId('file-name')).toHaveText(['logo.png', 'form.pdf'], CALL);
    await context.close();
  });
});
