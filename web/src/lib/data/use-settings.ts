import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@tasklane/domain';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';

/**
 * The live admin settings (prices, tiers, capacity). Falls back to the defaults while loading or
 * if the document is missing or invalid, so prices always render; the server re-prices anyway.
 */
export function useSettings(): { settings: Settings; live: boolean } {
  const db = useFirestore();
  const { status, data } = useFirestoreDocData(doc(db, 'settings', 'app'));
  return useMemo(() => {
    if (status !== 'success' || !data) return { settings: DEFAULT_SETTINGS, live: false };
    const parsed = settingsSchema.safeParse(data);
    return parsed.success ? { settings: parsed.data, live: true } : { settings: DEFAULT_SETTINGS, live: false };
  }, [status, data]);
}
