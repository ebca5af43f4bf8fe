// Reviewers and real testimonials, in both languages. An admin makes a customer a French-language
// reviewer; a French task is assigned to them when its draft is ready; they deliver it from their
// desk and cannot open revenue or settings, even by URL. The task's customer rates it 5 and agrees
// to be quoted; the admin publishes the comment, and a new visitor sees it on /testimonials.
// Its name puts it in the project that runs after every other spec: publishing a testimonial
// changes what every public page shows, like a change of the global settings.
import { expect, test, type Browser, type Page } from './fixtures';
import { createUser, expectAccessible, signInAs, useLanguage, type Lang } from './support';

const H = 3_600_000;
const CALL = { timeout: 45_000 };

async function signedInPage(browser: Browser, lang: Lang, user: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await signInAs(page, user);
  return { context, page };
}

/** A French task that has just left the queue: the drafting trigger drafts it, then assigns it. */
async function activateFrenchTask(userId: string, category: string, title: string) {
  const { adminDb } = await import('../support/functions-client');
  const { taskDoc } = await import('../support/factories');
  const { Timestamp } = await import('firebase-admin/firestore');
  const ref = adminDb.collection('tasks').doc();
  await ref.set({
    ...taskDoc(userId, {
      title,
      category: category as never,
      language: 'fr',
      tier: 'standard',
      status: 'submitted',
      queueStatus: 'queued',
      queuePosition: 1,
    }),
    submittedAt: Timestamp.now(),
  });
  const now = Date.now();
  await ref.update({
    queueStatus: 'active',
    queuePosition: null,
    activatedAt: Timestamp.fromMillis(now),
    dueAt: Timestamp.fromMillis(now + 24 * H),
  });
  return ref.id;
}

/** Axe on a settled page: a toast fading in has a transient low contrast that is not the page's. */
async function accessibleWhenSettled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectAccessible(page);
}

test.afterAll(async () => {
  const { adminDb } = await import('../support/functions-client');
  await adminDb.doc('publicContent/testimonials').delete();
});

// Each language uses its own category, so the two journeys never compete for one task.
const CATEGORY: Record<Lang, string> = { en: 'admin_docs', fr: 'marketing_content' };

test.describe('reviewers and testimonials', () => {
  test.describe.configure({ timeout: 240_000 });
  test('a French reviewer gets the French task, delivers it, is refused admin pages; the rating becomes a testimonial', async ({
    browser,
  }) => {
    const admin = await createUser({ admin: true, locale: 'en' });
    const reviewer = await createUser({ locale: 'en', name: 'Camille Roy' });
    const customer = await createUser({ locale: 'en', name: 'Élise Dubé' });

    // The admin makes the customer a reviewer, then a French-language one in one category.
    const adm = await signedInPage(browser, 'en', admin);
    await adm.page.goto('/admin/users');
    await adm.page.getByTestId('users-search').fill(reviewer.email);
    const row = adm.page.locator(`[data-testid="user-row"][data-email="${reviewer.email}"]`);
    await row.getByTestId('toggle-reviewer').click();
    await expect(row.getByTestId('user-reviewer')).toBeVisible(CALL);
    await adm.page.goto('/admin/reviewers');
    const skills = adm.page.locator(`[data-testid="reviewer-row"][data-uid="${reviewer.uid}"]`);
    await skills.getByTestId('reviewer-lang-en').uncheck();
    await skills.getByTestId(`reviewer-cat-${CATEGORY.en}`).check();
    await skills.getByTestId('reviewer-save').click();
    await expect(adm.page.getByText('Reviewer saved.')).toBeVisible(CALL);

    // A French task's draft is ready: it lands on the reviewer's desk.
    const title = 'Spring menu captions';
    const taskId = await activateFrenchTask(customer.uid, CATEGORY.en, title);
    const rev = await signedInPage(browser, 'en', reviewer);
    await rev.page.goto('/admin');
    await expect(rev.page.getByTestId('reviewer-desk')).toBeVisible();
    await expect(rev.page.getByTestId(`review-row-${taskId}`)).toContainText(title, { timeout: 90_000 });
    await expect(rev.page.getByTestId('nav-admin')).toHaveCount(0);
    await accessibleWhenSettled(rev.page);
    await rev.page.getByTestId(`pick-up-${taskId}`).click();
    await expect(rev.page).toHaveURL(new RegExp(`/admin/review/${taskId}$`), CALL);
    // Handing back needs a reason: an empty one is refused on the field, and the task stays.
    await rev.page.getByTestId('hand-back').locator('summary').click();
    await rev.page.getByTestId('hand-back-submit').click();
    const reason = rev.page.getByTestId('hand-back-reason');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription('Give a reason (at least 5 characters)');
    await rev.page.getByTestId('review-editor').fill('Fresh spring dishes, served from Friday.');
    await rev.page.getByTestId('deliver').click();
    await expect(rev.page.getByTestId('workspace-delivered')).toBeVisible(CALL);

    // Revenue and settings stay closed, even typed by hand.
    for (const path of ['/admin/analytics', '/admin/settings', '/admin/users']) {
      await rev.page.goto(path);
      await expect(rev.page.getByTestId('admin-forbidden')).toBeVisible();
    }
    await rev.context.close();

    // The customer rates it 5 and agrees to be quoted.
    const comment = 'Captions that sound like us, a day early.';
    const cust = await signedInPage(browser, 'en', customer);
    await cust.page.goto(`/tasks/${taskId}`);
    await cust.page.getByTestId('rating-star-5').click();
    await cust.page.getByTestId('rating-comment').fill(comment);
    await cust.page.getByTestId('rating-quote-me').check();
    await cust.page.getByTestId('rating-first-name').fill('Élise');
    await cust.page.getByTestId('rating-initial').fill('D');
    await cust.page.getByTestId('rating-city').fill('Gatineau');
    await cust.page.getByTestId('rating-submit').click();
    // The toast says how the call ended (a refusal names itself here rather than as a stale form).
    const ended = cust.page.getByRole('status').filter({ hasText: /rating|évaluation/ });
    await expect(ended).toHaveText('Thank you for your rating.', CALL);
    await expect(cust.page.getByTestId('rating-submit')).toHaveText('Update my rating', CALL);
    await accessibleWhenSettled(cust.page);
    await cust.context.close();

    // The admin publishes it.
    await adm.page.goto('/admin/ratings');
    const rating = adm.page.locator(`[data-testid="rating-row"][data-rating-id="${taskId}_1"]`);
    await rating.getByTestId('rating-publish').click();
    await expect(rating.getByTestId('rating-publish')).toHaveText('Unpublish', CALL);
    await adm.context.close();

    // A new visitor sees it on /testimonials.
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await useLanguage(page, 'en');
    await page.goto('/testimonials');
    const real = page.getByTestId('testimonial-real').filter({ hasText: comment });
    await expect(real).toBeVisible(CALL);
    await expect(real).toContainText('Élise D., ');
    await expect(real).toContainText('Gatineau');
    await visitor.close();
  });
});
