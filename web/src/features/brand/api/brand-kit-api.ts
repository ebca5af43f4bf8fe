import type { BrandKitInput } from '@tasklane/domain';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { call } from '../../../lib/callable';
import { brandKitRef } from '../../../lib/data/brand-kit-ref';

/** Live listener on the account's brand kit (undefined data while it has none). */
export function useBrandKit(accountId: string) {
  const db = useFirestore();
  return useFirestoreDocData(brandKitRef(db, accountId));
}

/** Deletes the whole kit and its logo file, through the server (audited). */
export async function deleteBrandKit(accountId: string) {
  return call('deleteBrandKit', { accountId });
}

/** Saves the whole kit through the server, which validates and audits it. */
export async function saveBrandKit(accountId: string, kit: BrandKitInput) {
  return call('saveBrandKit', { accountId, kit });
}
