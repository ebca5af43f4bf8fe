import type { Locale } from '../constants.js';
import { alignTexts } from './align.js';
import type { MemoryMatch } from './matcher.js';
import { normalizeSentence, segmentText } from './segment.js';

/**
 * What the drafter and the reviewer do with memory matches: a block of the prompt with its own
 * budget (the brand kit keeps its 6,000 characters), the offline drafter's verbatim reuse, and the
 * reviewer's consistency check.
 */
export const MEMORY_PROMPT_BUDGET = 3_000;

const LABELS = {
  en: {
    head: 'Translation memory (the customer’s approved sentences: reuse exact matches as they are, adapt close ones):',
    exact: 'exact',
    close: (p: number) => `${p} % similar`,
    omitted: (n: number) => `(${n} more match(es) left out for length)`,
  },
  fr: {
    head: 'Mémoire de traduction (phrases approuvées du client\u00a0: reprendre telles quelles les correspondances exactes, adapter les proches)\u00a0:',
    exact: 'exacte',
    close: (p: number) => `semblable à ${p}\u00a0%`,
    omitted: (n: number) => `(${n} autre(s) correspondance(s) omise(s) faute de place)`,
  },
} as const;

export interface MemoryPromptSection {
  text: string;
  included: number;
  omitted: number;
}

/** The matches as one block of the prompt, in the prompt's language, never longer than `budget`. */
export function memoryPromptSection(
  matches: readonly MemoryMatch[],
  language: Locale,
  budget = MEMORY_PROMPT_BUDGET,
): MemoryPromptSection {
  if (matches.length === 0) return { text: '', included: 0, omitted: 0 };
  const l = LABELS[language];
  const sorted = [...matches].sort((a, b) => Number(b.exact) - Number(a.exact) || b.similarity - a.similarity);
  let body = l.head;
  let included = 0;
  for (const m of sorted) {
    const tag = m.exact ? l.exact : l.close(Math.round(m.similarity * 100));
    const entry = `\n- [${tag}] ${m.source} = ${m.target}`;
    const note = `\n${l.omitted(sorted.length - included - 1)}`;
    if (body.length + entry.length + (included + 1 < sorted.length ? note.length : 0) > budget) break;
    body += entry;
    included += 1;
  }
  if (included === 0) return { text: '', included: 0, omitted: sorted.length };
  if (included < sorted.length) body += `\n${l.omitted(sorted.length - included)}`;
  return { text: body, included, omitted: sorted.length - included };
}

/**
 * The offline drafter's reuse: each sentence of `text` (in `from`) with an exact match is replaced
 * by the match's translation, verbatim. Other sentences stay as written for the reviewer.
 */
export function applyMemoryOffline(text: string, from: Locale, matches: readonly MemoryMatch[]): string {
  const exact = new Map<string, string>();
  for (const m of matches)
    if (m.exact && !exact.has(normalizeSentence(m.sentence))) exact.set(normalizeSentence(m.sentence), m.target);
  if (exact.size === 0) return text;
  let out = text;
  for (const sentence of segmentText(text, from).flat()) {
    const target = exact.get(normalizeSentence(sentence));
    if (target !== undefined) out = out.replace(sentence, target);
  }
  return out;
}

/** A sentence whose source has an approved translation in the memory, translated otherwise. */
export interface ConsistencyFinding {
  pairId: string;
  source: string;
  /** The memory's approved translation. */
  expected: string;
  /** How the work translated it, when the aligner could tell. */
  found: string | null;
}

/**
 * The reviewer's consistency check on a pair of texts (the source and its translation, or the two
 * texts of a bilingual task): for each source sentence with an approved exact match, the work must
 * hold the approved translation. Advisory: the reviewer may accept the difference.
 */
export function consistencyFindings(
  source: { text: string; language: Locale },
  work: string,
  matches: readonly MemoryMatch[],
): ConsistencyFinding[] {
  const approved = new Map<string, MemoryMatch>();
  for (const m of matches) if (m.exact && m.approved) approved.set(normalizeSentence(m.sentence), m);
  if (approved.size === 0) return [];
  const normWork = normalizeSentence(work);
  const aligned = source.language === 'en' ? alignTexts(source.text, work).pairs : alignTexts(work, source.text).pairs;
  const translationOf = new Map(
    aligned.map((p) => (source.language === 'en' ? [normalizeSentence(p.en), p.fr] : [normalizeSentence(p.fr), p.en])),
  );
  const out: ConsistencyFinding[] = [];
  for (const [key, m] of approved) {
    if (normWork.includes(normalizeSentence(m.target))) continue;
    out.push({ pairId: m.pairId, source: m.source, expected: m.target, found: translationOf.get(key) ?? null });
  }
  return out;
}
