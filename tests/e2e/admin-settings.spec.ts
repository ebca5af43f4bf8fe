// Settings are global: this file changes the express surcharge, so the Playwright config runs it
// in its own project after every other test, never beside a test that reads prices.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { LANGS, createUser, expectAccessible, signInAs, t, useLanguage, type Lang } from './support';

const CALLABLE = { timeout: 60_000 };

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
  for (const lang of LANGS) {
    test(`an admin changes the express surcharge after reviewing the change; a customer sees the new price (${lang})`, async ({ browser }) => {
      const { adminDb } = await import('../support/functions-client');
      const before = { app: (await adminDb.doc('settings/app').get()).data(), staff: (await adminDb.doc('settings/staff').get()).data() };
      const admin = await createUser({ admin: true, locale: lang });
      const customer = await createUser({ credits: 10, locale: lang });
      const surcharge = Number(before.app?.tiers?.express?.surchargeCredits ?? 1);
      const next = surcharge + 2;
      try {
        const a = await signedInPage(browser, lang, admin);
        await a.page.goto('/admin/settings');
        const field = a.page.getByTestId('settings-tiers.express.surchargeCredits');
        await expect(field).toHaveValue(String(surcharge));
        await accessibleWhenSettled(a.page);

        // A bad value is refused in the reader's language, next to the field.
        await field.fill('-1');
        await a.page.getByTestId('settings-review-button').click();
        await expect(a.page.locator('#settings-tiers-express-surchargeCredits-error')).toHaveText(t(lang, 'Enter zero or more', 'Entrez zéro ou plus'));

        await field.fill(String(next));
        await a.page.getByTestId('settings-review-button').click();
        const rows = a.page.getByTestId('settings-diff-row');
        await expect(rows).toHaveCount(1);
        await expect(rows.first()).toContainText(t(lang, 'Express', 'Express'));
        await expect(rows.first()).toContainText(t(lang, 'Surcharge (credits)', 'Supplément (crédits)'));
        await expect(rows.first().locator('del')).toHaveText(String(surcharge));
        await expect(rows.first().locator('ins')).toHaveText(String(next));
        await accessibleWhenSettled(a.page);
        await a.page.getByTestId('settings-confirm').click();
        await expect(a.page.getByText(t(lang, 'Settings saved. They apply now.', 'Paramètres enregistrés. Ils s’appliquent dès maintenant.'))).toBeVisible(CALLABLE);
        await expect(a.page.getByTestId('settings-form')).toBeVisible();
        await a.context.close();

        const c = await signedInPage(browser, lang, customer);
        await c.page.goto('/tasks/new');
        await c.page.locator('#task-category').selectOption('admin_docs');
        await c.page.getByTestId('tier-express').click();
        const credits = 1 + next;
        await expect(c.page.getByTestId('price-credits')).toHaveText(t(lang, `${credits} credits`, `${credits} crédits`));
        await c.context.close();
      } finally {
        // Put back exactly what was there, absence included (the server reads defaults then).
        await (before.app ? adminDb.doc('settings/app').set(before.app) : adminDb.doc('settings/app').delete());
        await (before.staff ? adminDb.doc('settings/staff').set(before.staff) : adminDb.doc('settings/staff').delete());
      }
    });
  }
});

for (const lang of LANGS) {
  test.describe(`admin task management (${lang})`, () => {
    test.describe.configure({ timeout: 150_000 });

    test('an admin finds a customer\'s task, cancels it with a reason, and the credits go back', async ({ browser }) => {
      const { adminDb } = await import('../support/functions-client');
      const { taskDoc } = await import('../support/factories');
      const admin = await createUser({ admin: true, locale: lang });
      const customer = await createUser({ credits: 3, locale: lang });
      const title = `${t(lang, 'Bilingual menu', 'Menu bilingue')} ${Date.now()}`;
      const now = Date.now();
      const ref = adminDb.collection('tasks').doc();
      await ref.set(taskDoc(customer.uid, { title, status: 'in_review', queueStatus: null, queuePosition: null, priceCredits: 2, reviewerId: admin.uid, activatedAt: new Date(now), dueAt: new Date(now + 3_600_000) }));

      const a = await signedInPage(browser, lang, admin);
      await a.page.goto('/admin/tasks');
      await a.page.getByTestId('admin-tasks-filter-email').fill(customer.email);
      await a.page.getByTestId('admin-tasks-filter-status').selectOption('in_review');
      await a.page.getByTestId('admin-tasks-apply').click();
      const row = a.page.getByTestId('admin-task-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(title);
      await accessibleWhenSettled(a.page);
      await row.getByRole('link', { name: title }).click();

      await expect(a.page.getByTestId('admin-task-balance')).toContainText(t(lang, '3 credits', '3 crédits'));
      const cancel = a.page.getByTestId('admin-action-cancel');
      // The reason is required.
      await cancel.getByTestId('admin-action-submit').click();
      await expect(cancel.getByRole('alert')).toHaveText(t(lang, 'Give a reason (at least 5 characters)', 'Donnez une raison (au moins 5 caractères)'));
      await cancel.getByTestId('admin-action-reason').fill(t(lang, 'The customer cancelled by phone.', 'Le client a annulé par téléphone.'));
      await cancel.getByTestId('admin-action-submit').click();
      await expect(a.page.getByText(t(lang, 'Task cancelled. 2 credit(s) returned to the customer.', 'Tâche annulée. 2 crédit(s) rendu(s) au client.'))).toBeVisible(CALLABLE);
      await expect(a.page.getByTestId('admin-task-status')).toHaveAttribute('data-status', 'cancelled');
      await expect(a.page.getByTestId('admin-task-balance')).toContainText(t(lang, '5 credits', '5 crédits'));
      await expect(a.page.getByTestId('admin-task-audit').locator('[data-action="task_cancelled"]')).toHaveCount(1);
      await expect(a.page.getByTestId('admin-task-history')).toContainText(t(lang, 'The customer cancelled by phone.', 'Le client a annulé par téléphone.'));
      await accessibleWhenSettled(a.page);
      await a.context.close();
    });

    test('the contact inbox counts new messages and marks one replied', async ({ browser }) => {
      const { adminDb } = await import('../support/functions-client');
      const { contactMessageDoc } = await import('../support/factories');
      const admin = await createUser({ admin: true, locale: lang });
      const subject = `${t(lang, 'Menu translation', 'Traduction de menu')} ${Date.now()}`;
      const ref = adminDb.collection('contactMessages').doc();
      await ref.set(contactMessageDoc({ subject, email: 'luc.inbox@example.test', createdAt: new Date(Date.now() + 60_000) }));
      try {
        const a = await signedInPage(browser, lang, admin);
        await a.page.goto('/admin/messages');
        await expect(a.page.getByTestId('new-messages-count')).toBeVisible();
        const card = a.page.getByTestId('contact-message').filter({ hasText: subject });
        await expect(card).toContainText(subject);
        await expect(card.getByTestId('contact-reply')).toHaveAttribute('href', new RegExp(`^mailto:luc\\.inbox%40example\\.test\\?subject=`));
        await accessibleWhenSettled(a.page);
        await card.getByTestId('contact-set-replied').click();
        await expect(card).toHaveAttribute('data-status', 'replied', CALLABLE);
        await expect(card.getByTestId('contact-status')).toHaveText(t(lang, 'Replied', 'Répondu'));
        await a.context.close();
      } finally {
        await ref.delete();
      }
    });
  });
}
