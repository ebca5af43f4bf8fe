import {
  parseAppSettings,
  parseStaffSettings,
  type ParsedSettings,
  type PublicSettings,
  type Settings,
} from '@tasklane/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { logs } from './logs.js';
import { col } from './collections.js';

/** settings/app: public (prices, tiers, packs, plans). */
export const settingsRef = () => col.settings();
/** settings/staff: admins only (drafting provider, model, endpoint, prompts). */
export const staffSettingsRef = () => col.staffSettings();

/** The parsed document's value; an invalid document is logged and read as the defaults. */
function valueOf<T>(parsed: ParsedSettings<T>, doc: string): T {
  if (parsed.issues) logs.settingsInvalid(doc, parsed.issues);
  return parsed.value;
}

/** Reads both settings documents as one; inside a transaction when one is given. */
export async function readSettings(tx?: Transaction): Promise<Settings> {
  const refs = [settingsRef(), staffSettingsRef()] as const;
  const [app, staff] = tx ? await Promise.all(refs.map((r) => tx.get(r))) : await Promise.all(refs.map((r) => r.get()));
  return {
    ...valueOf(parseAppSettings(app?.data()), 'settings/app'),
    ...valueOf(parseStaffSettings(staff?.data()), 'settings/staff'),
  };
}

/** Reads settings/app alone: what a visitor may see, without the staff document's read. */
export async function readAppSettings(): Promise<PublicSettings> {
  const snap = await settingsRef().get();
  return valueOf(parseAppSettings(snap.data()), 'settings/app');
}
