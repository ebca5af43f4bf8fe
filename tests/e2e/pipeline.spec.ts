// The reviewer's journey in both languages: an admin picks a drafted task up in the review
// queue, edits the AI draft with a live diff, and delivers; the customer's task page
// (/tasks/:id) turns 'Delivered' without a reload. Two browser contexts, two users.
import { expect, test, type Browser, type Page } from './fixtures';
import { createUser, expectAccessible, signInAs, t, useLanguage, type Lang } from './support';

const H = 3_600_000;
// A callable's first run starts a Functions emulator worker; on a loaded machine that takes a while.
const CALL = { timeout: 45_000 };

/** An ai_drafted task with its staff-only draft, as the tick + offline drafter leave it. */
async function draftedTask(userId: string, lang: Lang, extra: Record<string, unknown> = {}) {
  const { adminDb } = await import('../support/functions-client');
  const { Timestamp } = await import('firebase-admin/firestore');
  const now = Date.now();
  const ref = adminDb.collection('tasks').doc();
  const title = t(lang, 'Patio reopening captions', 'Légendes pour la réouverture de la terrasse');
  const brief = t(
    lang,
    'Three short captions announcing our heated patio, warm tone.',
    'Trois courtes légendes pour annoncer notre terrasse chauffée, ton chaleureux.',
  );
  await ref.set({
    userId,
    accountId: userId,
    title,
    category: 'marketing_content',
    tier: 'express',
    brief,
    sourceText: t(lang, 'Patio opens Friday.', 'La terrasse ouvre vendredi.'),
    deliverableType: 'text',
    language: lang,
    priceCredits: 2,
    paymentMethod: 'credits',
    status: 'ai_drafted',
    queueStatus: null,
    queuePosition: null,
    queueKey: now + 18 * H,
    submittedAt: Timestamp.fromMillis(now - H),
    activatedAt: Timestamp.fromMillis(now - H / 2),
    dueAt: Timestamp.fromMillis(now + 17 * H),
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
    ...extra,
  });
  await ref
    .collection('staff')
    .doc('draft')
    .set({
      provider: 'offline',
      text: t(lang, 'Our patio opens Friday.', 'Notre terrasse ouvre vendredi.'),
      model: 'offline-drafter-v1',
      tokens: 5,
      ms: 0,
      attempts: 1,
      failed: false,
      error: null,
      createdAt: Timestamp.now(),
    });
  return { id: ref.id, title };
}

/** Axe on a settled page: a toast fading in has a transient low contrast that is not the page's. */
async function accessibleWhenSettled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectAccessible(page);
}

/**
 * The review queue shows a page at a time, oldest deadline first, so tasks other journeys left
 * drafted may come before this one: the admin turns pages until the task's row shows, as a person
 * would. The task exists before the page opens, so its row is on the page it belongs to.
 */
async function rowInReviewQueue(page: Page, taskId: string) {
  const row = page.getByTestId(`review-row-${taskId}`);
  const next = page.getByTestId('review-queue-pages-next');
  for (;;) {
    await expect(page.getByTestId('review-queue').or(page.getByTestId('review-queue-empty'))).toBeVisible(CALL);
    if ((await row.count()) > 0 || (await next.count()) === 0 || (await next.isDisabled())) return row;
    const before = await page.getByTestId('review-queue-pages-page').textContent();
    await next.click();
    await expect(page.getByTestId('review-queue-pages-page')).not.toHaveText(before ?? '', CALL);
  }
}

async function signedInPage(browser: Browser, lang: Lang, user: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await signInAs(page, user);
  return { context, page };
}

