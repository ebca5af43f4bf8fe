// Settings are global: this file changes the express surcharge, a pack's price and the Premium
// hours, so the Playwright config runs it in its own project after every other test, never beside
// a test that reads prices; its tests run one after the other, never beside each other.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page, type Request } from './fixtures';
import { DEFAULT_SETTINGS, splitSettings, type PublicSettings } from '@tasklane/domain';
import { extractText } from 'unpdf';
import { createUser, expectAccessible, signInAs, useLanguage, type Lang } from './support';

const CALLABLE = { timeout: 60_000 };
const SLOW_CALLABLE = { timeout: 120_000 };

async function signedInPage(browser: Browser, lang: Lang, user: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await signInAs(page, user);
  return { context, page };
}

/** Axe on a settled page: a toast fading in has a transient low contrast that is not the page's. */
async function accessibleWhenSettled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectAccessible(page);
}

// Both languages change the same global setting: one after the other, never at once. The stored
// settings may be the defaults' (no Stripe price id on packs): saving must not trip on the empty ones.
test.describe('admin settings', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  test('an admin changes the express surcharge after reviewing the change; a customer sees the new price', async ({
    browser,
  }) => {
    const { adminDb } = await import('../support/functions-client');
    const before = {
      app: (await adminDb.doc('settings/app').get()).data(),
      staff: (await adminDb.doc('settings/staff').get()).data(),
    };
    const admin = await createUser({ admin: true, locale: 'en' });
    const customer = await createUser({ credits: 10, locale: 'en' });
    const surcharge = Number(before.app?.tiers?.express?.surchargeCredits ?? 1);
    const next = surcharge + 2;
    try {
      const a = await signedInPage(browser, 'en', admin);
      await a.page.goto('/admin/settings');
      const field = a.page.getByTestId('settings-tiers.express.surchargeCredits');
      await expect(field).toHaveValue(String(surcharge));
      await accessibleWhenSettled(a.page);

      // A bad value is refused in the reader's language, next to the field.
      await field.fill('-1');
      await a.page.getByTestId('settings-review-button').click();
      await expect(a.page.locator('#settings-tiers-express-surchargeCredits-error')).toHaveText('Enter zero or more');

      await field.fill(String(next));
      await a.page.getByTestId('settings-review-button').click();
      const rows = a.page.getByTestId('settings-diff-row');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Express');
      await expect(rows.first()).toContainText('Surcharge (credits)');
      await expect(rows.first().locator('del')).toHaveText(String(surcharge));
      await expect(rows.first().locator('ins')).toHaveText(String(next));
      await accessibleWhenSettled(a.page);
      await a.page.getByTestId('settings-confirm').click();
      await expect(a.page.getByText('Settings saved. They apply now.')).toBeVisible(CALLABLE);
      await expect(a.page.getByTestId('settings-form')).toBeVisible();
      await a.context.close();

      const c = await signedInPage(browser, 'en', customer);
      await c.page.goto('/tasks/new');
      await c.page.locator('#task-category').selectOption('admin_docs');
      await c.page.getByTestId('tier-express').click();
      const credits = 1 + next;
      await expect(c.page.getByTestId('price-credits')).toHaveText(`${credits} credits`);
      await c.context.close();
    } finally {
      // Put back exactly what was there, absence included (the server reads defaults then).
      await (before.app ? adminDb.doc('settings/app').set(before.app) : adminDb.doc('settings/app').delete());
      await (before.staff ? adminDb.doc('settings/staff').set(before.staff) : adminDb.doc('settings/staff').delete());
    }
  });
});

const offset = Number.parseInt(process.env.TASKLANE_PORT_OFFSET ?? '0', 10) || 0;
// What a new visitor's public page must never load: the Auth and Firestore emulators stand for
// Google's APIs, and the SDK's own chunks.
const FIREBASE_HOSTS = [`127.0.0.1:${9099 + offset}`, `127.0.0.1:${8080 + offset}`];
const isFirebase = (r: Request) =>
  FIREBASE_HOSTS.some((h) => r.url().includes(h)) || /\/assets\/(firebase-[\w-]+|index\.esm-[\w-]+)\.js$/.test(r.url());

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const cad = (lang: Lang, n: number) =>
  plain(new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(n));

async function payOnStandin(page: import('@playwright/test').Page) {
  await page.locator('#card').fill('4242 4242 4242 4242');
  await page.locator('#exp').fill('12 / 34');
  await page.locator('#cvc').fill('123');
  await page.locator('button[type=submit]').click();
}

