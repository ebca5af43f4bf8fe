import { accountOf, consistencyFindings, isBilingual, memoryLookupsOf } from '@tasklane/domain';
import { defineCallable } from '../lib/callable.js';
import { col } from '../lib/collections.js';
import { assertStaffOnTask } from '../lib/reviewers.js';
import { loadMemoryIndex } from '../lib/translation-memory/store.js';

/**
 * The reviewer's consistency check, on the texts being edited: every sentence of the source (or,
 * for a bilingual task, of the English text) with an approved translation in the account's memory
 * must carry that translation. Returns the findings and the matches for the work's sentences.
 * Staff on the task only (a reviewer's own task or the pool).
 */
export const checkMemoryConsistency = defineCallable('checkMemoryConsistency', 'staff', async (input, caller) => {
  const task = (await col.task(input.taskId).get()).data();
  assertStaffOnTask({ uid: caller.uid, isAdmin: caller.isAdmin, isReviewer: caller.isReviewer }, task);
  if (memoryLookupsOf(task).length === 0) return { findings: [], matches: [] };
  const { index, count } = await loadMemoryIndex(accountOf(task));
  if (count === 0) return { findings: [], matches: [] };
  // A bilingual task: the English text is the source of the French; otherwise the task's source.
  const bilingual = isBilingual(task);
  const source = bilingual
    ? { text: input.result, language: 'en' as const }
    : { text: task.sourceText, language: task.sourceLanguage ?? task.language };
  const work = bilingual ? (input.resultFr ?? '') : input.result;
  const matches = index.matchText(source.text, source.language, 2);
  return { findings: consistencyFindings(source, work, matches), matches: matches.slice(0, 200) };
});
