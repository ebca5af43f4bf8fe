import { collator, dateTimeFormat, numberFormat, relativeTimeFormat, torontoDateOf } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('cached Intl formatters', () => {
  it('hands back the same formatter for the same locale and options, and a new one otherwise', () => {
    const day = dateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    expect(
      dateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }),
    ).toBe(day);
    expect(
      dateTimeFormat('fr-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }),
    ).not.toBe(day);
    expect(dateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' })).not.toBe(
      day,
    );
    expect(numberFormat('en-CA', { style: 'currency', currency: 'CAD' })).toBe(
      numberFormat('en-CA', { style: 'currency', currency: 'CAD' }),
    );
    expect(numberFormat('en-CA', { style: 'currency', currency: 'CAD' })).not.toBe(
      numberFormat('en-CA', { style: 'percent' }),
    );
    expect(collator('fr-CA')).toBe(collator('fr-CA'));
    expect(relativeTimeFormat('fr-CA', { numeric: 'auto' })).toBe(relativeTimeFormat('fr-CA', { numeric: 'auto' }));
  });

  it('formats with the options it was asked for, in each language', () => {
    const at = Date.UTC(2026, 10, 27, 3, 30);
    // 03:30 UTC is still the 26th in Toronto.
    expect(dateTimeFormat('en-CA', { timeZone: 'America/Toronto', dateStyle: 'long' }).format(at)).toBe(
      'November 26, 2026',
    );
    expect(dateTimeFormat('fr-CA', { timeZone: 'America/Toronto', dateStyle: 'long' }).format(at)).toBe(
      '26 novembre 2026',
    );
    expect(nbsp(numberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(1234.5))).toBe('1 234,50 $');
    expect(numberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(1234.5)).toBe('$1,234.50');
    expect(relativeTimeFormat('fr-CA', { numeric: 'auto' }).format(-1, 'day')).toBe('hier');
    expect(['é', 'e', 'f'].sort(collator('fr-CA').compare)).toEqual(['e', 'é', 'f']);
  });

  it('the Toronto calendar day still follows the zone, across a day boundary', () => {
    expect(torontoDateOf(new Date('2026-11-27T04:59:00Z'))).toBe('2026-11-26');
    expect(torontoDateOf(new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-27');
  });
});
