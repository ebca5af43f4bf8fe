import type { Locale } from '../constants.js';
import { isBilingual } from '../bilingual.js';

/** The task fields the memory looks at. */
interface MemoryTask {
  language: Locale;
  bilingual?: boolean | null;
  sourceLanguage?: Locale | null;
  sourceText: string;
  brief: string;
  result?: string | null;
  resultFr?: string | null;
}

/**
 * Whether a task is in or into both languages, so the memory applies to it: a bilingual task, or
 * one whose source text is in the other language than its result (the form records the source's
 * language for translation and proofreading work).
 */
export function usesMemory(task: MemoryTask): boolean {
  return isBilingual(task) || isCrossLanguage(task);
}

function isCrossLanguage(task: MemoryTask): boolean {
  return !!task.sourceLanguage && task.sourceLanguage !== task.language && task.sourceText.trim() !== '';
}

/** The English and French texts a delivered task adds to the memory, or null when it adds none. */
export function memoryTextsOf(task: MemoryTask): { en: string; fr: string } | null {
  if (isBilingual(task)) {
    const en = task.result ?? '';
    const fr = task.resultFr ?? '';
    return en.trim() && fr.trim() ? { en, fr } : null;
  }
  if (isCrossLanguage(task) && task.result?.trim()) {
    return task.sourceLanguage === 'en'
      ? { en: task.sourceText, fr: task.result }
      : { en: task.result, fr: task.sourceText };
  }
  return null;
}

/** The texts the drafter looks up in the memory, each in its own language: the brief, then the source. */
export function memoryLookupsOf(task: MemoryTask): { text: string; language: Locale }[] {
  if (!usesMemory(task)) return [];
  const sourceLanguage = task.sourceLanguage ?? task.language;
  return [
    { text: task.brief, language: task.language },
    ...(task.sourceText.trim() ? [{ text: task.sourceText, language: sourceLanguage }] : []),
  ];
}
