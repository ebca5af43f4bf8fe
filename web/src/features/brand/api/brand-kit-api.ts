import type { BrandKitInput } from '@tasklane/domain';
import { useFirestore } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';
import { useLiveDoc } from '../../../lib/data/live';

/**
 * Live listener on the account's brand kit (undefined data while it has none). A plain listener,
 * so a refused one is shown by the screen (status 'error') instead of thrown at the error boundary.
 */
export function useBrandKit(accountId: string) {
  const db = useFirestore();
  return useLiveDoc(`brand-kit/${accountId}`, webRefs.brandKit(db, accountId));
}

/** Deletes the whole kit and its logo file, through the server (audited). */
export async function deleteBrandKit(accountId: string) {
  return call('deleteBrandKit', { accountId });
}

/** Saves the whole kit through the server, which validates and audits it. */
export async function saveBrandKit(accountId: string, kit: BrandKitInput) {
  return call('saveBrandKit', { accountId, kit });
}
