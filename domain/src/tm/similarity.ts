/**
 * How alike two sentences are, on their words: 1 − word edit distance ÷ the longer sentence's
 * word count. Close means at least CLOSE_MATCH (DECISIONS, Translation memory).
 */
export const CLOSE_MATCH = 0.75;

/**
 * Word-level Levenshtein distance, or `max + 1` as soon as it must exceed `max` (the matcher only
 * needs to know whether a candidate is close). Words are compared as given (normalise first).
 */
export function wordEditDistance<T>(a: ArrayLike<T>, b: ArrayLike<T>, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let prev = new Array<number>(b.length + 1);
  let cur = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length]!;
}

/** 1 − distance ÷ longer length; two empty sentences are identical. */
export function wordSimilarity<T>(a: readonly T[], b: readonly T[]): number {
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  return 1 - wordEditDistance(a, b) / longer;
}

/** The most edits a sentence of `longer` words may take from another and still be close. */
export function maxCloseEdits(longer: number): number {
  return Math.floor((1 - CLOSE_MATCH) * longer + 1e-9);
}
