import {
  phraseSearch,
  searchHit,
  type CallableInput,
  type PhraseSearch,
  type MemoryPairDoc,
  type WithId,
} from '@tasklane/domain';
import { limit, orderBy, query, startAfter, where, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { call } from '../../../lib/callable';
import { fetchMemoryExport } from '../../../lib/files';
import { webRefs } from '../../../lib/data/refs';
import { useLiveDoc, useLiveQuery } from '../../../lib/data/live';

/** The most pairs a list or a search shows at once. */
export const MEMORY_PAGE_SIZE = 50;

/** The memory's count and monthly use (undefined while it has none). */
export function useMemorySummary(accountId: string) {
  const db = useFirestore();
  return useLiveDoc(`memory/${accountId}`, webRefs.memorySummary(db, accountId));
}

/** What a search asks for (tm/search.ts): its words in a row, the last one's start while it is typed. */
export const searchOf = (text: string) => phraseSearch(text);

/**
 * A page's pairs that meet the search (the query matched one key only): those whose English or
 * French sentence holds the phrase first, then those holding every word elsewhere.
 */
export function meetingSearch<P extends Pick<MemoryPairDoc, 'en' | 'fr'>>(pairs: P[], search: PhraseSearch): P[] {
  const hits = pairs.map((p) => ({ p, hit: searchHit([p.en, p.fr], search) })).filter((h) => h.hit > 0);
  return [...hits.filter((h) => h.hit === 2), ...hits.filter((h) => h.hit === 1)].map((h) => h.p);
}

export type PairSnap = QueryDocumentSnapshot<WithId<MemoryPairDoc>, MemoryPairDoc>;

/**
 * One page of 50 pairs after `cursor` (the previous page's last document; null for the first):
 * the newest first, or those holding one of the search's keys (its longest whole word, or the word
 * being typed and its opening, `hea*`), by document id. Each page is one bounded listener; a page
 * of fewer than 50 documents is the last. The phrase itself filters the page (holdsSearch), so a
 * page may show fewer than it read.
 */
export function useMemoryPage(accountId: string, search: string, cursor: PairSnap | null) {
  const db = useFirestore();
  const { keys } = searchOf(search);
  const pairs = webRefs.memoryPairs(db, accountId);
  const after = cursor ? [startAfter(cursor)] : [];
  const q = keys.length
    ? query(pairs, where('words', 'array-contains-any', keys), ...after, limit(MEMORY_PAGE_SIZE))
    : query(pairs, orderBy('createdAt', 'desc'), ...after, limit(MEMORY_PAGE_SIZE));
  const id = `memory-pairs/${accountId}/${keys.join('|')}/${cursor?.id ?? ''}`;
  return useLiveQuery(id, q, (d) => d as unknown as PairSnap);
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

/** Saves a file the server built, in the browser: text it sent, or bytes fetched. */
export function saveFile(fileName: string, mimeType: string, content: string | Blob): void {
  const blob = typeof content === 'string' ? new Blob([content], { type: mimeType }) : content;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Exports the memory and saves the file: in the callable's answer when small, else (a large
 * memory) the stored export file, downloaded through downloadFile.
 */
export async function exportAndSave(accountId: string, format: 'tmx' | 'csv'): Promise<void> {
  const out = await exportMemory(accountId, format);
  const body = out.content ?? (out.exportId ? await fetchMemoryExport(accountId, out.exportId) : '');
  saveFile(out.fileName, out.mimeType, body);
}
