import type { PublicRead as PublicSettings } from '@tasklane/domain';
import { use, useEffect, useSyncExternalStore } from 'react';
import { currentPublicSettings, refreshPublicSettings, subscribePublicSettings } from '../lib/public-settings';

/**
 * The public settings for a page any visitor may see. It renders first with the values embedded
 * in the page (the prerender's, so hydration matches the HTML), then, once the page is live,
 * with the current ones from one cached request. Without embedded values it suspends until that
 * request answers. Every number a public page shows comes from here, never from the defaults.
 */
export function usePublicSettings(): PublicSettings {
  const settings = useSyncExternalStore(subscribePublicSettings, currentPublicSettings, currentPublicSettings);
  // After hydration only: the prerender has no network, and the first client render must match it.
  useEffect(() => {
    void refreshPublicSettings().catch(() => undefined);
  }, []);
  if (settings) return settings;
  use(refreshPublicSettings());
  // Resolved without throwing means the values are there.
  return currentPublicSettings() as PublicSettings;
}
