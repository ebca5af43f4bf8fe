import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TIME_ZONE, dateTimeFormat, type ScheduleEnd, type ScheduleRhythm } from '@tasklane/domain';
import { intlLocale } from '../../../lib/i18n';

/** A weekday's name (ISO 1 = Monday … 7 = Sunday) in the reader's language. */
export function weekdayName(day: number, locale: string, style: 'long' | 'short' = 'long'): string {
  // 2024-01-01 was a Monday.
  return dateTimeFormat(intlLocale(locale), { weekday: style, timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));
}

const NTH = [msg`first`, msg`second`, msg`third`, msg`fourth`];

/** "Every week on Monday, Thursday at 09:00" and the like. */
export function rhythmText(i18n: I18n, rhythm: ScheduleRhythm, time: string): string {
  const days = (list: number[]) => list.map((d) => weekdayName(d, i18n.locale)).join(', ');
  switch (rhythm.kind) {
    case 'weekly': {
      const on = days(rhythm.weekdays);
      return i18n._(msg`Every week on ${on} at ${time}`);
    }
    case 'every_2_weeks': {
      const on = days(rhythm.weekdays);
      return i18n._(msg`Every 2 weeks on ${on} at ${time}`);
    }
    case 'monthly_day': {
      const day = rhythm.day;
      return i18n._(msg`Every month on day ${day} at ${time}`);
    }
    case 'monthly_weekday': {
      const nth = i18n._(NTH[rhythm.nth - 1] ?? NTH[0]!);
      const on = weekdayName(rhythm.weekday, i18n.locale);
      return i18n._(msg`Every month on the ${nth} ${on} at ${time}`);
    }
  }
}

export function endText(i18n: I18n, end: ScheduleEnd): string | null {
  if (end.kind === 'until') {
    const date = end.date;
    return i18n._(msg`until ${date}`);
  }
  if (end.kind === 'count') {
    const count = end.count;
    return i18n._(msg`${count} times in all`);
  }
  return null;
}

/** An occurrence's date and time, in Toronto time, in the reader's language. */
export function occurrenceTime(ms: number, locale: string): string {
  return dateTimeFormat(intlLocale(locale), {
    timeZone: TIME_ZONE,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(ms);
}
