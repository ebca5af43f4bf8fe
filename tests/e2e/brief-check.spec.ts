// The brief check journey in both languages: a vague brief gets findings and questions, the
// customer answers in place, accepts the rewrite and submits; the reviewer then sees the findings
// and the answers next to the brief. The AI page shows the provider in use and a live check box.
import { expect, test, type Browser } from './fixtures';
import { LANGS, createUser, expectAccessible, signInAs, t, useLanguage, type Lang } from './support';

// A callable's first run starts a Functions emulator worker; on a loaded machine that takes a while.
const CALL = { timeout: 45_000 };

async function signedInPage(browser: Browser, lang: Lang, user: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await signInAs(page, user);
  return { context, page };
}

for (const lang of LANGS) {
  test.describe(`brief check (${lang})`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('vague brief → questions → answer and accept the rewrite → submit → the reviewer sees the findings', async ({ browser }) => {
      const customer = await createUser({ credits: 3, locale: lang });
      const admin = await createUser({ admin: true, locale: lang });
      const cust = await signedInPage(browser, lang, customer);
      const page = cust.page;

      await page.goto('/submit-task');
      const title = `${t(lang, 'Website', 'Site web')} ${Date.now()}`;
      await page.getByLabel(t(lang, 'Title', 'Titre')).fill(title);
      await page.getByLabel(t(lang, 'Category', 'Catégorie')).selectOption('marketing_content');
      const vague = t(lang, 'Make it better, something nice for the site.', 'Faire quelque chose de bien pour le site.');
      await page.locator('#task-brief').fill(vague);

      await page.getByTestId('brief-check-run').click();
      await expect(page.getByTestId('brief-check-result')).toBeVisible(CALL);
      await expect(page.getByTestId('brief-finding-too_short')).toContainText(t(lang, 'very short', 'très courte'));
      await expect(page.getByTestId('brief-finding-missing_tone')).toBeVisible();
      const toneQuestion = page.getByLabel(t(lang, 'Which tone should it have', 'Quel ton souhaitez-vous'));
      await expect(toneQuestion).toBeVisible();
      await toneQuestion.fill(t(lang, 'Warm and playful', 'Chaleureux et ludique'));
      await page.getByLabel(t(lang, 'Who will read it', 'Qui le lira')).fill(t(lang, 'Families in Ottawa', 'Les familles de Gatineau'));
      await expectAccessible(page);

      await page.getByTestId('brief-check-accept').click();
      await expect(page.getByTestId('brief-check-rewrite-accepted')).toBeVisible();
      await expect(page.locator('#task-brief')).toHaveValue(new RegExp(`^${title}\\n${t(lang, 'Goal', 'Objectif')}: `));

      await page.getByTestId('submit-task').click();
      await expect(page).toHaveURL(/\/tasks\/[0-9a-f]{24}$/, CALL);
      const taskId = page.url().split('/').pop() as string;

      const adm = await signedInPage(browser, lang, admin);
      await adm.page.goto(`/admin/review/${taskId}`);
      const check = adm.page.getByTestId('review-brief-check');
      await expect(check).toBeVisible(CALL);
      await expect(adm.page.getByTestId('review-brief-check-findings')).toContainText(t(lang, 'very short', 'très courte'));
      await expect(adm.page.getByTestId('review-brief-check-answers')).toContainText(t(lang, 'Warm and playful', 'Chaleureux et ludique'));
      await expect(adm.page.getByTestId('review-brief-check-answers')).toContainText(t(lang, 'Families in Ottawa', 'Les familles de Gatineau'));
      await expect(check).toContainText(t(lang, 'accepted the suggested rewrite', 'a accepté la réécriture proposée'));
      await expectAccessible(adm.page);
      await Promise.all([cust.context.close(), adm.context.close()]);
    });

    test('an out-of-scope brief points to a quote, and the form still submits', async ({ browser }) => {
      const customer = await createUser({ credits: 3, locale: lang });
      const { page, context } = await signedInPage(browser, lang, customer);
      await page.goto('/submit-task');
      await page.getByLabel(t(lang, 'Title', 'Titre')).fill(t(lang, 'Tax help', 'Impôts'));
      await page.getByLabel(t(lang, 'Category', 'Catégorie')).selectOption('admin_docs');
      await page.locator('#task-brief').fill(t(lang, 'I need tax advice on which expenses to deduct this year as a freelancer.', 'J’ai besoin d’un conseil fiscal sur les dépenses à déduire cette année comme travailleur autonome.'));
      await page.getByTestId('brief-check-run').click();
      await expect(page.getByTestId('brief-check-out-of-scope')).toContainText(t(lang, 'tax advice', 'conseil fiscal'), CALL);
      await expect(page.getByTestId('brief-check-quote')).toHaveAttribute('href', '/quotes');
      await expect(page.getByTestId('submit-task')).toBeEnabled();
      await context.close();
    });

    test('the AI page names the provider in use and lets a signed-in user try the check', async ({ browser }) => {
      const customer = await createUser({ locale: lang });
      const { page, context } = await signedInPage(browser, lang, customer);
      await page.goto('/ai-features');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'AI features', 'Fonctions IA'));
      await expect(page.getByTestId('ai-provider')).toContainText('offline-drafter-v1');
      await expect(page.getByText('northamerica-northeast1')).toBeVisible();
      await page.getByTestId('ai-try-brief').fill(t(lang, 'Write 5 Instagram captions about our autumn menu.', 'Rédiger 5 légendes Instagram sur notre menu d’automne.'));
      await page.getByTestId('brief-check-run').click();
      await expect(page.getByTestId('brief-finding-missing_audience')).toBeVisible(CALL);
      await expect(page.getByTestId('brief-check-questions')).toContainText(t(lang, 'Which tone', 'Quel ton'));
      await expectAccessible(page);
      await context.close();
    });
  });
}
