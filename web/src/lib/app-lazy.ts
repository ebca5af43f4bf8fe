import { lazy, type ComponentType } from 'react';
import { loadAdminCatalog, loadAppCatalog } from './i18n';

type Module<P> = { default: ComponentType<P> };

/**
 * React.lazy that renders at once when its module has already arrived (preloaded, or rendered
 * before). Plain React.lazy suspends on its first render even when the chunk is in memory: import()
 * answers in a later microtask. That suspension commits the boundary's fallback, and after any
 * fallback React holds back every boundary's reveal for 300 ms (its Suspense throttle): on a
 * signed-in screen, the data providers and then the screen itself appeared, and started their
 * listeners, 300 ms after the session was known. Once the module is here, this lazy is handed it
 * through a thenable that answers synchronously, which React.lazy accepts, so nothing suspends.
 * `preload()` fetches it ahead of need (a failure is left for the render to meet and report).
 */
export function readyLazy<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const get = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const now = (module: Module<P>) =>
    ({ then: (resolve: (m: Module<P>) => void) => resolve(module) }) as unknown as Promise<Module<P>>;
  return Object.assign(
    lazy(() => (loaded ? now(loaded) : get())),
    { preload: () => void get().catch(() => undefined) },
  );
}

/**
 * React.lazy for code that only signed-in screens (and the sign-in pages) run: the chunk and the
 * app's message catalog load together, so the component never renders before its messages.
 * Written as `appLazy(() => import('…'))`, the form web/i18n-catalogs.ts recognises: the messages
 * of what is imported this way (and only reachable this way) go to the app catalog, not the
 * public one every page loads. `preload()` fetches the same ahead of need; once it has, the
 * screen renders without suspending (readyLazy).
 */
export function appLazy<P extends object>(
  load: () => Promise<Module<P>>,
  catalogs: () => Promise<void> = loadAppCatalog,
) {
  return readyLazy(async () => {
    const [module] = await Promise.all([load(), catalogs()]);
    return module;
  });
}

/**
 * appLazy for the admin screens: their messages used nowhere else are a catalog of their own
 * (web/admin-catalog.ts), loaded with them on top of the app's. Written as
 * `adminLazy(() => import('…'))`, which web/i18n-catalogs.ts recognises like appLazy.
 */
export function adminLazy<P extends object>(load: () => Promise<Module<P>>) {
  return appLazy(load, loadAdminCatalog);
}
