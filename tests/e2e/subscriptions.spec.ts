import { expect, test, type Page } from './fixtures';
import { LANGS, createUser, expectAccessible, t, tableOverflow, useLanguage } from './support';

async function withProvince(uid: string, province: string) {
  const { adminDb } = await import('../support/functions-client');
  await adminDb.doc(`profiles/${uid}`).set({ province }, { merge: true });
}

async function payOnStandin(page: Page, card: string) {
  await page.locator('#card').fill(card);
  await page.locator('#exp').fill('12 / 34');
  await page.locator('#cvc').fill('123');
  await page.locator('button[type=submit]').click();
}

/** The stored period end, as the page should print it (long date, Toronto time, page language). */
async function periodEndText(uid: string, lang: 'en' | 'fr') {
  const { adminDb } = await import('../support/functions-client');
  const end = (await adminDb.doc(`subscriptions/${uid}`).get()).get('currentPeriodEnd') as number;
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }).format(end * 1000);
}

for (const lang of LANGS) {
  test.describe(`monthly plans (${lang})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    test('pricing → subscribe to Pro on the Stripe page → success with 9 credits live → /subscription shows the plan → cancel at period end → says when it ends @phone', async ({ page }) => {
      // Cold Functions workers on a busy machine: checkout, confirmation and each change start one.
      test.setTimeout(300_000);
      const user = await createUser({ credits: 0, locale: lang });
      await withProvince(user.uid, lang === 'fr' ? 'QC' : 'ON');

      await page.goto('/pricing');
      await page.getByTestId('subscribe-pro').click();
      await expect(page).toHaveURL(/\/auth\?/);
      await page.getByTestId('to-login').click();
      await page.locator('#login-email').fill(user.email);
      await page.locator('#login-password').fill(user.password);
      await page.locator('[data-testid=login-form] button[type=submit]').click();

      await expect(page).toHaveURL(/\/subscription\?plan=pro$/);
      await expect(page.getByTestId('plan-option-pro')).toHaveClass(/has-background-info-light/);
      await expect(page.getByTestId('invoices-empty')).toBeVisible();
      await expectAccessible(page);
      await page.getByTestId('subscribe-pro').click();

      // The stand-in's hosted page, in the customer's language, monthly, with the province's taxes.
      await expect(page.locator('#card')).toBeVisible({ timeout: 120_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // ON: 199 $ + 13 % HST = 224.87 $; QC: 199 $ + 5 % GST + 9.975 % QST = 228.80 $.
      await expect(page.getByTestId('total')).toContainText(lang === 'fr' ? '228,80' : '224.87');
      await expect(page.locator('button[type=submit]')).toContainText(t(lang, 'per month', 'par mois'));
      await payOnStandin(page, '4242 4242 4242 4242');

      await expect(page).toHaveURL(/\/subscription-success\?session_id=cs_/);
      await expect(page.getByTestId('subscription-success')).toBeVisible({ timeout: 120_000 });
      await expect(page.getByTestId('success-plan')).toHaveText(t(lang, 'Welcome to the Pro plan!', 'Bienvenue dans le forfait Pro!'));
      await expect(page.getByTestId('success-credits')).toHaveText(t(lang, '9 credits were added to your wallet.', '9 crédits ont été ajoutés à votre portefeuille.'));
      await expect(page.getByTestId('success-balance')).toHaveText(t(lang, '9 credits', '9 crédits'));
      await expect(page.getByTestId('receipt-number')).toHaveText(/^TL-\d{4}-\d{6}$/);
      await expectAccessible(page);

      await page.getByTestId('success-manage').click();
      await expect(page).toHaveURL(/\/subscription$/);
      await expect(page.getByTestId('plan-name')).toHaveText(t(lang, 'Pro plan', 'Forfait Pro'));
      await expect(page.getByTestId('plan-status')).toHaveText(t(lang, 'Active', 'Actif'));
      const end = await periodEndText(user.uid, lang);
      await expect(page.getByTestId('plan-renewal')).toContainText(end);
      await expect(page.getByTestId('plan-renewal')).toContainText(lang === 'fr' ? '228,80' : '224.87');
      await expect(page.getByTestId('invoice-row')).toHaveCount(1);
      expect(await tableOverflow(page, 'invoices')).toBe(0);
      // The other plans' terms are shown whole under the select, in the page's language.
      await expect(page.getByTestId('plan-change-details')).toHaveText(
        lang === 'fr' ? /^4 crédits pour 99,00\s\$ par mois, avant taxes$/ : '4 credits for $99.00 per month, before tax',
      );
      await expectAccessible(page);

      await page.getByTestId('plan-cancel').click();
      await expect(page.getByTestId('plan-ends')).toHaveText(
        t(lang, `Your plan ends on ${end}. You will not be charged again, and your credits stay in your wallet.`, `Votre forfait prend fin le ${end}. Vous ne serez plus débité, et vos crédits restent dans votre portefeuille.`),
        { timeout: 120_000 },
      );
      await expect(page.getByTestId('plan-resume')).toBeVisible();
      await expectAccessible(page);
      // Stripe agrees: the plan will not renew.
      const { adminDb } = await import('../support/functions-client');
      expect((await adminDb.doc(`subscriptions/${user.uid}`).get()).get('cancelAtPeriodEnd')).toBe(true);
    });

    test('leaving the Stripe page says nothing was charged and offers the plan again', async ({ page }) => {
      test.setTimeout(240_000);
      const user = await createUser({ credits: 0, locale: lang });
      await withProvince(user.uid, 'AB');
      await page.goto('/');
      await page.waitForFunction(() => Boolean((window as unknown as { __tasklaneE2E?: unknown }).__tasklaneE2E));
      await page.evaluate(
        ([email, password]) => (window as unknown as { __tasklaneE2E: { signIn(e: string, p: string): Promise<void> } }).__tasklaneE2E.signIn(email, password),
        [user.email, user.password] as const,
      );
      await page.goto('/subscription?plan=starter');
      await page.getByTestId('subscribe-starter').click();
      await expect(page.locator('#card')).toBeVisible({ timeout: 120_000 });
      await page.getByRole('link', { name: t(lang, 'Cancel and go back', 'Annuler et revenir') }).click();
      await expect(page).toHaveURL(/\/subscription-cancelled\?plan=starter$/);
      await expect(page.getByTestId('subscription-cancelled')).toContainText(t(lang, 'Nothing was charged', 'Rien n’a été débité'));
      await expectAccessible(page);
      await page.getByTestId('subscription-retry').click();
      await expect(page).toHaveURL(/\/subscription\?plan=starter$/);
      await expect(page.getByTestId('plan-option-starter')).toHaveClass(/has-background-info-light/);
      const { adminDb } = await import('../support/functions-client');
      expect((await adminDb.doc(`subscriptions/${user.uid}`).get()).exists).toBe(false);
    });
  });
}
