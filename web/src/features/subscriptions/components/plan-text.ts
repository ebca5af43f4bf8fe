import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { dateTimeFormat, type SubscriptionStatus } from '@tasklane/domain';
import { intlLocale } from '../../../lib/i18n';

/** Plan names by settings id; an id added by an admin later shows as itself. */
const planLabels: Record<string, MessageDescriptor> = {
  starter: msg`Starter`,
  pro: msg`Pro`,
  business: msg`Business`,
};

export function planName(i18n: I18n, planId: string): string {
  const label = planLabels[planId];
  return label ? i18n._(label) : planId;
}

export const statusLabels: Record<SubscriptionStatus, MessageDescriptor> = {
  incomplete: msg`Awaiting payment`,
  incomplete_expired: msg`Not started`,
  trialing: msg`Trial`,
  active: msg`Active`,
  past_due: msg`Payment failed`,
  canceled: msg`Ended`,
  unpaid: msg`Unpaid`,
  paused: msg`Paused`,
};

/** A Stripe date (Unix seconds) as a long date in Toronto time, in the reader's language. */
export function longDate(seconds: number, locale: string): string {
  return dateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'America/Toronto' }).format(seconds * 1000);
}
