import {
  MAX_REPORTED_ERRORS,
  checkImportedPair,
  type ImportedPair,
  type Locale,
  type MemoryImportError,
} from '@tasklane/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * TMX 1.4b, the industry's exchange format for translation memories. Import: the whole file is
 * validated first (well-formed XML, a <tmx> with <tu> units, each with an English and a French
 * <tuv>), every problem reported with its line; inline markup inside <seg> (bpt, ept, ph, it, hi)
 * is dropped, keeping its text. Export: one <tu> per pair, English as the source language.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function unescapeXml(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e.toLowerCase()] ?? '';
  });
}
const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A <seg>'s text: inline codes that stand for markup (bpt, ept, ph, it) go; <hi> keeps its text. */
function segText(raw: string): string {
  const noCodes = raw.replace(/<(bpt|ept|ph|it|ut)\b[^>]*>[\s\S]*?<\/\1>|<(bpt|ept|ph|it|ut)\b[^>]*\/>/g, '');
  // Only XML's own white space collapses: a French no-break space is part of the text.
  return unescapeXml(noCodes.replace(/<[^>]+>/g, ''))
    .replace(/[ \t\r\n]+/g, ' ')
    .replace(/^ | $/g, '');
}

function languageOf(tuv: Record<string, unknown>): Locale | null {
  const code = String(tuv['@_xml:lang'] ?? tuv['@_lang'] ?? '').toLowerCase();
  if (code === 'en' || code.startsWith('en-') || code.startsWith('en_')) return 'en';
  if (code === 'fr' || code.startsWith('fr-') || code.startsWith('fr_')) return 'fr';
  return null;
}

/** The line each <tu> starts on, in document order. */
function tuLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let from = 0;
  const re = /<tu[\s>]/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    for (let i = from; i < m.index; i++) if (text.charCodeAt(i) === 10) line += 1;
    from = m.index;
    lines.push(line);
  }
  return lines;
}

export function parseTmx(text: string): { pairs: ImportedPair[]; errors: MemoryImportError[] } {
  const body = text.replace(/^\uFEFF/, '');
  const valid = XMLValidator.validate(body);
  if (valid !== true)
    return { pairs: [], errors: [{ line: valid.err.line, code: 'tmx_malformed', detail: valid.err.msg }] };
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    stopNodes: ['*.seg'],
    isArray: (name) => name === 'tu' || name === 'tuv',
    processEntities: false,
    trimValues: false,
  });
  const doc = parser.parse(body) as { tmx?: { body?: { tu?: Record<string, unknown>[] } | string } };
  if (!doc.tmx) return { pairs: [], errors: [{ line: 1, code: 'tmx_not_tmx' }] };
  const units = (typeof doc.tmx.body === 'object' ? doc.tmx.body?.tu : undefined) ?? [];
  const lines = tuLines(body);
  const pairs: ImportedPair[] = [];
  const errors: MemoryImportError[] = [];
  units.forEach((tu, k) => {
    const line = lines[k] ?? 1;
    const sides: Partial<Record<Locale, string>> = {};
    for (const tuv of (tu.tuv as Record<string, unknown>[] | undefined) ?? []) {
      const lang = languageOf(tuv);
      const seg = tuv.seg;
      if (lang && sides[lang] === undefined) sides[lang] = segText(typeof seg === 'string' ? seg : String(seg ?? ''));
    }
    if (sides.en === undefined || sides.fr === undefined) {
      errors.push({ line, code: 'tmx_missing_language' });
      return;
    }
    const pair = { en: sides.en, fr: sides.fr, line };
    const bad = checkImportedPair(pair);
    if (bad) errors.push(bad);
    else pairs.push(pair);
  });
  if (errors.length === 0 && pairs.length === 0) errors.push({ line: 1, code: 'import_empty' });
  return { pairs: errors.length ? [] : pairs, errors: errors.slice(0, MAX_REPORTED_ERRORS) };
}

const tmxDate = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The memory as a TMX 1.4b document (UTF-8), English as the source language, Canadian French as the target. */
export function buildTmx(pairs: readonly { id: string; en: string; fr: string }[], nowMs = Date.now()): string {
  const date = tmxDate(nowMs);
  const units = pairs.map(
    (p) =>
      `    <tu tuid="${escapeXml(p.id)}">\n      <tuv xml:lang="en"><seg>${escapeXml(p.en)}</seg></tuv>\n      <tuv xml:lang="fr-CA"><seg>${escapeXml(p.fr)}</seg></tuv>\n    </tu>\n`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<!DOCTYPE tmx SYSTEM "tmx14.dtd">\n',
    '<tmx version="1.4">\n',
    `  <header creationtool="Tasklane" creationtoolversion="1" datatype="plaintext" segtype="sentence" adminlang="en" srclang="en" o-tmf="Tasklane" creationdate="${date}"/>\n`,
    '  <body>\n',
    ...units,
    '  </body>\n',
    '</tmx>\n',
  ].join('');
}
