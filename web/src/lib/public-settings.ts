import { looksLikePublicRead, type PublicRead as PublicSettings } from '@tasklane/domain';

/**
 * The public settings (prices, packs, plans, tiers, limits) for pages a visitor may open without
 * signing in. Those pages load no Firebase SDK, so they never read settings/app: each HTML page
 * carries the values it was built with (the prerender embeds them in the script below), and once
 * the page is live one plain fetch of /api/public-settings (a function behind a Hosting rewrite,
 * cached 1 min by the browser and 5 min by the CDN) swaps in the current ones.
 */
export const PUBLIC_SETTINGS_SEED_ID = 'tasklane-settings';
export const PUBLIC_SETTINGS_PATH = '/api/public-settings';

let current: PublicSettings | null = null;
let refreshing: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: PublicSettings) {
  current = next;
  listeners.forEach((l) => l());
}

/** The values the page starts from: the prerender's, or the ones embedded in the HTML. */
export function seedPublicSettings(settings: PublicSettings): void {
  current = settings;
}

/** Reads the values embedded in the page by the prerender, if any. */
export function seedPublicSettingsFromPage(doc: Document): void {
  const text = doc.getElementById(PUBLIC_SETTINGS_SEED_ID)?.textContent;
  if (!text) return;
  try {
    const parsed: unknown = JSON.parse(text);
    if (looksLikePublicRead(parsed)) current = parsed;
  } catch {
    // A damaged seed is ignored: the refresh below supplies the values.
  }
}

export function currentPublicSettings(): PublicSettings | null {
  return current;
}

export function subscribePublicSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Fetches the current values once per page load. A failure keeps the values the page has; with
 * none at all (a page that was not prerendered, in development), it rejects, and the page's
 * error boundary says so rather than showing a price that may be wrong.
 */
export function refreshPublicSettings(): Promise<void> {
  refreshing ??= fetch(PUBLIC_SETTINGS_PATH, { headers: { accept: 'application/json' } })
    .then(async (res) => {
      const body: unknown = res.ok ? await res.json() : null;
      if (!looksLikePublicRead(body)) throw new Error(`public settings: unexpected answer (${res.status})`);
      set(body);
    })
    .catch((err: unknown) => {
      if (!current) throw err;
    });
  return refreshing;
}
