import {
  memoryLookupsOf,
  normalizeSentence,
  type Locale,
  type MemoryIndex,
  type MemoryMatch,
  type Task,
} from '@tasklane/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from '../admin.js';
import { loadMemoryIndex } from './store.js';

/** The most matches a draft keeps for the reviewer (the prompt takes what its budget allows). */
export const MAX_KEPT_MATCHES = 200;

export interface DraftMemory {
  /** Matches for the brief and source (the prompt's), best per sentence. */
  matches: MemoryMatch[];
  index: MemoryIndex | null;
  reads: number;
}

/**
 * The memory's exact and close matches for a task in or into both languages: the sentences of its
 * brief and source, each in its language. Other tasks read nothing.
 */
export async function memoryForDraft(
  task: Pick<Task, 'language' | 'bilingual' | 'sourceLanguage' | 'sourceText' | 'brief'>,
  accountId: string,
  db: Firestore = defaultDb,
): Promise<DraftMemory> {
  const lookups = memoryLookupsOf(task);
  if (lookups.length === 0) return { matches: [], index: null, reads: 0 };
  const { index, count, reads } = await loadMemoryIndex(accountId, db);
  if (count === 0) return { matches: [], index: null, reads };
  const matches = lookups.flatMap(({ text, language }) => index.matchText(text, language, 1));
  return { matches: dedupe(matches).slice(0, MAX_KEPT_MATCHES), index, reads };
}

/** The matches for the draft's own sentences (what the reviewer sees beside each), with the prompt's. */
export function reviewMatches(draft: DraftMemory, texts: readonly { text: string; language: Locale }[]): MemoryMatch[] {
  if (!draft.index) return [];
  const index = draft.index;
  const own = texts.flatMap(({ text, language }) => (text.trim() ? index.matchText(text, language, 2) : []));
  return dedupe([...draft.matches, ...own]).slice(0, MAX_KEPT_MATCHES);
}

function dedupe(matches: readonly MemoryMatch[]): MemoryMatch[] {
  const seen = new Set<string>();
  return matches.filter((m) => {
    const key = `${normalizeSentence(m.sentence)}\u0000${m.pairId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