// A pack's price and the Premium hours, changed in the editor, reach every screen that shows them:
// the public pages (through /api/public-settings, no Firebase), the task form, Checkout, the receipt.
test.describe('public pages follow the settings', () => {
  test.describe.configure({ mode: 'serial', timeout: 360_000 });
  test("an admin changes the 5-credit pack's price and the Premium hours; a new visitor's pages, the task form, Checkout and the receipt show them", async ({
    browser,
  }) => {
    const { adminDb } = await import('../support/functions-client');
    const before = {
      app: (await adminDb.doc('settings/app').get()).data(),
      staff: (await adminDb.doc('settings/staff').get()).data(),
    };
    // No settings/app yet (fresh emulators): the editor and every reader start from the defaults.
    const current = (before.app as PublicSettings | undefined) ?? splitSettings(DEFAULT_SETTINGS).app;
    const packIndex = current.packs.findIndex((p) => p.id === 'pack_5');
    expect(packIndex).toBeGreaterThanOrEqual(0);
    const oldPrice = current.packs[packIndex]?.priceCad ?? 0;
    const oldHours = current.tiers.premium.hours;
    const price = oldPrice + 5;
    const hours = oldHours - 1;
    const admin = await createUser({ admin: true, locale: 'en' });
    const customer = await createUser({ credits: 0, locale: 'en' });
    // Alberta: GST only, so the total is the price plus 5 %.
    await adminDb.doc(`profiles/${customer.uid}`).set({ province: 'AB' }, { merge: true });
    const total = Math.round(price * 105) / 100;
    try {
      // The admin makes the change, and is told when the public pages show it.
      const a = await signedInPage(browser, 'en', admin);
      await a.page.goto('/admin/settings');
      await expect(a.page.getByTestId(`settings-packs.${packIndex}.priceCad`)).toHaveValue(String(oldPrice));
      await a.page.getByTestId(`settings-packs.${packIndex}.priceCad`).fill(String(price));
      await a.page.getByTestId('settings-tiers.premium.hours').fill(String(hours));
      await a.page.getByTestId('settings-review-button').click();
      await expect(a.page.getByTestId('settings-diff-row')).toHaveCount(2);
      await expect(a.page.getByTestId('settings-public-delay')).toHaveText(
        'Signed-in screens and checkout use them at once; the public pages (home, pricing) show them within 5 minutes.',
      );
      await a.page.getByTestId('settings-confirm').click();
      await expect(a.page.getByText('Settings saved. They apply now.')).toBeVisible(SLOW_CALLABLE);
      await a.context.close();

      // A new visitor: the pages were built before the change; they show it once live, from
      // /api/public-settings, without a single Firebase request.
      const visitor = await browser.newContext();
      const firebaseRequests: string[] = [];
      visitor.on('request', (r) => {
        if (isFirebase(r)) firebaseRequests.push(r.url());
      });
      const v = await visitor.newPage();
      await useLanguage(v, 'en');
      const settingsAnswer = v.waitForResponse((r) => new URL(r.url()).pathname === '/api/public-settings', {
        timeout: 30_000,
      });
      await v.goto('/pricing');
      const answer = await settingsAnswer;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toBe('public, max-age=60, s-maxage=300');
      await expect(v.getByTestId('pack-pack_5')).toContainText(cad('en', price));
      await expect(v.getByTestId('price-table')).toContainText(`within ${hours} hours`);
      await expect(v.getByTestId('price-table')).not.toContainText(`within ${oldHours} hours`);
      await v.goto('/');
      await expect(v.getByTestId('landing-tiers')).toContainText(`${hours} h`);
      await expect(v.getByTestId('landing-tiers')).not.toContainText(`${oldHours} h`);
      await expect(v.getByTestId('landing-title').locator('xpath=following-sibling::p[1]')).toContainText(
        `or ${hours} hours`,
      );
      expect(firebaseRequests).toEqual([]);
      await visitor.close();

      // The customer: the task form, the Stripe page, the success page and the receipt.
      const c = await signedInPage(browser, 'en', customer);
      await c.page.goto('/tasks/new');
      await expect(c.page.getByTestId('tier-premium')).toContainText(`${hours} h`);
      await c.page.goto('/credits');
      await c.page.getByTestId('buy-pack_5').click();
      await expect(c.page.locator('#card')).toBeVisible(SLOW_CALLABLE);
      await expect(c.page.getByTestId('total')).toContainText(total.toFixed(2));
      await payOnStandin(c.page);
      await expect(c.page).toHaveURL(/\/payment-success\?session_id=cs_/);
      await expect(c.page.getByTestId('payment-success')).toBeVisible(SLOW_CALLABLE);
      await expect(c.page.getByTestId('success-bought')).toContainText('You bought 5 credits');
      await expect(c.page.getByTestId('success-balance')).toHaveText('5 credits');
      const receipt = (await c.page.getByTestId('receipt-number').textContent())?.trim() ?? '';
      expect(receipt).toMatch(/^TL-\d{4}-\d{6}$/);
      await c.page.goto('/credits');
      const row = c.page.getByTestId('billing-row').filter({ hasText: receipt });
      await expect(row).toHaveCount(1, SLOW_CALLABLE);
      expect(plain((await row.textContent()) ?? '')).toContain(cad('en', total));
      const downloading = c.page.waitForEvent('download', SLOW_CALLABLE);
      await c.page.getByTestId(`download-${receipt}`).click();
      const pdf = plain(
        (
          await extractText(new Uint8Array(await readFile((await (await downloading).path()) as string)), {
            mergePages: true,
          })
        ).text,
      );
      expect(pdf).toContain(cad('en', price));
      expect(pdf).toContain(cad('en', total));
      await c.context.close();
    } finally {
      // Put back exactly what was there, absence included (the server reads defaults then).
      await (before.app ? adminDb.doc('settings/app').set(before.app) : adminDb.doc('settings/app').delete());
      await (before.staff ? adminDb.doc('settings/staff').set(before.staff) : adminDb.doc('settings/staff').delete());
    }
  });
});

