/** Words as a person counts them: runs of letters, digits, apostrophes or hyphens, in any script. */
export function countWords(text: string): number {
  const matches = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu);
  return matches ? matches.length : 0;
}

/** Rows of a pasted CSV/TSV sheet, ignoring blank trailing lines. */
export function countSheetRows(text: string): number {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '').length;
}

// Control (Cc) and format (Cf) characters: NUL, bidi overrides (U+202E), zero-width joiners and
// the like. They are invisible, can reorder what a reader sees, and have no place in a name.
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/gu;
const CONTROL_OR_FORMAT_KEEPING_LINES = /(?![\t\n])[\p{Cc}\p{Cf}]/gu;

/** One-line person-entered text (names, titles, subjects): NFC, control and format characters removed. */
export function cleanLine(text: string): string {
  return text.normalize('NFC').replace(CONTROL_OR_FORMAT, '');
}

/** Multi-line person-entered text (briefs, messages): as cleanLine, but tabs and line breaks stay. */
export function cleanMultiline(text: string): string {
  return text.replace(/\r\n?/g, '\n').normalize('NFC').replace(CONTROL_OR_FORMAT_KEEPING_LINES, '');
}

/** Characters a reader can see: letters, digits, punctuation and symbols (not spaces or marks alone). */
export function visibleLength(text: string): number {
  return (text.match(/[\p{L}\p{N}\p{P}\p{S}]/gu) ?? []).length;
}
