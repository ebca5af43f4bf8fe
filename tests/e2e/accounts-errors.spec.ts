import { expect, test } from './fixtures';
import { adminAuth } from '../support/functions-client';
import { createUser, expectAccessible, useLanguage } from './support';
import { CALLABLE, MSG, STRONG, expectBanner, fillSignup, login, uniqueEmail } from './accounts-support';

test.describe('accounts: validation', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('signup: every message on submit, on blur, live after touch, and cleared as you type', async ({ page }) => {
    await page.goto('/auth?mode=signup');
    // Autofocus runs after the form's effects: from here on the form reacts to input.
    await expect(page.locator('#signup-name')).toBeFocused();
    await page.getByTestId('auth-submit').click();
    await expect(page.getByTestId('signup-name-error')).toHaveText(MSG.nameRequired('en'));
    await expect(page.getByTestId('signup-email-error')).toHaveText(MSG.emailRequired('en'));
    await expect(page.getByTestId('signup-password-error')).toHaveText(MSG.passwordRequired('en'));
    await expect(page.getByTestId('signup-terms-error')).toHaveText(MSG.terms('en'));
    await expectAccessible(page);

    await page.locator('#signup-name').fill('J');
    await expect(page.getByTestId('signup-name-error')).toHaveText(MSG.nameShort('en'));
    await page.locator('#signup-name').fill('Jo');
    await expect(page.getByTestId('signup-name-error')).toHaveCount(0);
    await page.locator('#signup-email').fill('not-an-email');
    await expect(page.getByTestId('signup-email-error')).toHaveText(MSG.emailInvalid('en'));
    await page.locator('#signup-email').fill('jo@example.test');
    await expect(page.getByTestId('signup-email-error')).toHaveCount(0);
    await page.locator('#signup-password').fill('short');
    await expect(page.getByTestId('signup-password-error')).toHaveText(MSG.passwordShort('en'));
    await page.getByTestId('accept-terms').check();
    await expect(page.getByTestId('signup-terms-error')).toHaveCount(0);
    await expect(page.getByTestId('signup-privacy-error')).toBeVisible();
    await page.getByTestId('accept-privacy').check();
    await expect(page.getByTestId('signup-privacy-error')).toHaveCount(0);
  });

  test('signup: on blur before any submit', async ({ page }) => {
    await page.goto('/auth?mode=signup');
    // Autofocus runs after the form's effects: from here on the form reacts to input.
    await expect(page.locator('#signup-name')).toBeFocused();
    await page.locator('#signup-name').focus();
    await page.locator('#signup-email').focus();
    await expect(page.getByTestId('signup-name-error')).toHaveText(MSG.nameRequired('en'));
    await expect(page.getByTestId('signup-email-error')).toHaveCount(0);
  });

  test('the strength meter: Weak, Fair, Good, Strong', async ({ page }) => {
    await page.goto('/auth?mode=signup');
    // Autofocus runs after the form's effects: from here on the form reacts to input.
    await expect(page.locator('#signup-name')).toBeFocused();
    const label = page.getByTestId('password-strength-label');
    for (const [pw, en] of [
      ['abc', 'Weak'],
      ['abcdefg1', 'Fair'],
      ['Abcdefg1', 'Good'],
      ['Abcdef1!', 'Strong'],
    ] as const) {
      await page.locator('#signup-password').fill(pw);
      await expect(label).toHaveText(en);
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
    await expect(page.getByTestId('login-email-error')).toHaveText(MSG.emailRequired('en'));
    await expect(page.getByTestId('login-password-error')).toHaveText(MSG.passwordRequired('en'));
    await page.locator('#login-email').fill('nope');
    await expect(page.getByTestId('login-email-error')).toHaveText(MSG.emailInvalid('en'));
    // No length rule at login.
    await page.locator('#login-password').fill('x');
    await expect(page.getByTestId('login-password-error')).toHaveCount(0);
    await page.getByTestId('forgot-password').click();
    await page.getByTestId('auth-submit').click();
    await expect(page.getByTestId('reset-email-error')).toHaveText(MSG.emailRequired('en'));
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

test.describe('accounts: error banners', () => {
  test.beforeEach(async ({ page }) => {
    test.slow(); // several callables per test (see CALLABLE)
    await useLanguage(page, 'en');
  });

  test('Invalid Credentials for a wrong password', async ({ page }) => {
    const user = await createUser({ locale: 'en' });
    await page.goto('/auth');
    await login(page, user.email, 'Wrong-password-1!');
    await expectBanner(page, 'Invalid Credentials', 'The email or password you entered is incorrect.');
    await expectAccessible(page);
  });

  test('Email Verification Required for an unconfirmed address', async ({ page }) => {
    const email = uniqueEmail('unverified');
    await adminAuth.createUser({ email, password: STRONG, emailVerified: false });
    await page.goto('/auth');
    await login(page, email, STRONG);
    await expectBanner(
      page,
      'Email Verification Required',
      'Check your email and click the verification link before signing in.',
    );
    await expect(page).toHaveURL(/\/auth/);
  });

  test('A taken address gets the same "check your email" as a new one, then Password Requirements', async ({
    page,
  }) => {
    const user = await createUser({ locale: 'en' });
    await page.goto('/auth?mode=signup');
    // Autofocus runs after the form's effects: from here on the form reacts to input.
    await expect(page.locator('#signup-name')).toBeFocused();
    await fillSignup(page, { name: 'Copy Cat', email: user.email, password: STRONG, locale: 'en' });
    await page.getByTestId('auth-submit').click();
    // No "account already exists": that would tell anyone which addresses have accounts.
    // The answer waits for the signUp callable, whose worker may still be starting on a busy machine.
    await expect(page.getByTestId('check-email-address')).toHaveText(user.email, CALLABLE);
    await expect(page.getByTestId('auth-error')).toHaveCount(0);
    await page.getByTestId('retry-signup').click();
    // Long enough for the form, too weak for the server.
    await fillSignup(page, { name: 'Copy Cat', email: uniqueEmail('weak'), password: 'abcdefgh', locale: 'en' });
    await page.getByTestId('auth-submit').click();
    await expectBanner(page, 'Password Requirements', 'Choose a stronger password with at least 8 characters.');
  });

  test('Connection Problem when the network fails', async ({ page }) => {
    const user = await createUser({ locale: 'en' });
    await page.goto('/auth');
    await page.route('**/accounts:signInWithPassword*', (route) => route.abort('internetdisconnected'));
    await login(page, user.email, user.password);
    await expectBanner(page, 'Connection Problem', 'Please check your internet connection and try again.');
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
    await expectBanner(page, 'Too Many Attempts', 'Please wait a few minutes before trying again.');
  });

  test('Something Went Wrong for anything else (a disabled account)', async ({ page }) => {
    const user = await createUser({ locale: 'en' });
    await adminAuth.updateUser(user.uid, { disabled: true });
    await page.goto('/auth');
    await login(page, user.email, user.password);
    await expectBanner(page, 'Something Went Wrong');
    await expect(page.getByTestId('auth-error-text')).not.toBeEmpty();
  });
});

test.describe('accounts: callback states', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('an invalid or used link fails with Back to Login', async ({ page }) => {
    await page.goto('/auth/callback?mode=verifyEmail&oobCode=not-a-real-code');
    await expect(page.getByTestId('callback-title')).toHaveText('Confirmation Failed');
    await expect(page.getByTestId('callback-message')).toHaveText(
      'Invalid authentication request. The confirmation link may have expired.',
    );
    await expectAccessible(page);
    await page.getByTestId('back-to-login').click();
    await expect(page).toHaveURL(/\/auth\?mode=login$/);
  });

  test('an error in the query: cancelled', async ({ page }) => {
    await page.goto('/auth/callback?error=access_denied&error_description=nope');
    await expect(page.getByTestId('callback-message')).toHaveText('Authentication was cancelled. Please try again.');
  });

  test('an error in the hash: its description', async ({ page }) => {
    await page.goto('/auth/callback#error=server_error&error_description=Provider%20down');
    await expect(page.getByTestId('callback-message')).toHaveText('Provider down');
  });

  test('nothing to go on: incomplete', async ({ page }) => {
    await page.goto('/auth/callback');
    await expect(page.getByTestId('callback-message')).toHaveText(
      'Authentication callback incomplete. The confirmation link may be invalid or expired. Please try signing up again.',
    );
  });

  test('type=signup without a session asks to sign in, then goes to login with verified=true', async ({ page }) => {
    await page.goto('/auth/callback?type=signup');
    await expect(page.getByTestId('callback-title')).toHaveText('Email Confirmed!');
    await expect(page).toHaveURL(/\/auth\?mode=login&verified=true$/);
    await expect(page.getByTestId('verified-notice')).toBeVisible();
  });
});
