import { DEFAULT_SETTINGS, publicAiInfo, settingsSchema, type PublicAiInfo } from '@tasklane/domain';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';

/**
 * The provider and model in use, from the public settings document; null while loading or on a
 * read error. A missing or invalid document means the defaults, exactly as the functions read it.
 */
export function useAiInfo(): { status: 'loading' | 'error' | 'success'; info: PublicAiInfo | null } {
  const db = useFirestore();
  const { status, data } = useFirestoreDocData(doc(db, 'settings', 'app'));
  return useMemo(() => {
    if (status !== 'success') return { status, info: null };
    const parsed = settingsSchema.safeParse(data);
    return { status, info: publicAiInfo(parsed.success ? parsed.data : DEFAULT_SETTINGS) };
  }, [status, data]);
}
