import type { Category, Tier } from './constants.js';
import { classOf } from './settings-defaults.js';
import type { PublicSettings as Settings } from './settings.js';

export interface Price {
  taskClass: ReturnType<typeof classOf>;
  baseCredits: number;
  surchargeCredits: number;
  credits: number;
  cad: number;
}

/** Price = base credits of the category's class + the tier's surcharge, both read from settings so admins can change them. */
export function priceOf(category: Category, tier: Tier, settings: Settings): Price {
  const taskClass = classOf(category, settings);
  const baseCredits = settings.classBaseCredits[taskClass];
  const surchargeCredits = settings.tiers[tier].surchargeCredits;
  const credits = baseCredits + surchargeCredits;
  return { taskClass, baseCredits, surchargeCredits, credits, cad: creditsToCad(credits, settings) };
}

export function creditsToCad(credits: number, settings: Settings): number {
  return Math.round(credits * settings.creditPriceCad * 100) / 100;
}

/** Formats CAD for a locale: 29 → "$29.00" (en-CA) or "29,00 $" (fr-CA). */
export function formatCad(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(amount);
}
