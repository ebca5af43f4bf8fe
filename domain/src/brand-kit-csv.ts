// Glossary CSV import: a spreadsheet's two columns (English, French) read into glossary pairs.
import { BRAND_KIT_LIMITS, glossaryPairSchema, type GlossaryPair } from './schemas/brand-kit.js';

/** A term as compared: one normal form, any case, runs of spaces as one. */
export function termKey(term: string): string {
  return term.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export type GlossaryCsvErrorCode =
  | 'csv_unclosed_quote'
  | 'csv_stray_quote'
  | 'csv_wrong_columns'
  | 'csv_duplicate_term'
  | 'glossary_term_required'
  | 'glossary_term_too_long'
  | 'glossary_too_many'
  | 'csv_empty';

/** A problem in an imported glossary, with the 1-based line of the file it starts on. */
export interface GlossaryCsvError {
  line: number;
  code: GlossaryCsvErrorCode;
}

interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * RFC 4180 records: quoted fields may hold the delimiter, doubled quotes and line breaks; CRLF or
 * LF ends a record. Each record keeps the line it starts on, so errors point at the file's line.
 * A small parser rather than a library: this runs in the browser and on the server from the pure
 * domain package, and a glossary is two short columns.
 */
export function parseCsvRecords(
  text: string,
  delimiter: string,
): { records: CsvRecord[]; error: GlossaryCsvError | null } {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let quoted = false;
  let fieldStarted = false;
  const src = text.replace(/^\uFEFF/, '');
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    fieldStarted = false;
  };
  while (i < src.length) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        // After a closing quote only a delimiter or the end of the record may follow.
        const next = src[i];
        if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r')
          return { records, error: { line, code: 'csv_stray_quote' } };
        continue;
      }
      if (c === '\n') line += 1;
      field += c;
      i += 1;
      continue;
    }
    if (c === '"') {
      if (fieldStarted && field.trim() !== '') return { records, error: { line, code: 'csv_stray_quote' } };
      quoted = true;
      field = '';
      fieldStarted = true;
      i += 1;
      continue;
    }
    if (c === delimiter) {
      fields.push(field);
      field = '';
      fieldStarted = false;
      i += 1;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && src[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    field += c;
    fieldStarted = true;
    i += 1;
  }
  if (quoted) return { records, error: { line: recordLine, code: 'csv_unclosed_quote' } };
  if (field !== '' || fields.length > 0) endRecord();
  return { records, error: null };
}

const HEADER_WORDS = new Set(['en', 'fr', 'english', 'french', 'anglais', 'français', 'francais']);

/**
 * A glossary from a CSV file of two columns, English then French. Commas or semicolons (what a
 * French-Canadian spreadsheet exports) are both read; an optional header row (en,fr / English,French
 * / anglais,français) is skipped. Every bad line is reported with its line number, and nothing is
 * imported unless the whole file is valid, so a customer fixes the file once instead of guessing
 * which pairs made it in.
 */
export function parseGlossaryCsv(text: string, alreadyHave = 0): { pairs: GlossaryPair[]; errors: GlossaryCsvError[] } {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const { records, error } = parseCsvRecords(text, delimiter);
  const errors: GlossaryCsvError[] = [];
  const pairs: GlossaryPair[] = [];
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const cells = record.fields.map((f) => f.trim());
    while (cells.length > 2 && cells[cells.length - 1] === '') cells.pop();
    if (index === 0 && cells.length === 2 && cells.every((c) => HEADER_WORDS.has(c.toLowerCase()))) return;
    if (cells.length !== 2) {
      errors.push({ line: record.line, code: 'csv_wrong_columns' });
      return;
    }
    const parsed = glossaryPairSchema.safeParse({ en: cells[0], fr: cells[1] });
    if (!parsed.success) {
      errors.push({ line: record.line, code: parsed.error.issues[0]?.message as GlossaryCsvErrorCode });
      return;
    }
    const key = termKey(parsed.data.en);
    if (seen.has(key)) {
      errors.push({ line: record.line, code: 'csv_duplicate_term' });
      return;
    }
    seen.add(key);
    if (alreadyHave + pairs.length >= BRAND_KIT_LIMITS.glossaryPairs) {
      if (!errors.some((e) => e.code === 'glossary_too_many'))
        errors.push({ line: record.line, code: 'glossary_too_many' });
      return;
    }
    pairs.push(parsed.data);
  });
  if (error) errors.push(error);
  if (errors.length === 0 && pairs.length === 0) errors.push({ line: 1, code: 'csv_empty' });
  errors.sort((a, b) => a.line - b.line);
  return { pairs: errors.length ? [] : pairs, errors };
}
