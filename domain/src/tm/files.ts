import { parseCsvRecords } from '../brand-kit-csv.js';
import { MAX_SEGMENT_CHARS } from './align.js';

/**
 * The memory's exchange files that need no XML parser: CSV in and out (UTF-8 with a byte-order
 * mark, so spreadsheet programs read accents right), and the shared checks every import runs.
 * TMX lives with the functions (it needs fast-xml-parser).
 */

export type MemoryImportErrorCode =
  | 'csv_unclosed_quote'
  | 'csv_stray_quote'
  | 'csv_wrong_columns'
  | 'tmx_malformed'
  | 'tmx_not_tmx'
  | 'tmx_missing_language'
  | 'segment_empty'
  | 'segment_too_long'
  | 'import_empty';

/** A problem in an imported file, with the 1-based line it starts on. */
export interface MemoryImportError {
  line: number;
  code: MemoryImportErrorCode;
  detail?: string;
}

export interface ImportedPair {
  en: string;
  fr: string;
  line: number;
}

/** At most this many errors are reported (a file that is all wrong says so in the first few). */
export const MAX_REPORTED_ERRORS = 50;

/** The per-pair checks every import runs: both sides present and within the segment limit. */
export function checkImportedPair(p: ImportedPair): MemoryImportError | null {
  if (!p.en.trim() || !p.fr.trim()) return { line: p.line, code: 'segment_empty' };
  if (p.en.length > MAX_SEGMENT_CHARS || p.fr.length > MAX_SEGMENT_CHARS)
    return { line: p.line, code: 'segment_too_long' };
  return null;
}

const HEADERS = new Set(['en', 'fr', 'english', 'french', 'anglais', 'français', 'francais', 'source', 'target']);

/** A CSV of two columns, English then French, with an optional header; every bad line is reported. */
export function parseMemoryCsv(text: string): { pairs: ImportedPair[]; errors: MemoryImportError[] } {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const { records, error } = parseCsvRecords(body, delimiter);
  const errors: MemoryImportError[] = [];
  const pairs: ImportedPair[] = [];
  records.forEach((record, index) => {
    const cells = record.fields.map((f) => f.trim());
    while (cells.length > 2 && cells[cells.length - 1] === '') cells.pop();
    if (cells.length === 1 && cells[0] === '') return;
    if (index === 0 && cells.length === 2 && cells.every((c) => HEADERS.has(c.toLowerCase()))) return;
    if (cells.length !== 2) {
      errors.push({ line: record.line, code: 'csv_wrong_columns' });
      return;
    }
    const pair = { en: cells[0]!, fr: cells[1]!, line: record.line };
    const bad = checkImportedPair(pair);
    if (bad) errors.push(bad);
    else pairs.push(pair);
  });
  if (error) errors.push({ line: error.line, code: error.code as MemoryImportErrorCode });
  if (errors.length === 0 && pairs.length === 0) errors.push({ line: 1, code: 'import_empty' });
  errors.sort((a, b) => a.line - b.line);
  return { pairs: errors.length ? [] : pairs, errors: errors.slice(0, MAX_REPORTED_ERRORS) };
}

const csvCell = (s: string) => (/[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** The memory as CSV: a byte-order mark, a header, then one pair a line (CRLF, as RFC 4180 asks). */
export function memoryCsv(pairs: readonly { en: string; fr: string }[]): string {
  return `\uFEFFen,fr\r\n${pairs.map((p) => `${csvCell(p.en)},${csvCell(p.fr)}\r\n`).join('')}`;
}
