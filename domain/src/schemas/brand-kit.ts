import { z } from 'zod';
import { cleanLine, cleanMultiline, countWords } from '../text.js';
import { docIdField, timestampLike } from './common.js';

// The collection that holds one brand kit per paying account, keyed by the account id.
export { BRAND_KITS_COLLECTION } from '../collection-names.js';

/** How much a kit may hold: enough for a small business's voice, small enough for one prompt. */
export const BRAND_KIT_LIMITS = {
  descriptionWords: 500,
  audienceChars: 500,
  voiceAdjectives: 5,
  adjectiveChars: 30,
  wordListEntries: 50,
  wordChars: 60,
  signOffChars: 300,
  glossaryPairs: 300,
  termChars: 120,
  colours: 6,
} as const;

// Line breaks and tabs inside a one-line entry become one space (a spreadsheet cell may hold them).
const line = (max: number, tooLong: string) =>
  z
    .string()
    .overwrite((v) => cleanLine(v.replace(/\s+/g, ' ')))
    .trim()
    .max(max, tooLong);

const wordList = (code: string) =>
  z
    .array(line(BRAND_KIT_LIMITS.wordChars, `${code}_word_too_long`).min(1, `${code}_word_required`))
    .max(BRAND_KIT_LIMITS.wordListEntries, `${code}_too_many`);

/** One approved EN ↔ FR pair: names, products and terms of art the customer wants said their way. */
export const glossaryPairSchema = z.object({
  en: line(BRAND_KIT_LIMITS.termChars, 'glossary_term_too_long').min(1, 'glossary_term_required'),
  fr: line(BRAND_KIT_LIMITS.termChars, 'glossary_term_too_long').min(1, 'glossary_term_required'),
});
export type GlossaryPair = z.infer<typeof glossaryPairSchema>;

/** What the customer edits on /brand; the saveBrandKit callable parses the same schema. */
export const brandKitInputSchema = z.object({
  description: z
    .string()
    .overwrite(cleanMultiline)
    .trim()
    .refine((v) => countWords(v) <= BRAND_KIT_LIMITS.descriptionWords, 'kit_description_too_long'),
  audience: z.string().overwrite(cleanMultiline).trim().max(BRAND_KIT_LIMITS.audienceChars, 'audience_too_long'),
  voice: z
    .array(line(BRAND_KIT_LIMITS.adjectiveChars, 'voice_word_too_long').min(1, 'voice_word_required'))
    .max(BRAND_KIT_LIMITS.voiceAdjectives, 'voice_too_many'),
  wordsToUse: wordList('use'),
  wordsToAvoid: wordList('avoid'),
  signOff: z.string().overwrite(cleanMultiline).trim().max(BRAND_KIT_LIMITS.signOffChars, 'sign_off_too_long'),
  glossary: z.array(glossaryPairSchema).max(BRAND_KIT_LIMITS.glossaryPairs, 'glossary_too_many'),
  colours: z
    .array(
      z
        .string()
        .trim()
        .regex(/^#[0-9a-fA-F]{6}$/, 'colour_invalid'),
    )
    .max(BRAND_KIT_LIMITS.colours, 'colours_too_many'),
});
export type BrandKitInput = z.infer<typeof brandKitInputSchema>;

/**
 * A file already stored for the account (the same metadata the upload path records for task
 * files). Only the server sets it, so a client can never point a kit at someone else's object.
 */
export const brandLogoSchema = z.object({
  path: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  /** The upload's file id (absent on a logo recorded before uploads had one). */
  id: z.string().optional(),
});
export type BrandLogo = z.infer<typeof brandLogoSchema>;

/** brandKits/{accountId}: written only by the saveBrandKit callable. */
export const brandKitSchema = brandKitInputSchema.extend({
  accountId: z.string(),
  logo: brandLogoSchema.nullable().default(null),
  updatedBy: z.string(),
  updatedAt: timestampLike,
});
export type BrandKit = z.infer<typeof brandKitSchema>;

/** The kit as the drafter, the reviewer and the brief check read it (no bookkeeping fields). */
export type BrandKitContent = BrandKitInput;

export const EMPTY_BRAND_KIT: BrandKitInput = {
  description: '',
  audience: '',
  voice: [],
  wordsToUse: [],
  wordsToAvoid: [],
  signOff: '',
  glossary: [],
  colours: [],
};

/** Deleting an account's whole kit, its logo file included. */
export const deleteBrandKitContract = {
  input: z.object({ accountId: docIdField.optional() }),
  output: z.object({ deleted: z.boolean() }),
};

export const saveBrandKitContract = {
  input: z.object({ accountId: docIdField.optional(), kit: brandKitInputSchema }),
  output: z.object({ accountId: z.string(), glossaryPairs: z.number() }),
};
