import {
  normalizeSentence,
  sentenceWords,
  type CallableInput,
  type MemoryPairDoc,
  type WithId,
} from '@tasklane/domain';
import { limit, orderBy, query, startAfter, where, type QueryDocumentSnapshot } from 'firebase/firestore';
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

/**
 * A search's words, as the server stores them (normal forms, unique): the longest one keys the
 * query (likely the rarest), the others filter its results, so a pair shows when it holds every word.
 */
export function searchWords(text: string): { key: string; others: string[] } {
  const words = [...new Set(sentenceWords(normalizeSentence(text)))];
  const key = words.reduce((a, w) => (w.length > a.length ? w : a), '');
  return { key, others: words.filter((w) => w !== key) };
}

/** Whether a pair holds every word of a search (the query already holds the key word). */
export const holdsAll = (pair: Pick<MemoryPairDoc, 'words'>, others: readonly string[]) =>
  others.every((w) => pair.words.includes(w));

export type PairSnap = QueryDocumentSnapshot<WithId<MemoryPairDoc>, MemoryPairDoc>;

/**
 * One page of 50 pairs after `cursor` (the previous page's last document; null for the first):
 * the newest first, or those holding the search's key word (by document id). Each page is one
 * bounded listener; a page of fewer than 50 documents is the last. The other words of a search
 * filter the page, so a page may show fewer than it read.
 */
export function useMemoryPage(accountId: string, search: string, cursor: PairSnap | null) {
  const db = useFirestore();
  const { key } = searchWords(search);
  const pairs = webRefs.memoryPairs(db, accountId);
  const after = cursor ? [startAfter(cursor)] : [];
  const q = key
    ? query(pairs, where('words', 'array-contains', key), ...after, limit(MEMORY_PAGE_SIZE))
    : query(pairs, orderBy('createdAt', 'desc'), ...after, limit(MEMORY_PAGE_SIZE));
  return useLiveQuery(`memory-pairs/${accountId}/${key}/${cursor?.id ?? ''}`, q, (d) => d as unknown as PairSnap);
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
