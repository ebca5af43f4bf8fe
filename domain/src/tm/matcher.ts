import type { Locale } from '../constants.js';
import { normalizeSentence, segmentText, sentenceWords } from './segment.js';
import { maxCloseEdits, wordEditDistance } from './similarity.js';

/**
 * The translation memory's matcher: an index built once over an account's pairs, then queried per
 * sentence without comparing every pair.
 *
 * - Exact matches: a map from each side's normal form to its pairs.
 * - Close matches (≥ 75 % word similarity): an inverted index of word bigrams. Two sentences
 *   within d word edits share at least max(n, m) − 1 − 2d bigrams (the q-gram lemma, q = 2), so a
 *   close pair holds one of the query's rarest n − need bigrams (prefix filtering): only those
 *   bigrams' pairs are read, and only the ones whose length is within d of the query's are verified
 *   with a bounded edit distance. Sentences of two words may only match exactly (one edit would
 *   already take them under 75 %).
 */

export interface MemoryPair {
  id: string;
  en: string;
  fr: string;
  approved: boolean;
}

export interface MemoryMatch {
  /** The sentence looked up, as written. */
  sentence: string;
  pairId: string;
  /** The pair's side in the sentence's language, and its other side. */
  source: string;
  target: string;
  similarity: number;
  exact: boolean;
  approved: boolean;
}

interface Side {
  exact: Map<string, number[]>;
  words: Int32Array[];
  postings: Map<number, Posting>;
}

/** The pairs whose side holds one bigram, and how often each holds it (frozen into typed arrays). */
interface Posting {
  ids: Int32Array;
  counts: Uint8Array;
}

const BIGRAM_BASE = 2 ** 22;
const other = (l: Locale): Locale => (l === 'en' ? 'fr' : 'en');

export class MemoryIndex {
  private readonly vocab = new Map<string, number>();
  /** Each language's side is built on its first lookup: a translation only looks up its source's. */
  private readonly sides: Partial<Record<Locale, Side>> = {};
  private readonly counts: Uint16Array;
  /** What the lookups so far cost: posting entries read and pairs verified by edit distance. */
  readonly work = { postings: 0, verified: 0 };

  private constructor(readonly pairs: readonly MemoryPair[]) {
    this.counts = new Uint16Array(pairs.length);
  }

  static build(pairs: readonly MemoryPair[]): MemoryIndex {
    return new MemoryIndex(pairs);
  }

  get size(): number {
    return this.pairs.length;
  }

  private wordIds(words: readonly string[], add: boolean): Int32Array {
    const ids = new Int32Array(words.length);
    words.forEach((w, k) => {
      let id = this.vocab.get(w);
      if (id === undefined) {
        id = add ? this.vocab.size : -1;
        if (add) this.vocab.set(w, id);
      }
      ids[k] = id;
    });
    return ids;
  }

  private buildSide(lang: Locale): Side {
    const side: Side = { exact: new Map(), words: [], postings: new Map() };
    const growing = new Map<number, { ids: number[]; counts: number[] }>();
    this.pairs.forEach((p, id) => {
      const norm = normalizeSentence(p[lang]);
      const list = side.exact.get(norm);
      if (list) list.push(id);
      else side.exact.set(norm, [id]);
      const w = this.wordIds(sentenceWords(norm), true);
      side.words.push(w);
      for (const [key, count] of bigramCounts(w)) {
        let post = growing.get(key);
        if (!post) growing.set(key, (post = { ids: [], counts: [] }));
        post.ids.push(id);
        post.counts.push(Math.min(255, count));
      }
    });
    for (const [key, post] of growing)
      side.postings.set(key, { ids: Int32Array.from(post.ids), counts: Uint8Array.from(post.counts) });
    return side;
  }

  /** The matches for one sentence in `from`, best first: exact, then approved, then most similar. */
  match(sentence: string, from: Locale, limit = 3): MemoryMatch[] {
    const side = (this.sides[from] ??= this.buildSide(from));
    const norm = normalizeSentence(sentence);
    if (!norm) return [];
    const found = new Map<number, number>();
    for (const id of side.exact.get(norm) ?? []) found.set(id, 1);
    const q = this.wordIds(sentenceWords(norm), false);
    const n = q.length;
    if (n >= 3) {
      // Prefix filtering: a close pair shares at least `need` of the query's n − 1 bigrams, so it
      // shares one of any n − need of them: the rarest are scanned, the common ones never are.
      let need = Infinity;
      for (let longer = n; longer <= n + maxCloseEdits(longer); longer++)
        need = Math.min(need, longer - 1 - 2 * maxCloseEdits(longer));
      const grams = [...bigramCounts(q)].map(([key, qc]) => ({ post: side.postings.get(key), qc }));
      grams.sort((a, b) => (a.post?.ids.length ?? 0) - (b.post?.ids.length ?? 0));
      let slots = n - need;
      const seen = this.counts;
      const touched: number[] = [];
      for (const { post, qc } of grams) {
        if (slots <= 0) break;
        slots -= qc;
        if (!post) continue;
        this.work.postings += post.ids.length;
        for (const id of post.ids) {
          if (seen[id] === 0) touched.push(id);
          seen[id] = 1;
        }
      }
      const bag = new Map<number, number>();
      for (const id of q) bag.set(id, (bag.get(id) ?? 0) + 1);
      for (const id of touched) {
        seen[id] = 0;
        if (found.has(id)) continue;
        const w = side.words[id]!;
        const longer = Math.max(n, w.length);
        const d = maxCloseEdits(longer);
        // Lengths, then words in common (each edit changes at most one), before the edit distance.
        if (d === 0 || Math.abs(n - w.length) > d || longer - commonWords(bag, w) > d) continue;
        this.work.verified += 1;
        const dist = wordEditDistance(q, w, d);
        if (dist <= d) found.set(id, 1 - dist / longer);
      }
    }
    return [...found]
      .map(([id, similarity]) => {
        const p = this.pairs[id]!;
        return {
          sentence,
          pairId: p.id,
          source: p[from],
          target: p[other(from)],
          similarity,
          exact: normalizeSentence(p[from]) === norm,
          approved: p.approved,
        };
      })
      .sort(
        (a, b) =>
          Number(b.exact) - Number(a.exact) || Number(b.approved) - Number(a.approved) || b.similarity - a.similarity,
      )
      .slice(0, limit);
  }

  /** The matches for every sentence of a text, sentence by sentence (each sentence looked up once). */
  matchText(text: string, from: Locale, perSentence = 1): MemoryMatch[] {
    const seen = new Set<string>();
    const out: MemoryMatch[] = [];
    for (const sentence of segmentText(text, from).flat()) {
      const key = normalizeSentence(sentence);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(...this.match(sentence, from, perSentence));
    }
    return out;
  }
}

/** How many words (with repeats) a sentence shares with the query's bag of words. */
function commonWords(bag: Map<number, number>, words: Int32Array): number {
  const used = new Map<number, number>();
  let common = 0;
  for (const w of words) {
    const have = bag.get(w);
    if (!have) continue;
    const u = used.get(w) ?? 0;
    if (u < have) {
      used.set(w, u + 1);
      common += 1;
    }
  }
  return common;
}

/** A sequence's word bigrams with how often each occurs. */
function bigramCounts(ids: Int32Array): Map<number, number> {
  const out = new Map<number, number>();
  for (let k = 0; k + 1 < ids.length; k++) {
    const a = ids[k]!;
    const b = ids[k + 1]!;
    if (a < 0 || b < 0) continue;
    const key = a * BIGRAM_BASE + b;
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}
