import { brandKitInputSchema, type BrandKitInput } from '@tasklane/domain';
import type { FieldError } from 'react-hook-form';
import { z } from '../../../lib/zod';

// The brand kit as the form edits it: word lists and colours typed as text, checked as lists.
// Lists are edited as one line of text (commas, or line breaks for words) and checked as lists.
const listOf = (split: RegExp, schema: z.ZodType<string[], string[]>) =>
  z
    .string()
    .transform((v) =>
      v
        .split(split)
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(schema);

/** The form's shape: the domain kit, with its word lists and colours typed as text. */
export const brandKitFormSchema = brandKitInputSchema.extend({
  voice: listOf(/,/, brandKitInputSchema.shape.voice),
  wordsToUse: listOf(/[,\n]/, brandKitInputSchema.shape.wordsToUse),
  wordsToAvoid: listOf(/[,\n]/, brandKitInputSchema.shape.wordsToAvoid),
  colours: listOf(/[\s,]+/, brandKitInputSchema.shape.colours),
});
export type BrandKitFormValues = z.input<typeof brandKitFormSchema>;

export function toFormValues(kit: BrandKitInput): BrandKitFormValues {
  return {
    ...kit,
    voice: kit.voice.join(', '),
    wordsToUse: kit.wordsToUse.join(', '),
    wordsToAvoid: kit.wordsToAvoid.join(', '),
    colours: kit.colours.join(', '),
    glossary: kit.glossary.map((p) => ({ ...p })),
  };
}

/** A list field's error: the list's own (too many) or its first item's (too long). */
export function firstError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error as FieldError;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstError(value);
    if (found) return found;
  }
  return undefined;
}
