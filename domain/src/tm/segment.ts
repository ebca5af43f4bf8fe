import type { Locale } from '../constants.js';
import { segmenter } from '../intl.js';

/**
 * Sentences for the translation memory. `Intl.Segmenter` (sentence granularity) does the work; on
 * Node 24 it splits after "Dr.", "Mr." and « M. » and cuts « … chauffée. » Elle … before the
 * closing guillemet, so its segments are mended: an abbreviation or an initial joins the next
 * segment, and closing quotes and brackets at the start of a segment go back to the one before.
 */

/** Words that end with a full stop without ending a sentence, per language, as written (case counts). */
export const ABBREVIATIONS: Record<Locale, ReadonlySet<string>> = {
  en: new Set(
    [
      'Mr',
      'Mrs',
      'Ms',
      'Mx',
      'Dr',
      'Prof',
      'St',
      'Mt',
      'Ft',
      'Jr',
      'Sr',
      'Rev',
      'Hon',
      'Capt',
      'Gen',
      'Lt',
      'Sgt',
      'Col',
      'Gov',
      'Sen',
      'Rep',
      'Ave',
      'Blvd',
      'Rd',
      'Hwy',
      'Apt',
      'Dept',
      'Univ',
      'No',
      'Nos',
      'Vol',
      'Fig',
      'approx',
      'vs',
      'e.g',
      'i.e',
      'cf',
      'p',
      'pp',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'Aug',
      'Sep',
      'Sept',
      'Oct',
      'Nov',
      'Dec',
      'a.m',
      'p.m',
    ].map((w) => `${w}.`),
  ),
  fr: new Set(
    [
      'M',
      'MM',
      'Mme',
      'Mmes',
      'Mlle',
      'Mlles',
      'Dr',
      'Dre',
      'Drs',
      'Me',
      'Mgr',
      'Pr',
      'Pre',
      'St',
      'Ste',
      'boul',
      'av',
      'app',
      'bur',
      'ch',
      'c.-à-d',
      'p. ex',
      'ex',
      'env',
      'art',
      'chap',
      'p',
      'vol',
      'tél',
      'téléc',
      'no',
      'nº',
      'janv',
      'févr',
      'avr',
      'juill',
      'sept',
      'oct',
      'nov',
      'déc',
      'h',
      'min',
      'cf',
    ].map((w) => `${w}.`),
  ),
};

/** Spaces that French typography sets before ; : ! ? » and after « (no-break and narrow no-break). */
const NBSP = /[\u00a0\u202f\u2007]/g;
/** Marks that close a quotation or an aside and belong to the sentence before them. */
const CLOSERS = /^[\s\u00a0\u202f]*(?:[»”)\]]|["'’](?=[\s\u00a0\u202f]|$))+/u;

function segmenterFor(lang: Locale): Intl.Segmenter {
  return segmenter(lang === 'fr' ? 'fr-CA' : 'en-CA', { granularity: 'sentence' });
}

/** Whether a segment ends on an abbreviation or an initial ("J."), so the sentence goes on. */
function endsOnAbbreviation(segment: string, lang: Locale): boolean {
  const trimmed = segment.replace(/[\s\u00a0\u202f]+$/u, '');
  if (!trimmed.endsWith('.')) return false;
  const abbreviations = ABBREVIATIONS[lang];
  // The last word (or the last two, for "p. ex.") with its stop, after an opening quote or bracket.
  const words = trimmed.split(/[\s\u00a0\u202f]+/u);
  const last = (words.at(-1) ?? '').replace(/^[«“"'([]+/u, '');
  const lastTwo = words.length > 1 ? `${words.at(-2)} ${last}` : last;
  if (abbreviations.has(last) || abbreviations.has(lastTwo)) return true;
  // A capital initial ("J. K. Rowling"), never a lone word at a sentence's end like "I."
  return /^\p{Lu}\.$/u.test(last) && last !== 'I.';
}

/** The sentences of one paragraph, each trimmed; nothing is lost but surrounding space. */
export function splitSentences(paragraph: string, lang: Locale): string[] {
  const raw = [...segmenterFor(lang).segment(paragraph)].map((s) => s.segment);
  const out: string[] = [];
  let carry = '';
  for (let seg of raw) {
    // Closing quotes at the start of a segment close the previous sentence.
    const closer = CLOSERS.exec(seg);
    if (closer && (out.length > 0 || carry)) {
      if (carry) carry += closer[0];
      else out[out.length - 1] += closer[0];
      seg = seg.slice(closer[0].length);
    }
    const joined = carry + seg;
    if (endsOnAbbreviation(joined, lang)) {
      carry = joined;
      continue;
    }
    carry = '';
    if (joined.trim()) out.push(joined);
    else if (out.length > 0) out[out.length - 1] += joined;
  }
  if (carry.trim()) out.push(carry);
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

/** Paragraphs: the text's non-empty lines (a heading, a list item and a paragraph are each one). */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** Every sentence of a text, paragraph by paragraph. */
export function segmentText(text: string, lang: Locale): string[][] {
  return splitParagraphs(text).map((p) => splitSentences(p, lang));
}

/**
 * A sentence as the memory compares it: one Unicode form, lower case, typographic apostrophes and
 * quotes made plain, French no-break spaces and the spacing before ; : ! ? » and after « removed,
 * runs of spaces as one. Two sentences match exactly when their normal forms are equal.
 */
export function normalizeSentence(sentence: string): string {
  return sentence
    .normalize('NFC')
    .toLowerCase()
    .replace(NBSP, ' ')
    .replace(/[‘’ʼ`]/g, "'")
    .replace(/[“”«»„]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+([;:!?%"])(?=\s|$)/g, '$1')
    .replace(/(^|\s)"\s+/g, '$1"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a normalised sentence (letters and digits, with inner apostrophes and hyphens). */
export function sentenceWords(normalized: string): string[] {
  return normalized.match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? [];
}
