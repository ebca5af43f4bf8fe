import { expect, test } from './fixtures';
import { adminAuth } from '../support/functions-client';
import { LANGS, createUser, expectAccessible, t, useLanguage } from './support';
import { CALLABLE, MSG, STRONG, expectBanner, fillSignup, login, uniqueEmail } from './accounts-support';

for (const lang of LANGS) {
  test.describe(`accounts: validation (${lang}) @phone`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    test('signup: every message on submit, on blur, live after touch, and cleared as you type', async ({ page }) => {
      await page.goto('/auth?mode=signup');
      // Autofocus runs after the form's effects: from here on the form reacts to input.
      await expect(page.locator('#signup-name')).toBeFocused();
      await page.getByTestId('auth-submit').click();
      await expect(page.getByTestId('signup-name-error')).toHaveText(MSG.nameRequired(lang));
      await expect(page.getByTestId('signup-email-error')).toHaveText(MSG.emailRequired(lang));
      await expect(page.getByTestId('signup-password-error')).toHaveText(MSG.passwordRequired(lang));
      await expect(page.getByTestId('signup-terms-error')).toHaveText(MSG.terms(lang));
      await expectAccessible(page);

      await page.locator('#signup-name').fill('J');
      await expect(page.getByTestId('signup-name-error')).toHaveText(MSG.nameShort(lang));
      await page.locator('#signup-name').fill('Jo');
      await expect(page.getByTestId('signup-name-error')).toHaveCount(0);
      await page.locator('#signup-email').fill('not-an-email');
      await expect(page.getByTestId('signup-email-error')).toHaveText(MSG.emailInvalid(lang));
      await page.locator('#signup-email').fill('jo@example.test');
      await expect(page.getByTestId('signup-email-error')).toHaveCount(0);
      await page.locator('#signup-password').fill('short');
      await expect(page.getByTestId('signup-password-error')).toHaveText(MSG.passwordShort(lang));
      await page.getByTestId('accept-terms').check();
      await expect(page.getByTestId('signup-terms-error')).toHaveCount(0);
    });

    test('signup: on blur before any submit', async ({ page }) => {
      await page.goto('/auth?mode=signup');
      // Autofocus runs after the form's effects: from here on the form reacts to input.
      await expect(page.locator('#signup-name')).toBeFocused();
      await page.locator('#signup-name').focus();
      await page.locator('#signup-email').focus();
      await expect(page.getByTestId('signup-name-error')).toHaveText(MSG.nameRequired(lang));
      await expect(page.getByTestId('signup-email-error')).toHaveCount(0);
    });

    test('the strength meter: Weak, Fair, Good, Strong', async ({ page }) => {
      await page.goto('/auth?mode=signup');
      // Autofocus runs after the form's effects: from here on the form reacts to input.
      await expect(page.locator('#signup-name')).toBeFocused();
      const label = page.getByTestId('password-strength-label');
      for (const [pw, en, fr] of [
        ['abc', 'Weak', 'Faible'],
        ['abcdefg1', 'Fair', 'Moyen'],
        ['Abcdefg1', 'Good', 'Bon'],
        ['Abcdef1!', 'Strong', 'Fort'],
      ] as const) {
        await page.locator('#signup-password').fill(pw);
        await expect(label).toHaveText(t(lang, en, fr));
      }
    });

    test('login and reset: required and invalid e-mail, required password; no request sent', async ({ page }) => {
      let authCalls = 0;
      page.on('request', (r) => {
        if (r.url().includes('identitytoolkit')) authCalls += 1;
      });
      await page.goto('/auth?mode=login');
      await expect(page.locator('#login-email')).toBeFocused();
      await page.getByTestId('auth-submit').click();
      await expect(page.getByTestId('login-email-error')).toHaveText(MSG.emailRequired(lang));
      await expect(page.getByTestId('login-password-error')).toHaveText(MSG.passwordRequired(lang));
      await page.locator('#login-email').fill('nope');
      await expect(page.getByTestId('login-email-error')).toHaveText(MSG.emailInvalid(lang));
      // No length rule at login.
      await page.locator('#login-password').fill('x');
      await expect(page.getByTestId('login-password-error')).toHaveCount(0);
      await page.getByTestId('forgot-password').click();
      await page.getByTestId('auth-submit').click();
      await expect(page.getByTestId('reset-email-error')).toHaveText(MSG.emailRequired(lang));
      expect(authCalls).toBe(0);
      await expectAccessible(page);
    });

    test('drafts are kept per mode and never hold a password', async ({ page }) => {
      await page.goto('/auth?mode=signup');
      // Autofocus runs after the form's effects: from here on the form reacts to input.
      await expect(page.locator('#signup-name')).toBeFocused();
      await page.locator('#signup-name').fill('Draft Person');
      await page.locator('#signup-company').fill('Draft inc.');
      await page.locator('#signup-password').fill('Secret-123!');
      await page.reload();
      await expect(page.locator('#signup-name')).toHaveValue('Draft Person');
      await expect(page.locator('#signup-company')).toHaveValue('Draft inc.');
      await expect(page.locator('#signup-password')).toHaveValue('');
      await page.goto('/auth?mode=reset');
      await expect(page.locator('#reset-email')).toHaveValue('');
      const all = await page.evaluate(() => JSON.stringify(localStorage));
      expect(all).not.toContain('Secret-123!');
    });
  });

  test.describe(`accounts: error banners (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      test.slow(); // several callables per test (see CALLABLE)
      await useLanguage(page, lang);
    });

    test('Invalid Credentials for a wrong password', async ({ page }) => {
      const user = await createUser({ locale: lang });
      await page.goto('/auth');
      await login(page, user.email, 'Wrong-password-1!');
      await expectBanner(page, t(lang, 'Invalid Credentials', 'Identifiants invalides'), t(lang, 'The email or password you entered is incorrect.', 'Le courriel ou le mot de passe saisi est incorrect.'));
      await expectAccessible(page);
    });

    test('Email Verification Required for an unconfirmed address', async ({ page }) => {
      const email = uniqueEmail('unverified');
      await adminAuth.createUser({ email, password: STRONG, emailVerified: false });
      await page.goto('/auth');
      await login(page, email, STRONG);
      await expectBanner(
        page,
        t(lang, 'Email Verification Required', 'Vérification du courriel requise'),
        t(lang, 'Check your email and click the verification link before signing in.', 'Consultez vos courriels et cliquez sur le lien de vérification avant de vous connecter.'),
      );
      await expect(page).toHaveURL(/\/auth/);
    });

    test('A taken address gets the same "check your email" as a new one, then Password Requirements', async ({ page }) => {
      const user = await createUser({ locale: lang });
      await page.goto('/auth?mode=signup');
      // Autofocus runs after the form's effects: from here on the form reacts to input.
      await expect(page.locator('#signup-name')).toBeFocused();
      await fillSignup(page, { name: 'Copy Cat', email: user.email, password: STRONG, locale: lang });
      await page.getByTestId('auth-submit').click();
      // No "account already exists": that would tell anyone which addresses have accounts.
      // The answer waits for the signUp callable, whose worker may still be starting on a busy machine.
      await expect(page.getByTestId('check-email-address')).toHaveText(user.email, CALLABLE);
      await expect(page.getByTestId('auth-error')).toHaveCount(0);
      await page.getByTestId('retry-signup').click();
      // Long enough for the form, too weak for the server.
      await fillSignup(page, { name: 'Copy Cat', email: uniqueEmail('weak'), password: 'abcdefgh', locale: lang });
      await page.getByTestId('auth-submit').click();
      await expectBanner(
        page,
        t(lang, 'Password Requirements', 'Exigences du mot de passe'),
        t(lang, 'Choose a stronger password with at least 8 characters.', "Choisissez un mot de passe plus robuste d'au moins 8 caractères."),
      );
    });

    test('Connection Problem when the network fails', async ({ page }) => {
      const user = await createUser({ locale: lang });
      await page.goto('/auth');
      await page.route('**/accounts:signInWithPassword*', (route) => route.abort('internetdisconnected'));
      await login(page, user.email, user.password);
      await expectBanner(page, t(lang, 'Connection Problem', 'Problème de connexion'), t(lang, 'Please check your internet connection and try again.', 'Veuillez vérifier votre connexion Internet et réessayer.'));
    });

    test('Too Many Attempts after three reset mails to one address', async ({ page }) => {
      const email = uniqueEmail('rate');
      for (let i = 0; i < 3; i += 1) {
        await page.goto('/auth?mode=reset');
        await page.locator('#reset-email').fill(email);
        await page.getByTestId('auth-submit').click();
        await expect(page.getByTestId('reset-sent')).toBeVisible(CALLABLE);
      }
      await page.goto('/auth?mode=reset');
      await page.locator('#reset-email').fill(email);
      await page.getByTestId('auth-submit').click();
      await expectBanner(page, t(lang, 'Too Many Attempts', 'Trop de tentatives'), t(lang, 'Please wait a few minutes before trying again.', 'Veuillez patienter quelques minutes avant de réessayer.'));
    });

    test('Something Went Wrong for anything else (a disabled account)', async ({ page }) => {
      const user = await createUser({ locale: lang });
      await adminAuth.updateUser(user.uid, { disabled: true });
      await page.goto('/auth');
      await login(page, user.email, user.password);
      await expectBanner(page, t(lang, 'Something Went Wrong', 'Un problème est survenu'));
      await expect(page.getByTestId('auth-error-text')).not.toBeEmpty();
    });
  });

  test.describe(`accounts: callback states (${lang})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    test('an invalid or used link fails with Back to Login', async ({ page }) => {
      await page.goto('/auth/callback?mode=verifyEmail&oobCode=not-a-real-code');
      await expect(page.getByTestId('callback-title')).toHaveText(t(lang, 'Confirmation Failed', 'Échec de la confirmation'));
      await expect(page.getByTestId('callback-message')).toHaveText(
        t(lang, 'Invalid authentication request. The confirmation link may have expired.', "Demande d'authentification invalide. Le lien de confirmation est peut-être expiré."),
      );
      await expectAccessible(page);
      await page.getByTestId('back-to-login').click();
      await expect(page).toHaveURL(/\/auth\?mode=login$/);
    });

    test('an error in the query: cancelled', async ({ page }) => {
      await page.goto('/auth/callback?error=access_denied&error_description=nope');
      await expect(page.getByTestId('callback-message')).toHaveText(t(lang, 'Authentication was cancelled. Please try again.', "L'authentification a été annulée. Veuillez réessayer."));
    });

    test('an error in the hash: its description', async ({ page }) => {
      await page.goto('/auth/callback#error=server_error&error_description=Provider%20down');
      await expect(page.getByTestId('callback-message')).toHaveText('Provider down');
    });

    test('nothing to go on: incomplete', async ({ page }) => {
      await page.goto('/auth/callback');
      await expect(page.getByTestId('callback-message')).toHaveText(
        t(
          lang,
          'Authentication callback incomplete. The confirmation link may be invalid or expired. Please try signing up again.',
          "Retour d'authentification incomplet. Le lien de confirmation est peut-être invalide ou expiré. Veuillez vous inscrire de nouveau.",
        ),
      );
    });

    test('type=signup without a session asks to sign in, then goes to login with verified=true', async ({ page }) => {
      await page.goto('/auth/callback?type=signup');
      await expect(page.getByTestId('callback-title')).toHaveText(t(lang, 'Email Confirmed!', 'Courriel confirmé!'));
      await expect(page).toHaveURL(/\/auth\?mode=login&verified=true$/);
      await expect(page.getByTestId('verified-notice')).toBeVisible();
    });
  });
}
