// Canadian sales taxes on what a card pays. Pure and zod-free so the web, the functions and the
// receipts all compute the same cents from the same table.
import { collator, dateTimeFormat, numberFormat } from './intl.js';

export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type Province = (typeof PROVINCES)[number];

export const TAX_CODES = ['GST', 'HST', 'QST', 'PST'] as const;
export type TaxCode = (typeof TAX_CODES)[number];

/** One tax charged on an amount. `rateBps` is in basis points (QST 9.975 % = 997.5). */
export interface TaxLine {
  code: TaxCode;
  rateBps: number;
  amountCents: number;
}

export interface TaxRate {
  code: TaxCode;
  rateBps: number;
  /**
   * False for a provincial sales tax that may or may not apply to these services (BC PST,
   * Manitoba RST, Saskatchewan PST): it stays in the table, ready to switch on once an
   * accountant confirms it, but is never charged while false.
   */
  charged: boolean;
}

export interface TaxPeriod {
  /** First day the rates apply, inclusive, as a calendar date in America/Toronto. */
  from: string;
  rates: TaxRate[];
}

const gst: TaxRate = { code: 'GST', rateBps: 500, charged: true };
const hst = (rateBps: number): TaxRate => ({ code: 'HST', rateBps, charged: true });
const pstNotCharged = (rateBps: number): TaxRate => ({ code: 'PST', rateBps, charged: false });

/** The service started long after this date; an earlier date is a bug, not a historical rate. */
export const TAX_TABLE_START = '2020-01-01';

/** Effective-dated rates per province or territory, oldest period first. */
export const TAX_TABLE: Record<Province, readonly TaxPeriod[]> = {
  AB: [{ from: TAX_TABLE_START, rates: [gst] }],
  BC: [{ from: TAX_TABLE_START, rates: [gst, pstNotCharged(700)] }],
  MB: [{ from: TAX_TABLE_START, rates: [gst, pstNotCharged(700)] }],
  NB: [{ from: TAX_TABLE_START, rates: [hst(1500)] }],
  NL: [{ from: TAX_TABLE_START, rates: [hst(1500)] }],
  NS: [
    { from: TAX_TABLE_START, rates: [hst(1500)] },
    { from: '2025-04-01', rates: [hst(1400)] },
  ],
  NT: [{ from: TAX_TABLE_START, rates: [gst] }],
  NU: [{ from: TAX_TABLE_START, rates: [gst] }],
  ON: [{ from: TAX_TABLE_START, rates: [hst(1300)] }],
  PE: [{ from: TAX_TABLE_START, rates: [hst(1500)] }],
  QC: [{ from: TAX_TABLE_START, rates: [gst, { code: 'QST', rateBps: 997.5, charged: true }] }],
  SK: [{ from: TAX_TABLE_START, rates: [gst, pstNotCharged(600)] }],
  YT: [{ from: TAX_TABLE_START, rates: [gst] }],
};

export const PROVINCE_NAMES: Record<Province, { en: string; fr: string }> = {
  AB: { en: 'Alberta', fr: 'Alberta' },
  BC: { en: 'British Columbia', fr: 'Colombie-Britannique' },
  MB: { en: 'Manitoba', fr: 'Manitoba' },
  NB: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
  NL: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
  NS: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
  NT: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
  NU: { en: 'Nunavut', fr: 'Nunavut' },
  ON: { en: 'Ontario', fr: 'Ontario' },
  PE: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
  QC: { en: 'Québec', fr: 'Québec' },
  SK: { en: 'Saskatchewan', fr: 'Saskatchewan' },
  YT: { en: 'Yukon', fr: 'Yukon' },
};

/** How each tax is named on a Canadian invoice in each language. */
export const TAX_NAMES: Record<TaxCode, { en: string; fr: string }> = {
  GST: { en: 'GST', fr: 'TPS' },
  HST: { en: 'HST', fr: 'TVH' },
  QST: { en: 'QST', fr: 'TVQ' },
  PST: { en: 'PST', fr: 'TVP' },
};

export function isProvince(value: unknown): value is Province {
  return typeof value === 'string' && (PROVINCES as readonly string[]).includes(value);
}

/** Province names sorted for a select in the reader's language (accents sort as people expect). */
export function provinceOptions(locale: 'en' | 'fr'): { code: Province; name: string }[] {
  const order = collator(locale === 'fr' ? 'fr-CA' : 'en-CA');
  return PROVINCES.map((code) => ({ code, name: PROVINCE_NAMES[code][locale] })).sort((a, b) =>
    order.compare(a.name, b.name),
  );
}

const TORONTO_DAY = { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/** The calendar date of an instant in America/Toronto, as YYYY-MM-DD. */
export function torontoDateOf(at: Date): string {
  const parts = Object.fromEntries(
    dateTimeFormat('en-CA', TORONTO_DAY)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The rates in force in a province on the Toronto calendar day of `at`, charged or not. */
export function taxRatesAt(province: Province, at: Date): readonly TaxRate[] {
  if (Number.isNaN(at.getTime())) throw new RangeError('tax_date_invalid');
  const day = torontoDateOf(at);
  const periods = TAX_TABLE[province];
  let current: TaxPeriod | undefined;
  for (const period of periods) if (period.from <= day) current = period;
  if (!current) throw new RangeError(`no tax rates for ${province} on ${day}`);
  return current.rates;
}

/**
 * `amountCents × rateBps / 10000`, rounded half up to the cent (half away from zero for a
 * negative amount, so a credit note mirrors its receipt). Integer arithmetic on the rate in
 * thousandths of a basis point keeps 9.975 % exact where a float would drift.
 */
export function taxOnCents(amountCents: number, rateBps: number): number {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError('amount_cents_not_integer');
  const rateMilliBps = Math.round(rateBps * 1000);
  const scale = 10_000_000;
  const product = Math.abs(amountCents) * rateMilliBps;
  if (!Number.isSafeInteger(product)) throw new RangeError('amount_too_large');
  const rounded = Math.floor((product + scale / 2) / scale);
  return amountCents < 0 ? -rounded : rounded;
}

/**
 * The taxes a customer in `province` pays on `subtotalCents` at instant `at`: each tax computed
 * on the line and rounded half up to the cent, as on a Canadian invoice.
 */
export function computeTaxes(
  province: Province,
  subtotalCents: number,
  at: Date,
): { lines: TaxLine[]; taxCents: number; totalCents: number } {
  if (!isProvince(province)) throw new RangeError(`unknown province ${String(province)}`);
  const lines = taxRatesAt(province, at)
    .filter((r) => r.charged)
    .map((r) => ({ code: r.code, rateBps: r.rateBps, amountCents: taxOnCents(subtotalCents, r.rateBps) }));
  const taxCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  return { lines, taxCents, totalCents: subtotalCents + taxCents };
}

/** Integer cents → "$1,234.50" (en-CA) or "1 234,50 $" (fr-CA). */
export function formatCents(cents: number, locale: 'en' | 'fr'): string {
  return numberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);
}

/** A rate in basis points → "13%" / "9.975%" (en-CA) or "13 %" / "9,975 %" (fr-CA). */
export function formatRateBps(rateBps: number, locale: 'en' | 'fr'): string {
  return numberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'percent', maximumFractionDigits: 3 }).format(
    rateBps / 10000,
  );
}

/** CAD dollars from settings (packs, credit price) → integer cents, without float drift. */
export function cadToCents(cad: number): number {
  return Math.round(cad * 100);
}
