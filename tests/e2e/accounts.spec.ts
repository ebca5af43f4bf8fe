import { expect, test } from './fixtures';
import { LANGS, expectAccessible, t, useLanguage } from './support';
import { CALLABLE, STRONG, expectBanner, fillSignup, login, mailLink, signOut, uniqueEmail } from './accounts-support';

// The whole account life cycle, through the real forms, the Auth emulator and MailDev.
for (const lang of LANGS) {
  test.describe(`accounts journey (${lang})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    test('sign up, confirm by mail, dashboard, sign out, sign in remembered, reset the password by mail', async ({ page }) => {
      test.setTimeout(300_000);
      const email = uniqueEmail(`journey-${lang}`);

      // Sign up.
      await page.goto('/auth?mode=signup');
      await expect(page.getByTestId('auth-title')).toHaveText(t(lang, 'Create Your Account', 'Créez votre compte'));
      await expect(page.locator('#signup-name')).toBeFocused();
      await expect(page.getByTestId('signup-form').getByRole('link', { name: t(lang, 'Terms of Service', "conditions d'utilisation") })).toHaveAttribute('href', '/terms-of-service');
      await expectAccessible(page);
      await fillSignup(page, { name: 'Léa Tremblay', email, password: STRONG, company: 'Café Rideau', locale: lang });
      await expect(page.getByTestId('password-strength-label')).toHaveText(t(lang, 'Strong', 'Fort'));
      // The draft never holds the password.
      const draft = await page.evaluate(() => localStorage.getItem('tasklane_auth_draft_signup'));
      expect(draft).toContain(email);
      expect(draft).not.toContain(STRONG);
      await page.getByTestId('auth-submit').click();
      await expect(page.getByTestId('check-email')).toContainText(t(lang, 'Check Your Email', 'Vérifiez vos courriels'), CALLABLE);
      await expect(page.getByTestId('check-email-address')).toHaveText(email);
      expect(await page.evaluate(() => localStorage.getItem('tasklane_auth_draft_signup'))).toBeNull();
      await expectAccessible(page);

      // The verification mail, in the chosen language, leads back to the app and the dashboard.
      const verify = await mailLink(email);
      expect(verify.mail.subject).toBe(t(lang, 'Confirm your email for Tasklane', 'Confirmez votre courriel pour Tasklane'));
      expect(verify.path).toMatch(/^\/auth\/callback\?mode=verifyEmail&oobCode=/);
      await page.goto(verify.path);
      await expect(page.getByTestId('callback-title')).toHaveText(t(lang, 'Email Confirmed!', 'Courriel confirmé!'));
      await expect(page).toHaveURL(/\/dashboard$/);

      // Sign out, then sign in with remember-me.
      await signOut(page);
      await page.goto('/auth');
      await expect(page.getByTestId('auth-title')).toHaveText(t(lang, 'Welcome Back', 'Bon retour'));
      await expect(page.locator('#login-email')).toBeFocused();
      await login(page, email, STRONG, true);
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(await page.evaluate(() => localStorage.getItem('tasklane_remembered_email'))).toBe(email);
      // Remember-me means local persistence: the session is in local storage, not this tab's.
      expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('firebase:authUser')))).toBe(true);
      expect(await page.evaluate(() => Object.keys(sessionStorage).some((k) => k.startsWith('firebase:authUser')))).toBe(false);

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
      await expect(page.getByTestId('reset-sent')).toContainText(t(lang, 'Reset Email Sent', 'Courriel de réinitialisation envoyé'), CALLABLE);
      await expect(page.getByTestId('reset-sent-address')).toHaveText(email);
      const reset = await mailLink(email, 2);
      expect(reset.mail.subject).toBe(t(lang, 'Reset your Tasklane password', 'Réinitialisez votre mot de passe Tasklane'));
      await page.goto(reset.path);
      await expect(page.getByTestId('new-password-form')).toContainText(email);
      await expectAccessible(page);
      const newPassword = 'Brand-New-Pass-9!';
      await page.locator('#new-password').fill('short');
      await page.getByTestId('new-password-submit').click();
      await expect(page.getByTestId('new-password-error')).toHaveText(t(lang, 'Password must be at least 8 characters long', 'Le mot de passe doit contenir au moins 8 caractères'));
      await page.locator('#new-password').fill(newPassword);
      await expect(page.getByTestId('new-password-error')).toHaveCount(0);
      await page.getByTestId('new-password-submit').click();
      await expect(page.getByTestId('callback-title')).toHaveText(t(lang, 'Password Updated', 'Mot de passe mis à jour'));
      await expect(page).toHaveURL(/\/auth\?mode=login$/);

      // The old password no longer works; the new one does.
      await login(page, email, STRONG);
      await expectBanner(page, t(lang, 'Invalid Credentials', 'Identifiants invalides'));
      await login(page, email, newPassword);
      await expect(page).toHaveURL(/\/dashboard$/);
      // Without remember-me the address is forgotten and the session lasts for this tab only.
      expect(await page.evaluate(() => localStorage.getItem('tasklane_remembered_email'))).toBeNull();
      expect(await page.evaluate(() => Object.keys(sessionStorage).some((k) => k.startsWith('firebase:authUser')))).toBe(true);
      expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('firebase:authUser')))).toBe(false);
    });

    test('a protected page sends you to login and back there afterwards', async ({ page }) => {
      const { createUser } = await import('./support');
      const user = await createUser({ locale: lang });
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/auth\?mode=login&redirectTo=%2Fprofile$/);
      await login(page, user.email, user.password);
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByTestId('profile-title')).toHaveText(t(lang, 'Profile settings', 'Paramètres du profil'));
    });

    test('an outside redirectTo is ignored', async ({ page }) => {
      const { createUser } = await import('./support');
      const user = await createUser({ locale: lang });
      await page.goto('/auth?mode=login&redirectTo=%2F%2Fevil.example%2Fphish');
      await login(page, user.email, user.password);
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}
