import {
  DEFAULT_SETTINGS,
  publicSettingsSchema,
  splitSettings,
  staffSettingsSchema,
  type Settings,
} from '@tasklane/domain';
import type { Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { logs } from './logs.js';
import { col } from './collections.js';

/** settings/app: public (prices, tiers, packs, plans). */
export const settingsRef = () => col.settings();
/** settings/staff: admins only (drafting provider, model, endpoint, prompts). */
export const staffSettingsRef = () => col.staffSettings();

const DEFAULTS = splitSettings(DEFAULT_SETTINGS);

function parse<S extends z.ZodType>(schema: S, data: unknown, fallback: z.output<S>, doc: string): z.output<S> {
  if (data === undefined) return fallback;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    logs.settingsInvalid(doc, parsed.error.issues);
    return fallback;
  }
  return parsed.data;
}

/** Reads both settings documents as one; inside a transaction when one is given. */
export async function readSettings(tx?: Transaction): Promise<Settings> {
  const refs = [settingsRef(), staffSettingsRef()] as const;
  const [app, staff] = tx ? await Promise.all(refs.map((r) => tx.get(r))) : await Promise.all(refs.map((r) => r.get()));
  return {
    ...parse(publicSettingsSchema, app?.data(), DEFAULTS.app, 'settings/app'),
    ...parse(staffSettingsSchema, staff?.data(), DEFAULTS.staff, 'settings/staff'),
  };
}
