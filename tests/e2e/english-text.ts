// What "English left on a French screen" means, built from the message catalogs themselves:
// every English message whose French differs (or is missing, so Lingui falls back to English)
// gives its literal pieces (the words between placeholders, tags and plural branches). A piece
// that also occurs somewhere in the French catalog ("Express", "Description") is not evidence of
// English and is dropped. A few English words no French sentence uses catch strings that never
// went through Lingui at all.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../web/src/locales');

/** msgid → msgstr of one .po file (Lingui's format: one msgid and one msgstr per entry). */
export function parsePo(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const unquote = (line: string) => JSON.parse(line.trim()) as string;
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (id) out.set(id, str);
    id = '';
    str = '';
    field = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      field = 'msgid';
      id = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      str = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      if (field === 'msgid') id += unquote(line);
      else str += unquote(line);
    } else if (line === '') {
      flush();
    }
  }
  flush();
  return out;
}

/**
 * The literal pieces of an ICU message: `{name}` placeholders, `<0>…</0>` tags, `#` and the
 * `{n, plural, one {…} other {…}}` syntax split it; plural branches keep their words.
 */
export function literalPieces(message: string): string[] {
  return message
    .replace(/\{\s*[\w.]+\s*,\s*(plural|select|selectordinal)\s*,/g, '|')
    .replace(/(^|[\s|}])(=\d+|zero|one|two|few|many|other)\s*\{/g, '$1|')
    .split(/\{[^{}]*\}|[{}#|]|<\/?\d+\/?>/)
    .map((p) =>
      p
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''),
    )
    .filter((p) => /\p{L}{2,}/u.test(p));
}

/**
 * English function words that no French sentence uses, as whole words. Lower case anywhere, and
 * capitalised where a sentence starts with them; capitalised "By" or "Be" are left out, since
 * French text names places like the ByWard Market ("le marché By").
 */
export const ENGLISH_WORDS = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'of',
  'to',
  'is',
  'are',
  'for',
  'this',
  'that',
  'please',
  'will',
  'has',
  'have',
  'not',
  'our',
  'we',
  'from',
  'by',
  'it',
  'its',
  'be',
  'was',
  'were',
  'been',
  'here',
  'yet',
  'no longer',
];
const CAPITALISED = ['The', 'Your', 'You', 'With', 'Please', 'This', 'That', 'Our', 'We', 'From', 'It', 'Here'];

export interface EnglishPieces {
  /** Pieces of two words or more: found anywhere in a text, between word boundaries. */
  phrases: string[];
  /** One-word pieces ("Cancel", "Tasks"): only a whole text equal to one counts. */
  words: Set<string>;
}

function catalogFiles(): { en: string; fr: string }[] {
  const dirs = [
    LOCALES_DIR,
    ...readdirSync(LOCALES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => path.join(LOCALES_DIR, d.name)),
  ];
  return dirs.map((d) => ({ en: path.join(d, 'en.po'), fr: path.join(d, 'fr.po') }));
}

let cached: EnglishPieces | null = null;

/** The English pieces of every catalog (web/src/locales and its sub-catalogs). */
export function englishPieces(): EnglishPieces {
  if (cached) return cached;
  const pairs: [string, string][] = [];
  for (const files of catalogFiles()) {
    const en = parsePo(readFileSync(files.en, 'utf8'));
    const fr = parsePo(readFileSync(files.fr, 'utf8'));
    for (const [id, enStr] of en) {
      const english = enStr || id;
      pairs.push([english, fr.get(id) ?? '']);
    }
  }
  const french = pairs.map(([, f]) => f.toLowerCase()).join('\n');
  const phrases = new Set<string>();
  const words = new Set<string>();
  for (const [english, fr] of pairs) {
    if (english === fr) continue;
    for (const piece of literalPieces(english)) {
      if (french.includes(piece.toLowerCase())) continue;
      if (/\s/.test(piece)) phrases.add(piece);
      else words.add(piece);
    }
  }
  cached = { phrases: [...phrases], words };
  return cached;
}

const boundary = (s: string) => `(?<![\\p{L}\\p{N}])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`;
const WORDS_RE = new RegExp(`${[...ENGLISH_WORDS, ...CAPITALISED].map(boundary).join('|')}`, 'u');

/**
 * The texts (as the page shows them) that read as English, each with what gave it away.
 * `exclude` is user-written content (seed titles, names, e-mails): removed from a text first.
 */
export function englishIn(texts: string[], exclude: readonly string[] = []): string[] {
  const { phrases, words } = englishPieces();
  const found: string[] = [];
  const sortedExclude = [...exclude].filter(Boolean).sort((a, b) => b.length - a.length);
  for (const raw of texts) {
    let text = raw.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
    for (const e of sortedExclude) text = text.split(e).join(' ');
    // Addresses and links are not language.
    text = text
      .replace(/\S+@\S+\.\w+/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!/\p{L}{2,}/u.test(text)) continue;
    const bare = text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (words.has(bare)) {
      found.push(`"${raw.trim()}" (message "${bare}")`);
      continue;
    }
    const phrase = phrases.find((p) => text.includes(p) && new RegExp(boundary(p), 'u').test(text));
    if (phrase) {
      found.push(`"${raw.trim()}" (message "${phrase}")`);
      continue;
    }
    const word = WORDS_RE.exec(text)?.[0];
    if (word) found.push(`"${raw.trim()}" (word "${word}")`);
  }
  return found;
}
