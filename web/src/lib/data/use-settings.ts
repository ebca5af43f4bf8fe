import { DEFAULT_SETTINGS, readPublicSettings, type PublicSettings } from '@tasklane/domain';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { webRefs } from './refs';

/**
 * The live public settings (prices, tiers, capacity) from settings/app; the staff-only part is
 * not readable here. Falls back to the defaults while loading or
 * if the document is missing or invalid, so prices always render; the server re-prices anyway.
 * Checked without zod (readPublicSettings), which would otherwise join every signed-in first load.
 */
export function useSettings(): { settings: PublicSettings; live: boolean } {
  const db = useFirestore();
  const { status, data } = useFirestoreDocData(webRefs.settings(db));
  return useMemo(() => {
    if (status !== 'success' || !data) return { settings: DEFAULT_SETTINGS, live: false };
    const settings = readPublicSettings(data);
    return settings ? { settings, live: true } : { settings: DEFAULT_SETTINGS, live: false };
  }, [status, data]);
}
