import { dateTimeFormat } from '@tasklane/domain';
import { intlLocale } from '../../../lib/i18n';

/** "2026-11-22" → "November 22, 2026" / "22 novembre 2026", without a time-zone shift. */
export function formatDay(isoDay: string, locale: string): string {
  const [y = 1970, m = 1, d = 1] = isoDay.split('-').map(Number);
  return dateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
