import { expect, test } from '@playwright/test';
import { LANGS, createUser, signInAs, t, useLanguage } from './support';

const offset = Number.parseInt(process.env.TASKLANE_PORT_OFFSET ?? '0', 10) || 0;
/** The dev server's origin (npm start): the app's other local origin, beside the Hosting emulator. */
const DEV_SERVER = `http://127.0.0.1:${5173 + offset}`;

// The suite runs on the Hosting emulator, which is also the emulators' APP_ORIGIN, so a purchase
// started there came back there even when Stripe's return URLs were fixed to APP_ORIGIN. The
// journey starts on the other allowed origin instead. No dev server runs in the tests: the
// browser is served the Hosting emulator's build under the dev server's origin, the same app on
// another origin, with its own storage and so its own session.
test('a purchase started on the dev server comes back to the dev server, signed in, paid or cancelled', async ({ browser, baseURL }) => {
  // Cold Functions workers on a busy machine: checkout, then fulfilment, each start one.
  test.setTimeout(300_000);
  const hosting = new URL(baseURL!).origin;
  const { adminDb } = await import('../support/functions-client');
  for (const lang of LANGS) {
    const context = await browser.newContext();
    await context.route(`${DEV_SERVER}/**`, async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: `${hosting}${url.pathname}${url.search}` }) });
    });
    const page = await context.newPage();
    await useLanguage(page, lang);
    const user = await createUser({ credits: 0, locale: lang });
    await adminDb.doc(`profiles/${user.uid}`).set({ province: 'ON' }, { merge: true });
    await page.goto(`${DEV_SERVER}/`);
    await signInAs(page, user);
    await page.goto(`${DEV_SERVER}/credits`);
    await page.getByTestId('buy-pack_1').click();
    await expect(page.locator('#card')).toBeVisible({ timeout: 120_000 });
    if (lang === 'en') {
      await page.locator('#card').fill('4242 4242 4242 4242');
      await page.locator('#exp').fill('12 / 34');
      await page.locator('#cvc').fill('123');
      await page.locator('button[type=submit]').click();
      await expect(page).toHaveURL(new RegExp(`^${DEV_SERVER}/payment-success\\?session_id=cs_`));
      await expect(page.getByTestId('success-balance')).toHaveText('1 credit', { timeout: 120_000 });
    } else {
      await page.getByRole('link', { name: t(lang, 'Cancel and go back', 'Annuler et revenir') }).click();
      await expect(page).toHaveURL(new RegExp(`^${DEV_SERVER}/payment-cancelled\\?draft=`));
      await expect(page.getByTestId('nothing-charged')).toHaveText('Aucun montant n’a été débité.');
      await expect(page.getByTestId('retry-checkout')).toBeVisible();
    }
    await context.close();
  }
});