test.describe('admin task management', () => {
  test.describe.configure({ timeout: 150_000 });

  test("an admin finds a customer's task, cancels it with a reason, and the credits go back", async ({ browser }) => {
    const { adminDb } = await import('../support/functions-client');
    const { taskDoc } = await import('../support/factories');
    const admin = await createUser({ admin: true, locale: 'en' });
    const customer = await createUser({ credits: 3, locale: 'en' });
    const title = `${'Bilingual menu'} ${Date.now()}`;
    const now = Date.now();
    const ref = adminDb.collection('tasks').doc();
    await ref.set(
      taskDoc(customer.uid, {
        title,
        status: 'in_review',
        queueStatus: null,
        queuePosition: null,
        priceCredits: 2,
        reviewerId: admin.uid,
        activatedAt: new Date(now),
        dueAt: new Date(now + 3_600_000),
      }),
    );

    const a = await signedInPage(browser, 'en', admin);
    await a.page.goto('/admin/tasks');
    await a.page.getByTestId('admin-tasks-filter-email').fill(customer.email);
    await a.page.getByTestId('admin-tasks-filter-status').selectOption('in_review');
    await a.page.getByTestId('admin-tasks-apply').click();
    const row = a.page.getByTestId('admin-task-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(title);
    await accessibleWhenSettled(a.page);
    await row.getByRole('link', { name: title }).click();

    await expect(a.page.getByTestId('admin-task-balance')).toContainText('3 credits');
    const cancel = a.page.getByTestId('admin-action-cancel');
    // The reason is required.
    await cancel.getByTestId('admin-action-submit').click();
    await expect(cancel.getByRole('alert')).toHaveText('Give a reason (at least 5 characters)');
    await cancel.getByTestId('admin-action-reason').fill('The customer cancelled by phone.');
    await cancel.getByTestId('admin-action-submit').click();
    await expect(a.page.getByText('Task cancelled. 2 credit(s) returned to the customer.')).toBeVisible(CALLABLE);
    await expect(a.page.getByTestId('admin-task-status')).toHaveAttribute('data-status', 'cancelled');
    await expect(a.page.getByTestId('admin-task-balance')).toContainText('5 credits');
    await expect(a.page.getByTestId('admin-task-audit').locator('[data-action="task_cancelled"]')).toHaveCount(1);
    await expect(a.page.getByTestId('admin-task-history')).toContainText('The customer cancelled by phone.');
    await accessibleWhenSettled(a.page);
    await a.context.close();
  });

  test('the contact inbox counts new messages and marks one replied', async ({ browser }) => {
    const { adminDb } = await import('../support/functions-client');
    const { contactMessageDoc } = await import('../support/factories');
    const admin = await createUser({ admin: true, locale: 'en' });
    const subject = `${'Menu translation'} ${Date.now()}`;
    const ref = adminDb.collection('contactMessages').doc();
    await ref.set(
      contactMessageDoc({ subject, email: 'luc.inbox@example.test', createdAt: new Date(Date.now() + 60_000) }),
    );
    try {
      const a = await signedInPage(browser, 'en', admin);
      await a.page.goto('/admin/messages');
      await expect(a.page.getByTestId('new-messages-count')).toBeVisible();
      const card = a.page.getByTestId('contact-message').filter({ hasText: subject });
      await expect(card).toContainText(subject);
      await expect(card.getByTestId('contact-reply')).toHaveAttribute(
        'href',
        new RegExp(`^mailto:luc\\.inbox%40example\\.test\\?subject=`),
      );
      await accessibleWhenSettled(a.page);
      await card.getByTestId('contact-set-replied').click();
      await expect(card).toHaveAttribute('data-status', 'replied', CALLABLE);
      await expect(card.getByTestId('contact-status')).toHaveText('Replied');
      await a.context.close();
    } finally {
      await ref.delete();
    }
  });
});
