import type { Category, Tier } from './constants.js';
import { numberFormat } from './intl.js';
import { bilingualSurchargeOf, classOf } from './settings/defaults.js';
import type { PublicSettings as Settings } from './settings/schema.js';

export interface Price {
  taskClass: ReturnType<typeof classOf>;
  baseCredits: number;
  surchargeCredits: number;
  /** Credits added because the task is ordered in English and French (0 for one language). */
  bilingualCredits: number;
  credits: number;
  cad: number;
}

/** What besides the category and tier changes a task's price. */
export interface PriceOptions {
  /** Ordered in English and French at once. */
  bilingual?: boolean;
}

/**
 * Price = base credits of the category's class + the tier's surcharge (+ the bilingual surcharge
 * for a task in both languages), all read from settings so admins can change them.
 */
export function priceOf(category: Category, tier: Tier, settings: Settings, opts: PriceOptions = {}): Price {
  const taskClass = classOf(category, settings);
  const baseCredits = settings.classBaseCredits[taskClass];
  const surchargeCredits = settings.tiers[tier].surchargeCredits;
  const bilingualCredits = opts.bilingual ? bilingualSurchargeOf(settings) : 0;
  const credits = baseCredits + surchargeCredits + bilingualCredits;
  return { taskClass, baseCredits, surchargeCredits, bilingualCredits, credits, cad: creditsToCad(credits, settings) };
}

export function creditsToCad(credits: number, settings: Settings): number {
  return Math.round(credits * settings.creditPriceCad * 100) / 100;
}

/** Formats CAD for a locale: 29 → "$29.00" (en-CA) or "29,00 $" (fr-CA). */
export function formatCad(amount: number, locale: string): string {
  return numberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(amount);
}
