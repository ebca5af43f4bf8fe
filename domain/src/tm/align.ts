import type { Locale } from '../constants.js';
import { normalizeSentence, segmentText } from './segment.js';

/**
 * Pairs the sentences of an English text and its French counterpart: paragraphs first, then the
 * sentences of each paired paragraph, by a Gale–Church style dynamic programme on lengths. Only
 * confident one-to-one pairs are kept (a plausible length ratio, the same numbers on both sides);
 * every other sentence is counted in `leftOut` and not guessed at.
 */

/** French runs about 15 % longer than English; a confident pair stays within these ratios (fr ÷ en). */
export const FR_EN_RATIO = { expected: 1.15, min: 0.7, max: 1.9 } as const;
/** The longest sentence the memory keeps, per side, in characters. */
export const MAX_SEGMENT_CHARS = 400;

export interface AlignedPair {
  en: string;
  fr: string;
}

export interface Alignment {
  pairs: AlignedPair[];
  /** Sentences (English and French together) that were not paired with confidence. */
  leftOut: number;
}

type Move = [number, number];
const MOVES: Move[] = [
  [1, 1],
  [1, 0],
  [0, 1],
  [2, 1],
  [1, 2],
];
const SKIP_COST = 2.5;
const MERGE_COST = 0.8;

function lengthCost(en: number, fr: number): number {
  return Math.abs(Math.log((fr + 1) / ((en + 1) * FR_EN_RATIO.expected)));
}

/**
 * The cheapest path through two sequences of lengths: which units go together (one to one, one to
 * none, two to one). Returns the groups in order.
 */
export function alignLengths(en: readonly number[], fr: readonly number[]): { en: number[]; fr: number[] }[] {
  const n = en.length;
  const m = fr.length;
  const cost: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(Infinity));
  const back: (Move | null)[][] = Array.from({ length: n + 1 }, () => new Array<Move | null>(m + 1).fill(null));
  cost[0]![0] = 0;
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      const here = cost[i]![j]!;
      if (here === Infinity) continue;
      for (const mv of MOVES) {
        const [di, dj] = mv;
        if (i + di > n || j + dj > m) continue;
        let c: number;
        if (di === 0 || dj === 0) c = SKIP_COST;
        else {
          const le = en.slice(i, i + di).reduce((a, b) => a + b, 0);
          const lf = fr.slice(j, j + dj).reduce((a, b) => a + b, 0);
          c = lengthCost(le, lf) + (di + dj > 2 ? MERGE_COST : 0);
        }
        if (here + c < cost[i + di]![j + dj]!) {
          cost[i + di]![j + dj] = here + c;
          back[i + di]![j + dj] = mv;
        }
      }
    }
  }
  const groups: { en: number[]; fr: number[] }[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const [di, dj] = back[i]![j]!;
    groups.unshift({
      en: Array.from({ length: di }, (_, k) => i - di + k),
      fr: Array.from({ length: dj }, (_, k) => j - dj + k),
    });
    i -= di;
    j -= dj;
  }
  return groups;
}

const numbersOf = (s: string) => (normalizeSentence(s).match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(',', '.'));

/** Whether one English and one French sentence make a pair the memory can trust. */
export function confidentPair(en: string, fr: string): boolean {
  if (!en.trim() || !fr.trim() || en.length > MAX_SEGMENT_CHARS || fr.length > MAX_SEGMENT_CHARS) return false;
  const ratio = fr.length / en.length;
  // Short sentences ("Yes.", « Oui. ») vary more; they still need the same numbers.
  const short = Math.max(en.length, fr.length) < 20;
  if (!short && (ratio < FR_EN_RATIO.min || ratio > FR_EN_RATIO.max)) return false;
  return numbersOf(en).sort().join(' ') === numbersOf(fr).sort().join(' ');
}

/** Aligns the sentences of two texts (`en` English, `fr` French). */
export function alignTexts(enText: string, frText: string): Alignment {
  const enParas = segmentText(enText, 'en' satisfies Locale);
  const frParas = segmentText(frText, 'fr' satisfies Locale);
  const chars = (p: string[]) => p.reduce((a, s) => a + s.length, 0);
  // Equal paragraph counts are taken as they stand; otherwise the paragraphs are aligned too.
  const paraGroups =
    enParas.length === frParas.length
      ? enParas.map((_, k) => ({ en: [k], fr: [k] }))
      : alignLengths(enParas.map(chars), frParas.map(chars));
  const pairs: AlignedPair[] = [];
  let leftOut = 0;
  for (const g of paraGroups) {
    const enS = g.en.flatMap((k) => enParas[k]!);
    const frS = g.fr.flatMap((k) => frParas[k]!);
    if (g.en.length !== 1 || g.fr.length !== 1) {
      leftOut += enS.length + frS.length;
      continue;
    }
    for (const sg of alignLengths(
      enS.map((s) => s.length),
      frS.map((s) => s.length),
    )) {
      const en = sg.en.length === 1 && sg.fr.length === 1 ? enS[sg.en[0]!]! : null;
      const fr = en !== null ? frS[sg.fr[0]!]! : null;
      if (en !== null && fr !== null && confidentPair(en, fr)) pairs.push({ en, fr });
      else leftOut += sg.en.length + sg.fr.length;
    }
  }
  return { pairs, leftOut };
}
