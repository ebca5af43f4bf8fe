import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { LIMITS, TASK_CLASSES, TIERS, formatCad, type PublicSettings } from '@tasklane/domain';
import { usePublicSettings } from '../../../hooks/use-public-settings';

/**
 * Content files (FAQ answers) name prices, delivery times and limits with placeholders, filled
 * from the live public settings as the page renders, so written text never goes stale when an
 * admin changes a price:
 *   {{creditPrice}}                       one credit, in the page's currency format
 *   {{hours.standard|express|premium}}    a tier's delivery time in hours
 *   {{surcharge.express|premium}}         a tier's surcharge, "1 credit" / "2 crédits"
 *   {{base.basic|premium}}                a task class's base price, likewise in credits
 *   {{maxWords}} {{maxRows}}              one task's scope
 * An unknown placeholder is left as written, so a typo shows up in review rather than as a blank.
 */
export function fillSettings(
  text: string,
  settings: PublicSettings,
  locale: string,
  credits: (n: number) => string,
): string {
  const values = new Map<string, string>([
    ['creditPrice', formatCad(settings.creditPriceCad, locale)],
    ['maxWords', String(LIMITS.maxWords)],
    ['maxRows', String(LIMITS.maxSheetRows)],
  ]);
  for (const tier of TIERS) {
    values.set(`hours.${tier}`, String(settings.tiers[tier].hours));
    values.set(`surcharge.${tier}`, credits(settings.tiers[tier].surchargeCredits));
  }
  for (const cls of TASK_CLASSES) values.set(`base.${cls}`, credits(settings.classBaseCredits[cls]));
  return text.replace(/\{\{([a-zA-Z.]+)\}\}/g, (whole, key: string) => values.get(key) ?? whole);
}

/** fillSettings bound to the live public settings and the page's language. */
export function useFillSettings(): (text: string) => string {
  const { i18n } = useLingui();
  const settings = usePublicSettings();
  const credits = (n: number) => plural(n, { one: '# credit', other: '# credits' });
  return (text: string) => fillSettings(text, settings, i18n.locale, credits);
}
