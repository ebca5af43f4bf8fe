import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@tasklane/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { logs } from './logs.js';

export const settingsRef = () => db.collection('settings').doc('app');

function parse(data: unknown): Settings {
  if (data === undefined) return DEFAULT_SETTINGS;
  const parsed = settingsSchema.safeParse(data);
  if (!parsed.success) {
    logs.settingsInvalid(parsed.error.issues);
    return DEFAULT_SETTINGS;
  }
  return parsed.data;
}

/** Reads the admin-editable settings; inside a transaction when one is given. */
export async function readSettings(tx?: Transaction): Promise<Settings> {
  const snap = tx ? await tx.get(settingsRef()) : await settingsRef().get();
  return parse(snap.data());
}
