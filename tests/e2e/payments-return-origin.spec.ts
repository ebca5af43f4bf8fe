import http from 'node:http';
import { expect, test } from './fixtures';
import { createUser, signInAs, useLanguage } from './support';

const offset = Number.parseInt(process.env.TASKLANE_PORT_OFFSET ?? '0', 10) || 0;
/** The dev server's port (npm start): the app's other local origin, beside the Hosting emulator. */
const DEV_PORT = 5173 + offset;
const DEV_SERVER = `http://127.0.0.1:${DEV_PORT}`;

/**
 * The Hosting emulator's build served on the dev server's port: the same app on another origin,
 * with its own storage and so its own session. A real local server, not a routed page: Chromium
 * lets a page reach the emulators on this machine only when the page itself came from it.
 */
async function devServerStandIn(hosting: URL): Promise<() => Promise<void>> {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: hosting.hostname,
        port: hosting.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: hosting.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(DEV_PORT, '127.0.0.1', resolve);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

// The suite runs on the Hosting emulator, which is also the emulators' APP_ORIGIN, so a purchase
// started there came back there even when Stripe's return URLs were fixed to APP_ORIGIN. The
// journey starts on the other allowed origin, the dev server's, which no test run starts.
test('a purchase started on the dev server comes back to the dev server, signed in, paid or cancelled', async ({
  browser,
  baseURL,
}) => {
  // Cold Functions workers on a busy machine: checkout, then fulfilment, each start one.
  test.setTimeout(300_000);
  const stop = await devServerStandIn(new URL(baseURL!));
  const { adminDb } = await import('../support/functions-client');
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await useLanguage(page, 'en');
    const user = await createUser({ credits: 0, locale: 'en' });
    await adminDb.doc(`profiles/${user.uid}`).set({ province: 'ON' }, { merge: true });
    await page.goto(`${DEV_SERVER}/`);
    await signInAs(page, user);
    await page.goto(`${DEV_SERVER}/credits`);
    await page.getByTestId('buy-pack_1').click();
    await expect(page.locator('#card')).toBeVisible({ timeout: 120_000 });
    await page.locator('#card').fill('4242 4242 4242 4242');
    await page.locator('#exp').fill('12 / 34');
    await page.locator('#cvc').fill('123');
    await page.locator('button[type=submit]').click();
    await expect(page).toHaveURL(new RegExp(`^${DEV_SERVER}/payment-success\\?session_id=cs_`));
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('success-bought')).toContainText('You bought 1 credit');
    await context.close();
  } finally {
    await stop();
  }
});
