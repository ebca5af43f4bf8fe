/** Words as a person counts them: runs of letters, digits, apostrophes or hyphens, in any script. */
export function countWords(text: string): number {
  const matches = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu);
  return matches ? matches.length : 0;
}

/** Rows of a pasted CSV/TSV sheet, ignoring blank trailing lines. */
export function countSheetRows(text: string): number {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '').length;
}
