import type { Locale } from '@tasklane/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { SECRET_FIELD, type CsvColumn } from './rules.js';

/** A Firestore value as JSON: timestamps as ISO 8601 (UTC), references as their paths. */
export function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(plain);
  const v = value as { toDate?: () => Date; path?: string; firestore?: unknown };
  if (typeof v.toDate === 'function') return v.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof v.path === 'string' && v.firestore) return v.path;
  if (Buffer.isBuffer(value)) return value.toString('base64');
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(value)) out[k] = plain(x);
  return out;
}

/** A record as exported: its id first, then its fields without the omitted and secret ones. */
export function exportedRecord(
  id: string,
  data: DocumentData,
  omit: readonly string[] = [],
  shape?: (d: DocumentData) => DocumentData,
): Record<string, unknown> {
  const kept: DocumentData = {};
  for (const [k, v] of Object.entries(data)) if (!omit.includes(k) && !SECRET_FIELD.test(k)) kept[k] = v;
  return { id, ...(plain(shape ? shape(kept) : kept) as Record<string, unknown>) };
}

/** One CSV cell: quoted when needed, a leading formula character neutralised (CSV injection). */
export function csvCell(v: unknown): string {
  const s = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const at = (record: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), record);

/** A millisecond field shown as a date, like the timestamps. */
const cellValue = (record: Record<string, unknown>, field: string) => {
  const v = at(record, field);
  return field.endsWith('AtMs') && typeof v === 'number' ? new Date(v).toISOString() : v;
};

/** The header line, with the UTF-8 byte-order mark spreadsheets need to show accents. */
export const csvHeader = (columns: readonly CsvColumn[], locale: Locale) =>
  '\uFEFF' + columns.map((c) => csvCell(locale === 'fr' ? c[2] : c[1])).join(',') + '\r\n';

export const csvRow = (columns: readonly CsvColumn[], record: Record<string, unknown>) =>
  columns.map(([field]) => csvCell(cellValue(record, field))).join(',') + '\r\n';
