import { msg } from '@lingui/core/macro';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicSourceFiles } from '../../web/i18n-catalogs';
import { activateLocale, i18n, loadAdminCatalog, loadAppCatalog } from '../../web/src/lib/i18n';

// Public pages load only the public catalog; the signed-in app's messages arrive with its screens,
// and the messages only admin screens use arrive with those (a customer never downloads them).
describe('the message catalogs', () => {
  const webDir = path.resolve(import.meta.dirname, '../../web');
  const files = publicSourceFiles(webDir).map((f) => path.relative(webDir, f));

  it('put the public pages and the shell in the public catalog, and no signed-in feature', () => {
    expect(files).toContain('src/main.tsx');
    expect(files).toContain('src/app/shell/header.tsx');
    expect(files).toContain('src/features/public/pages/pricing-page.tsx');
    expect(files).toContain('src/features/public/components/contact-form.tsx');
    // Behind appLazy(): the sign-in page, the signed-in screens and the header's signed-in widgets.
    expect(files).not.toContain('src/features/auth/pages/auth-page.tsx');
    expect(files).not.toContain('src/app/shell/signed-in-widgets.tsx');
    expect(files.filter((f) => f.startsWith('src/features/') && !f.startsWith('src/features/public/'))).toEqual([]);
  });

  it('translate app messages only once the app catalog is loaded, in every language switched to', async () => {
    const appMessage = msg`Credits running low`;
    const publicMessage = msg`Pricing`;
    const missing: string[] = [];
    i18n.on('missing', ({ id }) => missing.push(id));

    await activateLocale('fr');
    expect(i18n._(publicMessage)).toBe('Tarifs');
    expect(i18n._(appMessage)).toBe('Credits running low');
    expect(missing).toEqual([appMessage.id]);

    await loadAppCatalog();
    expect(i18n._(appMessage)).toBe('Crédits presque épuisés');

    await activateLocale('en');
    await activateLocale('fr');
    expect(i18n._(appMessage)).toBe('Crédits presque épuisés');
    expect(missing).toEqual([appMessage.id]);
  });

  it('keep admin-only messages out of the app catalog until an admin screen loads them', async () => {
    const adminMessage = msg`← All tasks`;
    await activateLocale('fr');
    await loadAppCatalog();
    expect(i18n._(msg`Credits running low`)).toBe('Crédits presque épuisés');
    expect(i18n._(adminMessage)).toBe('← All tasks');

    await loadAdminCatalog();
    expect(i18n._(adminMessage)).toBe('← Toutes les tâches');
    await activateLocale('en');
    await activateLocale('fr');
    expect(i18n._(adminMessage)).toBe('← Toutes les tâches');
  });
});
