import { lazy, type ComponentType } from 'react';
import { loadAdminCatalog, loadAppCatalog } from './i18n';

/**
 * React.lazy for code that only signed-in screens (and the sign-in pages) run: the chunk and the
 * app's message catalog load together, so the component never renders before its messages.
 * Written as `appLazy(() => import('…'))`, the form web/i18n-catalogs.ts recognises: the messages
 * of what is imported this way (and only reachable this way) go to the app catalog, not the
 * public one every page loads. `preload()` fetches the same ahead of need (a failure is left for
 * the render to meet and report).
 */
export function appLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, catalogs: () => Promise<void> = loadAppCatalog) {
  const loadWithCatalog = async () => {
    const [module] = await Promise.all([load(), catalogs()]);
    return module;
  };
  return Object.assign(lazy(loadWithCatalog), { preload: () => void loadWithCatalog().catch(() => undefined) });
}

/**
 * appLazy for the admin screens: their messages used nowhere else are a catalog of their own
 * (web/admin-catalog.ts), loaded with them on top of the app's. Written as
 * `adminLazy(() => import('…'))`, which web/i18n-catalogs.ts recognises like appLazy.
 */
export function adminLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return appLazy(load, loadAdminCatalog);
}
