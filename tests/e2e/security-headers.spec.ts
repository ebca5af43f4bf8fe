import { expect, test, type Page } from './fixtures';
import { createUser, signInAs } from './support';

/** The policy's directives, by name. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** Collects every Content-Security-Policy violation the page reports. */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(v: string): void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return seen;
}

test.describe('security headers from Firebase Hosting', () => {
  for (const path of ['/', '/pricing', '/fr/pricing', '/tasks']) {
    test(`${path} is served with the CSP and the other headers`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const h = res.headers();
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy']).toContain('camera=()');
      expect(h['permissions-policy']).toContain('geolocation=()');
      const csp = directives(h['content-security-policy'] ?? '');
      expect(csp['default-src']).toEqual(["'self'"]);
      // Scripts only from our origin, Google's sign-in and Stripe: no inline script, no eval.
      expect(csp['script-src']).toEqual(["'self'", 'https://apis.google.com', 'https://js.stripe.com']);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      for (const host of ['https://*.googleapis.com', 'https://*.cloudfunctions.net', 'https://api.stripe.com'])
        expect(csp['connect-src']).toContain(host);
      // Nothing outside Firebase's, Stripe's or (locally) the emulators' hosts.
      const allowed =
        /^('self'|'none'|'unsafe-inline'|data:|blob:|https:\/\/([\w*-]+\.)*(googleapis\.com|cloudfunctions\.net|run\.app|firebaseio\.com|firebaseapp\.com|google\.com|googleusercontent\.com|stripe\.com)|wss:\/\/\*\.firebaseio\.com|(http|ws):\/\/127\.0\.0\.1:\*)$/;
      for (const [name, sources] of Object.entries(csp))
        for (const s of sources) expect(s, `${name} ${s}`).toMatch(allowed);
    });
  }

  test('the app runs under the policy: public page, sign-in, a signed-in screen', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const user = await createUser({ credits: 1 });
    await signInAs(page, user);
    await page.goto('/credits');
    await expect(page.getByTestId('credit-balance').first()).toBeVisible();
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
