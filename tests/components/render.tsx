// Renders a web component as the app does: inside Lingui's provider with the real catalogs
// (web/src/locales/**/*.po, public, app and admin, compiled on import by the Lingui vite plugin) and a router.
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { Locale } from '@tasklane/domain';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { activateLocale, i18n, loadAdminCatalog } from '../../web/src/lib/i18n';

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nProvider>
  );
}

/** render() with the providers as its wrapper, so rerender() keeps them. */
export async function renderIn(locale: Locale, ui: ReactElement) {
  await activateLocale(locale);
  // The app's messages with the admin screens' own: components of both are rendered here.
  await loadAdminCatalog();
  return render(ui, { wrapper: Providers });
}
