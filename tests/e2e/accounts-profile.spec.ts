import { expect, test, type Page } from './fixtures';
import { adminAuth, adminDb } from '../support/functions-client';
import { createUser, expectAccessible, useLanguage } from './support';
import { CALLABLE, login } from './accounts-support';

/**
 * Emulator builds replace the provider popup (which loads Google's scripts from the internet,
 * unreachable here) with a stand-in dialog that signs in to the Auth emulator with a fake
 * provider token: same Firebase provider account, same profile creation and redirect.
 */
async function socialSignIn(page: Page, provider: 'google' | 'facebook', email: string) {
  await page.getByTestId(`social-${provider}`).click();
  const dialog = page.getByTestId('emulator-account-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('#emulator-email').fill(email);
  await dialog.locator('#emulator-name').fill('Sam Social');
  await dialog.getByTestId('emulator-account-submit').click();
}

test.describe('accounts: social, profile, admin', () => {
  test.beforeEach(async ({ page }) => {
    test.slow(); // callables behind most steps (see CALLABLE)
    await useLanguage(page, 'en');
  });

  for (const provider of ['google', 'facebook'] as const) {
    test(`${provider} sign-in lands on the dashboard with a profile and a wallet, then asks the province once`, async ({
      page,
    }) => {
      const email = `social-${provider}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
      await page.goto('/auth');
      await socialSignIn(page, provider, email);
      await expect(page).toHaveURL(/\/dashboard$/, CALLABLE);
      const user = await adminAuth.getUserByEmail(email);
      expect(user.providerData.map((p) => p.providerId)).toEqual([
        provider === 'google' ? 'google.com' : 'facebook.com',
      ]);
      await expect.poll(async () => (await adminDb.doc(`profiles/${user.uid}`).get()).get('locale')).toBe('en');
      expect((await adminDb.doc(`profiles/${user.uid}`).get()).get('role')).toBe('customer');
      expect((await adminDb.doc(`wallets/${user.uid}`).get()).get('balance')).toBe(0);
      // The provider skipped the sign-up form: the province is asked before anything else, and required.
      const step = page.getByTestId('province-step');
      await expect(step).toBeVisible(CALLABLE);
      await step.getByTestId('province-step-submit').click();
      await expect(step.getByRole('alert')).toHaveText('Choose your province or territory');
      await step.getByTestId('province-step-select').selectOption('QC');
      await step.getByTestId('province-step-submit').click();
      await expect(step).toBeHidden();
      await expect.poll(async () => (await adminDb.doc(`profiles/${user.uid}`).get()).get('province')).toBe('QC');
      await page.reload();
      await expect(page.getByTestId('user-menu')).toBeVisible(CALLABLE);
      await expect(step).toBeHidden();
    });
  }

  test('profile: edit the details, validation, and nobody else sees them', async ({ page }) => {
    const user = await createUser({ locale: 'en', name: 'Pat Profile' });
    await page.goto('/auth?mode=login&redirectTo=%2Fprofile');
    await login(page, user.email, user.password);
    await expect(page.locator('#profile-name')).toHaveValue('Pat Profile');
    await page.locator('#profile-name').fill('P');
    await page.locator('#profile-phone').focus();
    await expect(page.getByTestId('profile-name-error')).toHaveText('Name must be at least 2 characters long');
    await page.locator('#profile-name').fill('Pat Updated');
    await page.locator('#profile-company').fill('Updated inc.');
    await page.locator('#profile-phone').fill('+1 613 555 0199');
    await page.getByTestId('profile-save').click();
    await expect.poll(async () => (await adminDb.doc(`profiles/${user.uid}`).get()).get('name')).toBe('Pat Updated');
    const saved = (await adminDb.doc(`profiles/${user.uid}`).get()).data();
    expect(saved).toMatchObject({ company: 'Updated inc.', phone: '+1 613 555 0199', role: 'customer' });
  });

  test('profile: change the password after re-entering the current one', async ({ page }) => {
    const user = await createUser({ locale: 'en' });
    await page.goto('/auth?mode=login&redirectTo=%2Fprofile');
    await login(page, user.email, user.password);
    const form = page.getByTestId('change-password-form');
    await form.locator('#change-password-current').fill('Wrong-password-1!');
    await form.locator('#change-password-new').fill('Another-Pass-77!');
    await form.getByTestId('change-password-submit').click();
    await expect(form.getByTestId('auth-error-title')).toHaveText('Invalid Credentials');
    await form.locator('#change-password-current').fill(user.password);
    await form.locator('#change-password-new').fill('Another-Pass-77!');
    await form.getByTestId('change-password-submit').click();
    await expect(form.locator('#change-password-current')).toHaveValue('');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.goto('/auth');
    await login(page, user.email, 'Another-Pass-77!');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('profile: delete the account after typing DELETE', async ({ page }) => {
    const user = await createUser({ locale: 'en', credits: 2 });
    await page.goto('/auth?mode=login&redirectTo=%2Fprofile');
    await login(page, user.email, user.password);
    await expect(page.getByTestId('delete-account-submit')).toBeDisabled();
    // The word to type is the reader's, and the label names it.
    const word = 'DELETE';
    await expect(page.getByText(`Type ${word} to confirm`, { exact: true })).toBeVisible();

    await page.getByTestId('delete-confirm').fill(word);
    await page.getByTestId('delete-account-submit').click();
    await expect(page).toHaveURL(/\/$/, CALLABLE);
    await expect.poll(async () => (await adminDb.doc(`profiles/${user.uid}`).get()).exists).toBe(false);
    await expect(adminAuth.getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  test('admin: grants admin from the Users tab; the new admin sees Admin without signing in again', async ({
    browser,
  }) => {
    const admin = await createUser({ admin: true, locale: 'en', name: 'Ada Admin' });
    const target = await createUser({ locale: 'en', name: `Target ${Date.now()}` });

    // The target is signed in in their own browser while the admin works.
    const targetCtx = await browser.newContext();
    const targetPage = await targetCtx.newPage();
    await useLanguage(targetPage, 'en');
    await targetPage.goto('/auth');
    await login(targetPage, target.email, target.password);
    await expect(targetPage).toHaveURL(/\/dashboard$/);

    const adminCtx = await browser.newContext();
    const page = await adminCtx.newPage();
    await useLanguage(page, 'en');
    await page.goto('/auth?mode=login&redirectTo=%2Fadmin%2Fusers');
    await login(page, admin.email, admin.password);
    // Other suites create users at the same time: find the target by e-mail, not by page.
    await page.getByTestId('users-search').fill(target.email);
    const row = page.locator(`[data-testid="user-row"][data-email="${target.email}"]`);
    await expect(row).toBeVisible();
    await expectAccessible(page);
    await row.getByTestId('toggle-admin').click();
    await expect(row.getByTestId('user-role')).toHaveText('Administrator', CALLABLE);
    // The role shown comes from the profile, which the callable commits before it sets the
    // claim (functions/src/lib/roles.ts): the claim may follow a moment later.
    await expect.poll(async () => (await adminAuth.getUser(target.uid)).customClaims?.admin, CALLABLE).toBe(true);
    // Their own row cannot revoke themself.
    await page.getByTestId('users-search').fill(admin.email);
    await expect(
      page.locator(`[data-testid="user-row"][data-email="${admin.email}"]`).getByTestId('toggle-admin'),
    ).toBeDisabled();

    // The target sees the Admin link (under the header's "More") at once, without signing in again.
    await targetPage.getByTestId('nav-more').click();
    const adminLink = targetPage.getByRole('menu').getByRole('menuitem', { name: 'Admin', exact: true });
    await expect(adminLink).toBeVisible(CALLABLE);

    // Revoke again: the mirror follows, and the link goes away.
    await page.getByTestId('users-search').fill(target.email);
    await row.getByTestId('toggle-admin').click();
    await expect(row.getByTestId('user-role')).toHaveText('Customer', CALLABLE);
    await expect(adminLink).toHaveCount(0, CALLABLE);
    await adminCtx.close();
    await targetCtx.close();
  });

  test('a customer cannot open the Users tab', async ({ page }) => {
    const user = await createUser({ locale: 'en' });
    await page.goto('/auth?mode=login&redirectTo=%2Fadmin%2Fusers');
    await login(page, user.email, user.password);
    await expect(page.getByTestId('admin-forbidden')).toBeVisible();
    await expect(page.getByTestId('users-panel')).toHaveCount(0);
  });
});
