import { normalizeSentence, sentenceWords, type CallableInput } from '@tasklane/domain';
import { limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';
import { useLiveDoc, useLiveQuery } from '../../../lib/data/live';

/** The most pairs a list or a search shows at once. */
export const MEMORY_PAGE_SIZE = 50;

/** The memory's count and monthly use (undefined while it has none). */
export function useMemorySummary(accountId: string) {
  const db = useFirestore();
  return useLiveDoc(`memory/${accountId}`, webRefs.memorySummary(db, accountId));
}

/** The first word of a search, as the server stores words (normal form), or '' for none. */
export function searchWord(text: string): string {
  return sentenceWords(normalizeSentence(text))[0] ?? '';
}

/**
 * The newest pairs, or those holding a word in either language: one bounded query either way
 * (a word search uses the pair's stored words, so no index beyond Firestore's own is needed).
 */
export function useMemoryPairs(accountId: string, search: string) {
  const db = useFirestore();
  const word = searchWord(search);
  const pairs = webRefs.memoryPairs(db, accountId);
  const q = word
    ? query(pairs, where('words', 'array-contains', word), limit(MEMORY_PAGE_SIZE))
    : query(pairs, orderBy('createdAt', 'desc'), limit(MEMORY_PAGE_SIZE));
  return useLiveQuery(`memory-pairs/${accountId}/${word}`, q);
}

export const editPair = (input: CallableInput<'editMemoryPair'>) => call('editMemoryPair', input);
export const deletePair = (accountId: string, pairId: string) => call('deleteMemoryPair', { accountId, pairId });
export const importMemory = (input: CallableInput<'importMemory'>) => call('importMemory', input);
export const exportMemory = (accountId: string, format: 'tmx' | 'csv') => call('exportMemory', { accountId, format });
export const alignTexts = (input: CallableInput<'alignMemoryTexts'>) => call('alignMemoryTexts', input);

/** The month before this one, as the summary counts it (YYYY-MM, UTC). */
export function lastMonthKey(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/** Saves a file the server built, in the browser. */
export function saveFile(fileName: string, mimeType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
