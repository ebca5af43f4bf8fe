import { expect, test } from './fixtures';
import { createUser, expectAccessible, tableOverflow, useLanguage } from './support';

const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';

async function withProvince(uid: string, province: string) {
  const { adminDb } = await import('../support/functions-client');
  await adminDb.doc(`profiles/${uid}`).set({ province }, { merge: true });
}

async function payOnStandin(page: import('@playwright/test').Page, card: string) {
  await page.locator('#card').fill(card);
  await page.locator('#exp').fill('12 / 34');
  await page.locator('#cvc').fill('123');
  await page.locator('button[type=submit]').click();
}

test.describe('payments', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('pricing → sign in → buy 5 credits on the Stripe page → success, balance up live, receipt', async ({ page }) => {
    // Cold Functions workers on a busy machine: checkout, then fulfilment, each start one.
    test.setTimeout(240_000);
    const user = await createUser({ credits: 1, locale: 'en' });
    await withProvince(user.uid, 'ON');

    // The language comes from the stored choice: public pages have one URL for both languages.
    await page.goto('/pricing');
    await page.getByTestId('buy-pack_5').click();
    await expect(page).toHaveURL(/\/auth\?/);
    await page.getByTestId('to-login').click();
    await page.locator('#login-email').fill(user.email);
    await page.locator('#login-password').fill(user.password);
    await page.locator('[data-testid=login-form] button[type=submit]').click();

    await expect(page).toHaveURL(/\/credits\?pack=pack_5$/);
    await expect(page.getByTestId('credits-balance')).toContainText('1 credit');
    await page.getByTestId('buy-pack_5').click();

    // The local Stripe stand-in's hosted page, in the customer's language.
    await expect(page.locator('#card')).toBeVisible({ timeout: 120_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // ON: 135 $ + 13 % HST = 152.55 $; QC: 135 $ + 5 % GST + 9.975 % QST = 155.22 $.
    await expect(page.getByTestId('total')).toContainText('152.55');
    // The success page's first confirmation fails as a busy server's would (503): the page asks
    // again rather than calling the payment unknown.
    let refusedOnce = false;
    await page.route('**/confirmCheckoutSession', async (route) => {
      if (route.request().method() !== 'POST' || refusedOnce) return route.fallback();
      refusedOnce = true;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ error: { status: 'UNAVAILABLE', message: 'The service is busy' } }),
      });
    });
    await payOnStandin(page, CARD_OK);

    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_/);
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 120_000 });
    expect(refusedOnce).toBe(true);
    await expect(page.getByTestId('payment-unknown')).toHaveCount(0);
    // The amount is what the card paid, taxes included, as on the Stripe page and the receipt.
    await expect(page.getByTestId('success-bought')).toHaveText(/^You bought 5 credits for \$152\.55\.$/);
    await expect(page.getByTestId('success-balance')).toHaveText('6 credits');
    await expect(page.getByTestId('receipt-number')).toHaveText(/^TL-\d{4}-\d{6}$/);
    await expect(page.getByTestId('receipt-link')).toHaveAttribute('href', '/credits#billing-history');
    await expectAccessible(page);

    // The balance on /credits, and the purchase in the ledger, once.
    await page.getByTestId('receipt-link').click();
    await expect(page.getByTestId('credits-balance')).toContainText('6 credits');
    await expect(page.locator('[data-testid=ledger-row][data-type=purchased]')).toHaveCount(1);
    // Described in the customer's language, as the receipt is.
    await expect(page.locator('[data-testid=ledger-row][data-type=purchased]')).toContainText(
      'Tasklane credits: pack of 5',
    );
    // On a phone the history reads as one card per movement, nothing to scroll sideways.
    expect(await tableOverflow(page, 'ledger')).toBe(0);
  });

  test('a declined card stays on the Stripe page with an error; cancelling charges nothing and offers to try again', async ({
    page,
  }) => {
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
    await page.goto('/credits');
    await page.getByTestId('buy-pack_1').click();
    await expect(page.locator('#card')).toBeVisible({ timeout: 120_000 });
    await payOnStandin(page, CARD_DECLINED);
    await expect(page.getByRole('alert')).toContainText('Your card was declined');
    await expect(page.locator('#card')).toBeVisible();

    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(page).toHaveURL(/\/payment-cancelled\?draft=/);
    await expect(page.getByTestId('nothing-charged')).toHaveText('Nothing was charged.');
    await expect(page.getByTestId('cancelled-draft')).toContainText('pack of 1');
    await expect(page.getByTestId('retry-checkout')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/credits');
    await expect(page.getByTestId('credits-balance')).toContainText('0 credits');

    // A session that does not exist is a final answer: said at once, not asked again.
    await page.goto('/payment-success?session_id=cs_test_no_such_session');
    await expect(page.getByTestId('payment-unknown')).toContainText('We could not find this payment', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('payment-unconfirmed')).toHaveCount(0);
  });
});