test.describe('reviewer workspace', () => {
  test.describe.configure({ timeout: 150_000 });
  test('the admin reviews and delivers; the customer page turns Delivered live', async ({ browser }) => {
    const customer = await createUser({ credits: 3, locale: 'en' });
    const admin = await createUser({ admin: true, locale: 'en' });
    const task = await draftedTask(customer.uid, 'en');

    const cust = await signedInPage(browser, 'en', customer);
    await cust.page.goto(`/tasks/${task.id}`);
    await expect(cust.page.getByTestId('task-status')).toHaveText('AI Draft Ready');

    const adm = await signedInPage(browser, 'en', admin);
    await adm.page.goto('/admin');
    const row = await rowInReviewQueue(adm.page, task.id);
    await expect(row).toContainText(task.title);
    await expect(row).toContainText('Due in 16h');
    await accessibleWhenSettled(adm.page);
    await adm.page.getByTestId(`pick-up-${task.id}`).click();

    await expect(adm.page).toHaveURL(new RegExp(`/admin/review/${task.id}$`), CALL);
    await expect(adm.page.getByTestId('ai-draft')).toContainText('Our patio opens Friday.');
    const editor = adm.page.getByTestId('review-editor');
    await expect(editor).toHaveValue('Our patio opens Friday.');
    const final = 'Our heated patio opens Friday <b>at noon</b>!';
    await editor.fill(final);
    await expect(adm.page.getByTestId('diff-added').first()).toBeVisible();
    await expect(adm.page.getByTestId('draft-diff')).toContainText('<b>');
    await expect(adm.page.locator('[data-testid="draft-diff"] b')).toHaveCount(0);
    await expect(adm.page.getByTestId('scope-count')).toContainText('/ 800 words');
    await accessibleWhenSettled(adm.page);
    await adm.page.getByTestId('deliver').click();
    await expect(adm.page.getByTestId('workspace-delivered')).toBeVisible(CALL);

    // No reload: the customer's listener brings the delivery in.
    await expect(cust.page.getByTestId('task-status')).toHaveText('Delivered', CALL);
    await expect(cust.page.getByTestId('task-result')).toContainText(final);

    await adm.context.close();
    await cust.context.close();
  });

  test('a revision comes back with the customer note; the delivery limit is enforced', async ({ browser }) => {
    const customer = await createUser({ credits: 3, locale: 'en' });
    const admin = await createUser({ admin: true, locale: 'en' });
    const note = 'Please mention the heaters.';
    const task = await draftedTask(customer.uid, 'en', {
      status: 'reopened',
      revisionNote: note,
      revisionCount: 1,
      result: 'Our patio opens Friday.',
      deliveredAt: new Date(),
    });

    const adm = await signedInPage(browser, 'en', admin);
    await adm.page.goto(`/admin/review/${task.id}`);
    await expect(adm.page.getByTestId('revision-note')).toContainText(note);
    await adm.page.getByTestId('workspace-pick-up').click();
    const editor = adm.page.getByTestId('review-editor');
    await expect(editor).toBeEditable(CALL);
    await editor.fill('word '.repeat(801));
    await adm.page.getByTestId('deliver').click();
    await expect(adm.page.getByRole('alert')).toContainText('at most 800 words');
    await editor.fill('Our patio opens Friday, heaters on.');
    await adm.page.getByTestId('deliver').click();
    await expect(adm.page.getByTestId('workspace-delivered')).toBeVisible(CALL);
    await adm.context.close();
  });

  test('an admin approves a money-back request with a reason', async ({ browser }) => {
    const customer = await createUser({ credits: 1, locale: 'en' });
    const admin = await createUser({ admin: true, locale: 'en' });
    const task = await draftedTask(customer.uid, 'en', {
      status: 'delivered',
      result: 'Done',
      deliveredAt: new Date(),
    });
    const { adminDb } = await import('../support/functions-client');
    await adminDb.doc(`refundRequests/${task.id}`).set({
      taskId: task.id,
      userId: customer.uid,
      accountId: customer.uid,
      taskTitle: task.title,
      credits: 2,
      paymentMethod: 'credits',
      reason: 'Not the tone I asked for.',
      status: 'pending',
      decisionReason: null,
      decidedBy: null,
      createdAt: new Date(),
      decidedAt: null,
    });

    const adm = await signedInPage(browser, 'en', admin);
    await adm.page.goto('/admin/refunds');
    const card = adm.page.getByTestId(`refund-request-${task.id}`);
    await expect(card).toContainText('Not the tone I asked for.');
    await card.getByTestId('refund-approve').click();
    await expect(card.getByRole('alert')).toBeVisible();
    await card.getByTestId('refund-decision-reason').fill('Fair point, sorry.');
    await accessibleWhenSettled(adm.page);
    await card.getByTestId('refund-approve').click();
    await expect(card).toHaveCount(0, CALL);
    await expect.poll(async () => (await adminDb.doc(`wallets/${customer.uid}`).get()).get('balance')).toBe(3);
    await adm.context.close();
  });
});
