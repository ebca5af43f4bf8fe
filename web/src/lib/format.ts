import { dateTimeFormat, numberFormat, TIME_ZONE, toMillis } from '@tasklane/domain';
import { intlLocale } from './i18n';

type TimeLike = Parameters<typeof toMillis>[0];

/** A date and time in Toronto time, in the reader's language. */
export function formatDateTime(value: TimeLike | number, locale: string): string {
  const ms = typeof value === 'number' ? value : toMillis(value);
  if (ms === null) return '';
  return dateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(
    ms,
  );
}

/** A whole number in the reader's language (1,234 / 1 234). */
export function formatCount(n: number, locale: string): string {
  return numberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(n);
}

/** Integer cents as CAD in the reader's language ($1,234.50 / 1 234,50 $). */
export function formatMoneyCents(cents: number, locale: string): string {
  return numberFormat(intlLocale(locale), { style: 'currency', currency: 'CAD' }).format(cents / 100);
}

/** A 0–1 rate as a percentage (87.5% / 87,5 %); null shows a dash. */
export function formatRate(rate: number | null, locale: string): string {
  if (rate === null) return '—';
  return numberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** A statistics month ('YYYY-MM') as "Nov 2026" / "nov. 2026". */
export function formatStatsMonth(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return dateTimeFormat(intlLocale(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, 15),
  );
}

/** A statistics day ('YYYY-MM-DD') as "Nov 22" / "22 nov.". */
export function formatStatsDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(intlLocale(locale), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, d),
  );
}
