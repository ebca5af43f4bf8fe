// Helpers for the accounts journeys: unique addresses, MailDev links, the auth form.
import { expect, type Page } from '@playwright/test';
import { randomId } from '../support/emulators';
import { callbackLink, waitForMails, type CaughtMail } from '../support/maildev';
import { t, type Lang } from './support';

export const STRONG = 'Sturdy-Pass-2026!';

/**
 * Steps that wait on a callable: the Functions emulator starts a worker per concurrent call and
 * can take tens of seconds on a loaded 2-core machine, so these waits are longer than the default.
 */
export const CALLABLE = { timeout: 60_000 } as const;

export function uniqueEmail(prefix = 'acct') {
  return `${randomId(prefix)}@example.test`;
}

/** The n-th mail to `email` (1-based), once MailDev has it, and its /auth/callback link as a local path. */
export async function mailLink(email: string, n = 1): Promise<{ mail: CaughtMail; path: string }> {
  const mails = await waitForMails(email, { count: n });
  // MailDev lists oldest first.
  const mail = mails[n - 1] as CaughtMail;
  const url = new URL(callbackLink(mail));
  return { mail, path: `${url.pathname}${url.search}` };
}

export const MSG = {
  emailRequired: (l: Lang) => t(l, 'Email is required', 'Le courriel est obligatoire'),
  emailInvalid: (l: Lang) => t(l, 'Please enter a valid email address', 'Veuillez entrer une adresse courriel valide'),
  passwordRequired: (l: Lang) => t(l, 'Password is required', 'Le mot de passe est obligatoire'),
  passwordShort: (l: Lang) =>
    t(l, 'Password must be at least 8 characters long', 'Le mot de passe doit contenir au moins 8 caractères'),
  nameRequired: (l: Lang) => t(l, 'Name is required', 'Le nom est obligatoire'),
  nameShort: (l: Lang) => t(l, 'Name must be at least 2 characters long', 'Le nom doit contenir au moins 2 caractères'),
  terms: (l: Lang) =>
    t(
      l,
      'You must accept the Terms of Service to continue',
      "Vous devez accepter les conditions d'utilisation pour continuer",
    ),
};

export async function expectBanner(page: Page, title: string, text?: string) {
  await expect(page.getByTestId('auth-error-title')).toHaveText(title, CALLABLE);
  if (text) await expect(page.getByTestId('auth-error-text')).toHaveText(text);
}

export async function fillSignup(
  page: Page,
  v: {
    name: string;
    email: string;
    password: string;
    company?: string;
    locale: Lang;
    terms?: boolean;
    province?: string;
  },
) {
  await page.locator('#signup-name').fill(v.name);
  await page.locator('#signup-email').fill(v.email);
  await page.locator('#signup-password').fill(v.password);
  await page.locator('#signup-company').fill(v.company ?? '');
  await page.locator('#signup-locale').selectOption(v.locale);
  await page.locator('#signup-province').selectOption(v.province ?? 'ON');
  if (v.terms ?? true) {
    await page.getByTestId('accept-terms').check();
    await page.getByTestId('accept-privacy').check();
  }
}

export async function login(page: Page, email: string, password: string, remember = false) {
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  const box = page.getByTestId('remember-me');
  if (remember) await box.check();
  else await box.uncheck();
  await page.getByTestId('auth-submit').click();
}

export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
}
