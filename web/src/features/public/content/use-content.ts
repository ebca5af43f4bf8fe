import { useLingui } from '@lingui/react';
import type { Locale } from '@tasklane/domain';
import { use } from 'react';

/** Loading is a suspension (the nearest <Suspense> shows it), so a rendered state is settled. */
export type ContentState<T> = { status: 'error' } | { status: 'ready'; data: T };

type Settled = { status: 'error' } | { status: 'ready'; data: unknown };
// React's `use` reads `status`/`value` on a thenable it has seen settle, so a cached result
// renders at once instead of suspending for a microtask.
type TrackedPromise = Promise<Settled> & { status?: 'fulfilled'; value?: Settled };

/** One load per language and content key for the page's lifetime: content ships with the build. */
const cache = new Map<string, TrackedPromise>();

function settled(value: Settled): TrackedPromise {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/**
 * Loads locale-dependent content, suspending until it is there. The page's <Suspense> shows the
 * loader on client-side navigation; the prerender waits for it, so the built HTML has the text;
 * and hydration keeps that HTML on screen instead of a loader, since the content it was built
 * from is handed over in the page (see seedContent).
 */
export function useContent<T>(load: (locale: Locale) => Promise<T>, key: string): ContentState<T> {
  const locale = useLocale();
  const id = `${locale}:${key}`;
  let promise = cache.get(id);
  if (!promise) {
    const p: TrackedPromise = load(locale).then(
      (data): Settled => ({ status: 'ready', data }),
      (): Settled => ({ status: 'error' }),
    );
    void p.then((value) => Object.assign(p, { status: 'fulfilled' as const, value }));
    cache.set(id, p);
    promise = p;
  }
  return use(promise as Promise<Settled>) as ContentState<T>;
}

/** Forgets all content: the prerender starts each page afresh, so a page embeds only its own. */
export function clearContent(): void {
  cache.clear();
}

/** The content loaded so far, to embed in a prerendered page. */
export function contentSnapshot(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, p] of cache) if (p.value?.status === 'ready') out[id] = p.value.data;
  return out;
}

/** Content embedded by the prerender, so the first render needs no fetch and matches the HTML. */
export function seedContent(entries: Record<string, unknown>): void {
  for (const [id, data] of Object.entries(entries)) cache.set(id, settled({ status: 'ready', data }));
}

export function useLocale(): Locale {
  const { i18n } = useLingui();
  return i18n.locale === 'fr' ? 'fr' : 'en';
}
