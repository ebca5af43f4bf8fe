/**
 * Intl formatters, made once per locale and options and only when first used. Building one is
 * costly: the first with a time zone loads that zone's data (about 35 ms on a phone-class CPU, 50
 * in Node), and each later one still takes a fraction of a millisecond, paid per row of a list.
 * A formatter built at module scope was paid by every page that imported its module, before
 * its first paint, whether or not it formatted anything.
 */
const cache = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let made = cache.get(key) as T | undefined;
  if (made === undefined) {
    made = make();
    cache.set(key, made);
  }
  return made;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('dt', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('n', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function collator(locale: string, options?: Intl.CollatorOptions): Intl.Collator {
  return cached('c', locale, options, () => new Intl.Collator(locale, options));
}

export function relativeTimeFormat(locale: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached('rt', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

export function segmenter(locale: string, options?: Intl.SegmenterOptions): Intl.Segmenter {
  return cached('s', locale, options, () => new Intl.Segmenter(locale, options));
}
