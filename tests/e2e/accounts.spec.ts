import { expect, test } from './fixtures';
import { expectAccessible, useLanguage } from './support';
import { CALLABLE, STRONG, expectBanner, fillSignup, login, mailLink, signOut, uniqueEmail } from './accounts-support';

// The whole account life cycle, through the real forms, the Auth emulator and MailDev.
test.describe('accounts journey', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('sign up, confirm by mail, dashboard, sign out, sign in remembered, reset the password by mail', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const email = uniqueEmail(`journey-${'en'}`);

    // Sign up.
    await page.goto('/auth?mode=signup');
    await expect(page.getByTestId('auth-title')).toHaveText('Create Your Account');
    await expect(page.locator('#signup-name')).toBeFocused();
    await expect(page.getByTestId('signup-form').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await fillSignup(page, { name: 'Léa Tremblay', email, password: STRONG, company: 'Café Rideau', locale: 'en' });
    await expect(page.getByTestId('password-strength-label')).toHaveText('Strong');
    // The draft never holds the password.
    const draft = await page.evaluate(() => localStorage.getItem('tasklane_auth_draft_signup'));
    expect(draft).toContain(email);
    expect(draft).not.toContain(STRONG);
    await page.getByTestId('auth-submit').click();
    await expect(page.getByTestId('check-email')).toContainText('Check Your Email', CALLABLE);
    await expect(page.getByTestId('check-email-address')).toHaveText(email);
    expect(await page.evaluate(() => localStorage.getItem('tasklane_auth_draft_signup'))).toBeNull();
    await expectAccessible(page);

    // The verification mail, in the chosen language, leads back to the app and the dashboard.
    const verify = await mailLink(email);
    expect(verify.mail.subject).toBe('Confirm your email for Tasklane');
    expect(verify.path).toMatch(/^\/auth\/callback\?mode=verifyEmail&oobCode=/);
    await page.goto(verify.path);
    await expect(page.getByTestId('callback-title')).toHaveText('Email Confirmed!');
    await expect(page).toHaveURL(/\/dashboard$/);

    // Sign out, then sign in with remember-me.
    await signOut(page);
    await page.goto('/auth');
    await expect(page.getByTestId('auth-title')).toHaveText('Welcome Back');
    await expect(page.locator('#login-email')).toBeFocused();
    await login(page, email, STRONG, true);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('tasklane_remembered_email'))).toBe(email);
    // Remember-me means local persistence: the session is in local storage, not this tab's.
    expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('firebase:authUser')))).toBe(
      true,
    );
    expect(await page.evaluate(() => Object.keys(sessionStorage).some((k) => k.startsWith('firebase:authUser')))).toBe(
      false,
    );

    // The remembered address is filled in next time, with the box ticked.
    await signOut(page);
    await page.goto('/auth?mode=login');
    await expect(page.locator('#login-email')).toHaveValue(email);
    await expect(page.getByTestId('remember-me')).toBeChecked();

    // Reset the password through the mail.
    await page.getByTestId('forgot-password').click();
    await expect(page).toHaveURL(/mode=reset/);
    await page.locator('#reset-email').fill(email);
    await page.getByTestId('auth-submit').click();
    await expect(page.getByTestId('reset-sent')).toContainText('Reset Email Sent', CALLABLE);
    await expect(page.getByTestId('reset-sent-address')).toHaveText(email);
    const reset = await mailLink(email, 2);
    expect(reset.mail.subject).toBe('Reset your Tasklane password');
    await page.goto(reset.path);
    await expect(page.getByTestId('new-password-form')).toContainText(email);
    await expectAccessible(page);
    const newPassword = 'Brand-New-Pass-9!';
    await page.locator('#new-password').fill('short');
    await page.getByTestId('new-password-submit').click();
    await expect(page.getByTestId('new-password-error')).toHaveText('Password must be at least 8 characters long');
    await page.locator('#new-password').fill(newPassword);
    await expect(page.getByTestId('new-password-error')).toHaveCount(0);
    await page.getByTestId('new-password-submit').click();
    await expect(page.getByTestId('callback-title')).toHaveText('Password Updated');
    await expect(page).toHaveURL(/\/auth\?mode=login$/);

    // The old password no longer works; the new one does.
    await login(page, email, STRONG);
    await expectBanner(page, 'Invalid Credentials');
    await login(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Without remember-me the address is forgotten and the session lasts for this tab only.
    expect(await page.evaluate(() => localStorage.getItem('tasklane_remembered_email'))).toBeNull();
    expect(await page.evaluate(() => Object.keys(sessionStorage).some((k) => k.startsWith('firebase:authUser')))).toBe(
      true,
    );
    expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('firebase:authUser')))).toBe(
      false,
    );
  });

  test('a protected page sends you to login and back there afterwards', async ({ page }) => {
    const { createUser } = await import('./support');
    const user = await createUser({ locale: 'en' });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?mode=login&redirectTo=%2Fprofile$/);
    await login(page, user.email, user.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-title')).toHaveText('Profile settings');
  });

  test('an outside redirectTo is ignored', async ({ page }) => {
    const { createUser } = await import('./support');
    const user = await createUser({ locale: 'en' });
    await page.goto('/auth?mode=login&redirectTo=%2F%2Fevil.example%2Fphish');
    await login(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
