import type { Locale } from './constants.js';

/**
 * A task in English and French: one order, drafted, reviewed, delivered and revised as two texts.
 * Network drafters get one prompt asking for both, the English first, then this line, then the
 * French; the server splits the reply on it, so one provider call (and one kit section in the
 * prompt) serves both texts.
 */
export const BILINGUAL_SEPARATOR = '=== FRANÇAIS ===';

export function isBilingual(task: { bilingual?: boolean | null }): boolean {
  return task.bilingual === true;
}

/** The languages a task's work is in: both for a bilingual task, else its language. */
export function taskLanguages(task: { language: Locale; bilingual?: boolean | null }): Locale[] {
  return isBilingual(task) ? ['en', 'fr'] : [task.language];
}

/**
 * The instruction a bilingual task's prompt ends with, in the prompt's language. The two texts are
 * written paragraph for paragraph so the translation memory's aligner can pair their sentences on
 * delivery (DECISIONS, Translation memory).
 */
export const BILINGUAL_INSTRUCTION: Record<Locale, string> = {
  en: `Write the deliverable twice, in English and in Canadian French, each complete and natural on its own (not a word-for-word translation) but paragraph for paragraph: the same paragraphs in the same order, each French paragraph saying what its English one says, one sentence for one sentence where the language allows. First the English, then a line holding only "${BILINGUAL_SEPARATOR}", then the French. Use the glossary's approved term in each language, and the translation memory's approved sentences where they fit.`,
  fr: `Rédiger le livrable deux fois, en anglais et en français canadien, chacun complet et naturel (pas une traduction mot à mot) mais paragraphe par paragraphe : les mêmes paragraphes dans le même ordre, chaque paragraphe français disant ce que dit son paragraphe anglais, une phrase pour une phrase quand la langue le permet. D’abord l’anglais, puis une ligne contenant seulement « ${BILINGUAL_SEPARATOR} », puis le français. Employer le terme approuvé du glossaire dans chaque langue, et les phrases approuvées de la mémoire de traduction quand elles conviennent.`,
};

/** Joins the two texts of a bilingual draft the way a network drafter is asked to answer. */
export function joinBilingualDraft(en: string, fr: string): string {
  return `${en.trim()}\n\n${BILINGUAL_SEPARATOR}\n\n${fr.trim()}`;
}

/**
 * Splits a bilingual draft on its separator line. A reply without one is kept whole as the
 * English text and the French is left empty for the reviewer, rather than guessing a split.
 */
export function splitBilingualDraft(text: string): { en: string; fr: string } {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((l) => l.trim() === BILINGUAL_SEPARATOR);
  if (at === -1) return { en: text.trim(), fr: '' };
  return {
    en: lines.slice(0, at).join('\n').trim(),
    fr: lines
      .slice(at + 1)
      .join('\n')
      .trim(),
  };
}

/** The one file with both texts the customer can download: English, then French, each headed. */
export function bilingualDeliveryFile(title: string, en: string, fr: string): string {
  return [`${title}`, '', '## English', '', en.trim(), '', '## Français', '', fr.trim(), ''].join('\n');
}
