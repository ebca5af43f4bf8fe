// What the admin's editor shows before saving and what the audit entry records: zod-free.

/** One changed leaf of the settings, by dotted path ("tiers.express.surchargeCredits"). */
export interface SettingsChange {
  path: string;
  before: unknown;
  after: unknown;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The leaves that differ between two settings objects, in a stable order: what the editor shows
 * before the admin confirms, and what the audit entry records. Arrays (packs, plans) compare item
 * by item, so a changed pack price is one line, and an added or removed item shows whole.
 * `updatedAt` is bookkeeping and never a change.
 */
export function settingsDiff(before: unknown, after: unknown, prefix = ''): SettingsChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .filter((k) => !(prefix === '' && k === 'updatedAt'))
      .sort();
    return keys.flatMap((k) => settingsDiff(before[k], after[k], prefix ? `${prefix}.${k}` : k));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const n = Math.max(before.length, after.length);
    return Array.from({ length: n }, (_, i) => settingsDiff(before[i], after[i], `${prefix}.${i}`)).flat();
  }
  if (before === after) return [];
  return [{ path: prefix, before: before ?? null, after: after ?? null }];
}
