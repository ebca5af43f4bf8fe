// The brief check journey in both languages: a vague brief gets findings and questions, the
// customer answers in place, accepts the rewrite and submits; the reviewer then sees the findings
// and the answers next to the brief. The AI page shows the provider in use and a live check box.
import { expect, test, type Browser } from './fixtures';
import { createUser, expectAccessible, signInAs, useLanguage, type Lang } from './support';

// A callable's first run starts a Functions emulator worker; on a loaded machine that takes a while.
const CALL = { timeout: 45_000 };

async function signedInPage(browser: Browser, lang: Lang, user: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await signInAs(page, user);
  return { context, page };
}

test.describe('brief check', () => {
  test.describe.configure({ timeout: 180_000 });

  test('vague brief → questions → answer and accept the rewrite → submit → the reviewer sees the findings', async ({
    browser,
  }) => {
    const customer = await createUser({ credits: 3, locale: 'en' });
    const admin = await createUser({ admin: true, locale: 'en' });
    const cust = await signedInPage(browser, 'en', customer);
    const page = cust.page;

    await page.goto('/submit-task');
    const title = `${'Website'} ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption('marketing_content');
    const vague = 'Make it better, something nice for the site.';
    await page.locator('#task-brief').fill(vague);

    await page.getByTestId('brief-check-run').click();
    await expect(page.getByTestId('brief-check-result')).toBeVisible(CALL);
    await expect(page.getByTestId('brief-finding-too_short')).toContainText('very short');
    await expect(page.getByTestId('brief-finding-missing_tone')).toBeVisible();
    const toneQuestion = page.getByLabel('Which tone should it have');
    await expect(toneQuestion).toBeVisible();
    await toneQuestion.fill('Warm and playful');
    await page.getByLabel('Who will read it').fill('Families in Ottawa');
    await expectAccessible(page);

    await page.getByTestId('brief-check-accept').click();
    await expect(page.getByTestId('brief-check-rewrite-accepted')).toBeVisible();
    await expect(page.locator('#task-brief')).toHaveValue(new RegExp(`^${title}\\n${'Goal'}: `));

    await page.getByTestId('submit-task').click();
    await expect(page).toHaveURL(/\/tasks\/[0-9a-f]{24}$/, CALL);
    const taskId = page.url().split('/').pop() as string;

    const adm = await signedInPage(browser, 'en', admin);
    await adm.page.goto(`/admin/review/${taskId}`);
    const check = adm.page.getByTestId('review-brief-check');
    await expect(check).toBeVisible(CALL);
    await expect(adm.page.getByTestId('review-brief-check-findings')).toContainText('very short');
    await expect(adm.page.getByTestId('review-brief-check-answers')).toContainText('Warm and playful');
    await expect(adm.page.getByTestId('review-brief-check-answers')).toContainText('Families in Ottawa');
    await expect(check).toContainText('accepted the suggested rewrite');
    await expectAccessible(adm.page);
    await Promise.all([cust.context.close(), adm.context.close()]);
  });

  test('an out-of-scope brief points to a quote, and the form still submits', async ({ browser }) => {
    const customer = await createUser({ credits: 3, locale: 'en' });
    const { page, context } = await signedInPage(browser, 'en', customer);
    await page.goto('/submit-task');
    await page.getByLabel('Title').fill('Tax help');
    await page.getByLabel('Category').selectOption('admin_docs');
    await page.locator('#task-brief').fill('I need tax advice on which expenses to deduct this year as a freelancer.');
    await page.getByTestId('brief-check-run').click();
    await expect(page.getByTestId('brief-check-out-of-scope')).toContainText('tax advice', CALL);
    await expect(page.getByTestId('brief-check-quote')).toHaveAttribute('href', '/quotes');
    await expect(page.getByTestId('submit-task')).toBeEnabled();
    await context.close();
  });

  test('the AI page names the provider in use and lets a signed-in user try the check', async ({ browser }) => {
    const customer = await createUser({ locale: 'en' });
    const { page, context } = await signedInPage(browser, 'en', customer);
    await page.goto('/ai-features');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI features');
    await expect(page.getByTestId('ai-provider')).toContainText('offline-drafter-v1');
    await expect(page.getByText('northamerica-northeast1')).toBeVisible();
    await page.getByTestId('ai-try-brief').fill('Write 5 Instagram captions about our autumn menu.');
    await page.getByTestId('brief-check-run').click();
    await expect(page.getByTestId('brief-finding-missing_audience')).toBeVisible(CALL);
    await expect(page.getByTestId('brief-check-questions')).toContainText('Which tone');
    await expectAccessible(page);
    await context.close();
  });
});
