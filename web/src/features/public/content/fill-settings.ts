import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { LIMITS, TASK_CLASSES, TIERS, formatCad, privacyFacts, type PublicSettings } from '@tasklane/domain';
import { usePublicSettings } from '../../../hooks/use-public-settings';

/**
 * Content files (FAQ answers, legal pages) name prices, delivery times, limits and the privacy
 * facts with placeholders, filled from the live public settings as the page renders, so written
 * text never goes stale when an admin changes a setting:
 *   {{creditPrice}}                       one credit, in the page's currency format
 *   {{hours.standard|express|premium}}    a tier's delivery time in hours
 *   {{surcharge.express|premium}}         a tier's surcharge, "1 credit" / "2 crédits"
 *   {{base.basic|premium}}                a task class's base price, likewise in credits
 *   {{maxWords}} {{maxRows}}              one task's scope
 *   {{privacy.officer}}                   the person in charge of personal information: "name, title" or the title
 *   {{privacy.email}}                     their contact e-mail
 *   {{privacy.notificationDays}}          days the notification-retention job keeps a notification
 *   {{privacy.fileDays}}                  days the file-retention job keeps a closed task's files
 * An unknown placeholder is left as written, so a typo shows up in review rather than as a blank.
 */
export function settingsValues(
  settings: PublicSettings,
  locale: string,
  credits: (n: number) => string,
): Map<string, string> {
  const privacy = privacyFacts(settings);
  const title = privacy.officer.title[locale === 'fr' ? 'fr' : 'en'];
  const values = new Map<string, string>([
    ['creditPrice', formatCad(settings.creditPriceCad, locale)],
    ['maxWords', String(LIMITS.maxWords)],
    ['maxRows', String(LIMITS.maxSheetRows)],
    ['privacy.officer', privacy.officer.name ? `${privacy.officer.name}, ${title}` : title],
    ['privacy.email', privacy.officer.contactEmail],
    ['privacy.notificationDays', String(privacy.notificationDays)],
    ['privacy.fileDays', String(privacy.fileDays)],
  ]);
  for (const tier of TIERS) {
    values.set(`hours.${tier}`, String(settings.tiers[tier].hours));
    values.set(`surcharge.${tier}`, credits(settings.tiers[tier].surchargeCredits));
  }
  for (const cls of TASK_CLASSES) values.set(`base.${cls}`, credits(settings.classBaseCredits[cls]));
  return values;
}

const PLACEHOLDER = /\{\{([a-zA-Z.]+)\}\}/g;
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Plain text (a FAQ answer) with its placeholders filled. */
export function fillSettings(
  text: string,
  settings: PublicSettings,
  locale: string,
  credits: (n: number) => string,
): string {
  const values = settingsValues(settings, locale, credits);
  return text.replace(PLACEHOLDER, (whole, key: string) => values.get(key) ?? whole);
}

/** HTML a content file was rendered to, with its placeholders filled by escaped values (an admin typed them). */
export function fillSettingsHtml(
  html: string,
  settings: PublicSettings,
  locale: string,
  credits: (n: number) => string,
): string {
  const values = settingsValues(settings, locale, credits);
  return html.replace(PLACEHOLDER, (whole, key: string) => {
    const value = values.get(key);
    return value === undefined ? whole : escapeHtml(value);
  });
}

/** fillSettings (or, with `html`, fillSettingsHtml) bound to the live public settings and the page's language. */
export function useFillSettings({ html = false }: { html?: boolean } = {}): (text: string) => string {
  const { i18n } = useLingui();
  const settings = usePublicSettings();
  const credits = (n: number) => plural(n, { one: '# credit', other: '# credits' });
  const fill = html ? fillSettingsHtml : fillSettings;
  return (text: string) => fill(text, settings, i18n.locale, credits);
}
