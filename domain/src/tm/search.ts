import { normalizeSentence, sentenceWords } from './segment.js';

// The customer's search of the memory (/memory): typing the start of a phrase finds the pairs
// whose English or French sentence holds that phrase start, as one bounded query and a filter.

/** Characters of a word's opening that a pair's search keys hold (`hea*` for "heated"). */
export const SEARCH_PREFIX_CHARS = 3;
/** The search key of a word's opening: `hea*`. Words of at most SEARCH_PREFIX_CHARS characters have none. */
export const prefixKey = (word: string) =>
  word.length > SEARCH_PREFIX_CHARS ? `${word.slice(0, SEARCH_PREFIX_CHARS)}*` : null;

/** A pair's search keys: each distinct word of both sides (normal forms), then each word's opening. */
export function searchKeysOf(en: string, fr: string, max: number): string[] {
  const words = [...new Set([...sentenceWords(normalizeSentence(en)), ...sentenceWords(normalizeSentence(fr))])].slice(
    0,
    max,
  );
  const openings = words.map(prefixKey).filter((k): k is string => k !== null);
  return [...words, ...new Set(openings)];
}

export interface PhraseSearch {
  /** The typed words, normal forms, in order; the last may be a word's start. */
  words: string[];
  /** Whether the last word is still being typed (no space after it): it matches any word it starts. */
  partial: boolean;
  /**
   * The query's key values, for one `array-contains-any`: the longest whole word typed, or (a
   * single word being typed) that word and its opening's key. Empty: too short to search.
   */
  keys: string[];
}

/** What a search box's text asks for. */
export function phraseSearch(text: string): PhraseSearch {
  const words = sentenceWords(normalizeSentence(text));
  const partial = words.length > 0 && !/[\s\p{P}]$/u.test(text);
  const whole = partial ? words.slice(0, -1) : words;
  if (whole.length > 0) {
    const longest = whole.reduce((a, w) => (w.length > a.length ? w : a), '');
    return { words, partial, keys: [longest] };
  }
  const last = words.at(-1) ?? '';
  // Its opening's key, which every longer word starting so holds (a word of 3 characters keys itself too).
  const opening = last.length >= SEARCH_PREFIX_CHARS ? `${last.slice(0, SEARCH_PREFIX_CHARS)}*` : null;
  // One word being typed: it is either whole already, or a longer word's start.
  return { words, partial, keys: opening ? [last, opening] : last.length ? [last] : [] };
}

/** Whether `sentence` holds the searched phrase: its words in a row, the last one's start when partial. */
export function holdsPhrase(sentence: string, search: PhraseSearch): boolean {
  const { words, partial } = search;
  if (words.length === 0) return true;
  const have = sentenceWords(normalizeSentence(sentence));
  for (let i = 0; i + words.length <= have.length; i++) {
    const hit = words.every((w, j) => {
      const h = have[i + j] ?? '';
      return partial && j === words.length - 1 ? h.startsWith(w) : h === w;
    });
    if (hit) return true;
  }
  return false;
}

/**
 * How a pair's sentences meet a search: 2 when one holds the phrase (the better hit, listed first),
 * 1 when they hold every word somewhere (the last one's start while it is typed), 0 when not.
 */
export function searchHit(sentences: readonly string[], search: PhraseSearch): 0 | 1 | 2 {
  if (sentences.some((s) => holdsPhrase(s, search))) return 2;
  const have = new Set(sentences.flatMap((s) => sentenceWords(normalizeSentence(s))));
  const held = search.words.every((w, j) =>
    search.partial && j === search.words.length - 1 ? [...have].some((h) => h.startsWith(w)) : have.has(w),
  );
  return held ? 1 : 0;
}
