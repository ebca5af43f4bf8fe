// A typed factory for brand kits, kept apart from factories.ts so the kit's tests own their data shape.
import { EMPTY_BRAND_KIT, type BrandKit, type GlossaryPair } from '@tasklane/domain';

/** A brand kit as saveBrandKit stores it; `glossary` defaults to a few maple-syrup terms. */
export function brandKitDoc(accountId: string, overrides: Partial<BrandKit> = {}): BrandKit {
  return {
    ...EMPTY_BRAND_KIT,
    description: 'A sugar shack in Gatineau selling maple products.',
    audience: 'Families in the Outaouais',
    voice: ['warm', 'plain'],
    wordsToUse: ['homemade'],
    wordsToAvoid: ['cheap'],
    signOff: 'À bientôt à la cabane! — The Lavoie family',
    glossary: [
      { en: 'maple taffy', fr: 'tire d’érable' },
      { en: 'sugar shack', fr: 'cabane à sucre' },
      { en: 'sap run', fr: 'coulée des sucres' },
    ],
    colours: ['#7a3e12'],
    accountId,
    logo: null,
    updatedBy: accountId,
    updatedAt: new Date(),
    ...overrides,
  };
}

/** `n` distinct pairs ("term 1" = "terme 1", …), for limits and the prompt budget. */
export function manyPairs(n: number, offset = 0): GlossaryPair[] {
  return Array.from({ length: n }, (_, i) => ({
    en: `product term ${i + offset + 1}`,
    fr: `terme produit ${i + offset + 1}`,
  }));
}
