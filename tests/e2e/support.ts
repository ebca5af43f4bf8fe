import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type Lang = 'en' | 'fr';
export const LANGS: Lang[] = ['en', 'fr'];

/** Sets the stored language before any page script runs. */
export async function useLanguage(page: Page, lang: Lang) {
  // Only on the first load of the test, so a reload keeps what the page itself stored.
  await page.addInitScript((l) => {
    if (window.sessionStorage.getItem('tasklane_test_lang_set')) return;
    window.sessionStorage.setItem('tasklane_test_lang_set', '1');
    window.localStorage.setItem('tasklane_locale', l);
  }, lang);
}

/** No serious or critical accessibility violations on the current page. */
export async function expectAccessible(page: Page, { soft = false }: { soft?: boolean } = {}) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Each offending element and axe's reason (colours and ratio for contrast), so a failure says what to fix.
  const where = (n: (typeof bad)[number]['nodes'][number]) =>
    `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`;
  // Soft: a scan going through many screens reports each screen's violations and goes on.
  (soft ? expect.soft : expect)(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes.map(where).join(' | ')}`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** A public page's URL in a language: English at its own path, French under /fr/. */
export function pagePath(lang: Lang, path: string) {
  if (lang === 'en') return path;
  return path === '/' ? '/fr/' : `/fr${path}`;
}

export function t(lang: Lang, en: string, fr: string) {
  return lang === 'en' ? en : fr;
}

/**
 * Creates a verified user (optionally admin, with a wallet holding `credits`) through the Admin SDK.
 * Profiles and wallets are normally made by functions; tests make them directly to own their data.
 */
export async function createUser(
  opts: { admin?: boolean; credits?: number; locale?: 'en' | 'fr'; name?: string; consent?: false } = {},
) {
  const { adminAuth, adminDb, acceptCurrentTerms } = await import('../support/functions-client');
  const { randomId } = await import('../support/emulators');
  const email = `${randomId('e2e')}@example.test`;
  const password = 'E2e-password-123!';
  const name = opts.name ?? 'Dominique Gagnon';
  const user = await adminAuth.createUser({ email, password, displayName: name, emailVerified: true });
  if (opts.admin) await adminAuth.setCustomUserClaims(user.uid, { admin: true });
  const now = new Date();
  await adminDb.doc(`profiles/${user.uid}`).set(
    {
      name,
      email,
      company: '',
      phone: '',
      locale: opts.locale ?? 'en',
      role: opts.admin ? 'admin' : 'customer',
      emailNotifications: true,
      createdAt: now,
      updatedAt: now,
    },
    { merge: true },
  );
  await adminDb
    .doc(`wallets/${user.uid}`)
    .set({ userId: user.uid, balance: opts.credits ?? 0, updatedAt: now }, { merge: true });
  // Every order path checks the current terms: as if accepted at sign-up.
  if (opts.consent !== false) await acceptCurrentTerms(user.uid, opts.locale ?? 'en');
  return { uid: user.uid, email, password, name };
}

/** Signs in through the emulator build's test hook (the login form has its own journeys). */
export async function signInAs(page: Page, user: { email: string; password: string }) {
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.waitForFunction(() => Boolean((window as unknown as { __tasklaneE2E?: unknown }).__tasklaneE2E));
  await page.evaluate(
    ([email, password]) =>
      (window as unknown as { __tasklaneE2E: { signIn(e: string, p: string): Promise<void> } }).__tasklaneE2E.signIn(
        email,
        password,
      ),
    [user.email, user.password] as const,
  );
}

const heldSlots: { delete(): Promise<unknown> }[] = [];

/** Frees the slots holdAllSlots took; call it from test.afterEach. */
export async function releaseHeldSlots() {
  await Promise.all(heldSlots.splice(0).map((r) => r.delete()));
}

/** Tasks of another customer that hold every production slot (active, before their draft), so submissions queue. */
export async function holdAllSlots() {
  const { adminDb } = await import('../support/functions-client');
  const { taskDoc } = await import('../support/factories');
  const { DEFAULT_SETTINGS } = await import('@tasklane/domain');
  const capacity =
    ((await adminDb.doc('settings/app').get()).get('queueCapacity') as number | undefined) ??
    DEFAULT_SETTINGS.queueCapacity;
  const refs = Array.from({ length: capacity }, () => adminDb.collection('tasks').doc());
  heldSlots.push(...refs);
  const now = new Date();
  await Promise.all(
    refs.map((r) =>
      r.set(
        taskDoc('e2e-slot-holder', {
          title: 'Slot holder',
          queueStatus: 'active',
          queuePosition: null,
          activatedAt: now,
          dueAt: new Date(now.getTime() + 24 * 3_600_000),
        }),
      ),
    ),
  );
  return refs;
}

/** The page's scroll width beside the viewport's: wider means the page scrolls sideways. */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/**
 * How far a table overflows its box sideways (0 when every column fits), for tables that must
 * read without sideways scrolling on a phone.
 */
export async function tableOverflow(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((table) => {
    const box = table.parentElement as HTMLElement;
    return Math.max(0, box.scrollWidth - box.clientWidth);
  });
}
