import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { seedContent } from './features/public/content/use-content';
import { activateLocale, initialLocale } from './lib/i18n';
import { seedPublicSettingsFromPage } from './lib/public-settings';
import './styles/theme.scss';

const rootEl = document.getElementById('root');
if (!rootEl) throw new Error('#root is missing from index.html');

// A prerendered public page carries the content it was built from; the first render reuses it,
// so hydration finds the same tree as the HTML.
const seed = document.getElementById('tasklane-content');
if (seed?.textContent) seedContent(JSON.parse(seed.textContent) as Record<string, unknown>);
// Likewise the public settings (prices, tiers) the page was built with; refreshed once it is live.
seedPublicSettingsFromPage(document);

/**
 * Resolves once the browser has had the chance to paint: a prerendered page is readable as it
 * is, so it is painted before React takes it over. The timeout covers tabs opened in the
 * background, where animation frames wait until the tab is shown.
 */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve, 0);
    requestAnimationFrame(done);
    setTimeout(done, 100);
  });

// The catalog of the page's language is loaded before the first render: no flash of another
// language, and a prerendered page hydrates with the very text it was built with.
const ready = activateLocale(initialLocale(window.location.pathname));
void (rootEl.hasChildNodes() ? Promise.all([ready, afterPaint()]) : ready).then(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (rootEl.hasChildNodes()) {
    // The page's <title>, meta and link tags, written by the prerender for readers without
    // JavaScript; React renders its own as each part of the page hydrates, and would not always
    // adopt these, leaving two of each. They go once React's own title is there, so the page
    // is never without a title (screen readers and axe read it at any moment).
    const prerendered = [...document.head.querySelectorAll('[data-prerendered]')];
    const swap = () => {
      if (!document.head.querySelector('title:not([data-prerendered])')) return false;
      prerendered.forEach((el) => el.remove());
      return true;
    };
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole tree (seconds on a slow phone). Until it has finished, the
    // first-paint script hands taps on links to the browser (full page load); see web/preload.ts.
    startTransition(() => {
      hydrateRoot(rootEl, app);
    });
    if (!swap()) {
      const watcher = new MutationObserver(() => {
        if (swap()) watcher.disconnect();
      });
      watcher.observe(document.head, { childList: true });
    }
  } else {
    // No HTML to adopt: the boot shell (index.html) is on screen, so the first render can be a
    // transition, rendered in slices that leave the browser responsive, not one long task.
    const root = createRoot(rootEl);
    startTransition(() => root.render(app));
  }
});
