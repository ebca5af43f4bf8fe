import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { seedContent } from './features/public/content/use-content';
import { activateLocale, initialLocale } from './lib/i18n';
import './styles/theme.scss';

const rootEl = document.getElementById('root');
if (!rootEl) throw new Error('#root is missing from index.html');

// A prerendered public page carries the content it was built from; the first render reuses it,
// so hydration finds the same tree as the HTML.
const seed = document.getElementById('tasklane-content');
if (seed?.textContent) seedContent(JSON.parse(seed.textContent) as Record<string, unknown>);

// The catalog of the page's language is loaded before the first render: no flash of another
// language, and a prerendered page hydrates with the very text it was built with.
void activateLocale(initialLocale(window.location.pathname)).then(() => {
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
    hydrateRoot(rootEl, app);
    if (!swap()) {
      const watcher = new MutationObserver(() => {
        if (swap()) watcher.disconnect();
      });
      watcher.observe(document.head, { childList: true });
    }
  }
  else createRoot(rootEl).render(app);
});
