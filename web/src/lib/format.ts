import { TIME_ZONE, toMillis } from '@tasklane/domain';
import { intlLocale } from './i18n';

type TimeLike = Parameters<typeof toMillis>[0];

/** A date and time in Toronto time, in the reader's language. */
export function formatDateTime(value: TimeLike | number, locale: string): string {
  const ms = typeof value === 'number' ? value : toMillis(value);
  if (ms === null) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(ms);
}
