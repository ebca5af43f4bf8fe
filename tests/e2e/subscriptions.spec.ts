import { expect, test, type Page } from './fixtures';
import { createUser, expectAccessible, tableOverflow, useLanguage } from './support';

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
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(end * 1000);
}

test.describe('monthly plans', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('pricing → subscribe to Pro on the Stripe page → success with 9 credits live → /subscription shows the plan → cancel at period end → says when it ends', async ({
    page,
  }) => {
    // Cold Functions workers on a busy machine: checkout, confirmation and each change start one.
    test.setTimeout(300_000);
    const user = await createUser({ credits: 0, locale: 'en' });
    await withProvince(user.uid, 'ON');

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
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // ON: 199 $ + 13 % HST = 224.87 $; QC: 199 $ + 5 % GST + 9.975 % QST = 228.80 $.
    await expect(page.getByTestId('total')).toContainText('224.87');
    await expect(page.locator('button[type=submit]')).toContainText('per month');
    await payOnStandin(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/subscription-success\?session_id=cs_/);
    await expect(page.getByTestId('subscription-success')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('success-plan')).toHaveText('Welcome to the Pro plan!');
    await expect(page.getByTestId('success-credits')).toHaveText('9 credits were added to your wallet.');
    await expect(page.getByTestId('success-balance')).toHaveText('9 credits');
    await expect(page.getByTestId('receipt-number')).toHaveText(/^TL-\d{4}-\d{6}$/);
    await expectAccessible(page);

    await page.getByTestId('success-manage').click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByTestId('plan-name')).toHaveText('Pro plan');
    await expect(page.getByTestId('plan-status')).toHaveText('Active');
    const end = await periodEndText(user.uid, 'en');
    await expect(page.getByTestId('plan-renewal')).toContainText(end);
    await expect(page.getByTestId('plan-renewal')).toContainText('224.87');
    await expect(page.getByTestId('invoice-row')).toHaveCount(1);
    expect(await tableOverflow(page, 'invoices')).toBe(0);
    // The other plans' terms are shown whole under the select, in the page's language.
    await expect(page.getByTestId('plan-change-details')).toHaveText('4 credits for $99.00 per month, before tax');
    await expectAccessible(page);

    await page.getByTestId('plan-cancel').click();
    await expect(page.getByTestId('plan-ends')).toHaveText(
      `Your plan ends on ${end}. You will not be charged again, and your credits stay in your wallet.`,
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
    const user = await createUser({ credits: 0, locale: 'en' });
    await withProvince(user.uid, 'AB');
    await page.goto('/');
    await page.waitForFunction(() => Boolean((window as unknown as { __tasklaneE2E?: unknown }).__tasklaneE2E));
    await page.evaluate(
      ([email, password]) =>
        (window as unknown as { __tasklaneE2E: { signIn(e: string, p: string): Promise<void> } }).__tasklaneE2E.signIn(
          email,
          password,
        ),
      [user.email, user.password] as const,
    );
    await page.goto('/subscription?plan=starter');
    await page.getByTestId('subscribe-starter').click();
    await expect(page.locator('#card')).toBeVisible({ timeout: 120_000 });
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(page).toHaveURL(/\/subscription-cancelled\?plan=starter$/);
    await expect(page.getByTestId('subscription-cancelled')).toContainText('Nothing was charged');
    await page.getByTestId('subscription-retry').click();
    await expect(page).toHaveURL(/\/subscription\?plan=starter$/);
    await expect(page.getByTestId('plan-option-starter')).toHaveClass(/has-background-info-light/);
    const { adminDb } = await import('../support/functions-client');
    expect((await adminDb.doc(`subscriptions/${user.uid}`).get()).exists).toBe(false);
  });
});
