import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { TIME_ZONE, dateTimeFormat, type Notification } from '@tasklane/domain';
import { intlLocale } from '../../../lib/i18n';

/** The text of a recurring task's notices (the 24-hour notice, and what became of an occurrence). */
export function scheduleNotificationText(
  i18n: I18n,
  n: Pick<Notification, 'templateKey' | 'payload'>,
): { title: string; body: string } {
  const p = n.payload;
  const title = p.task_title ?? '';
  const credits = (count: number) => i18n._(plural(count, { one: '# credit', other: '# credits' }));
  const time = (ms: number, day: boolean) =>
    dateTimeFormat(intlLocale(i18n.locale), {
      timeZone: TIME_ZONE,
      ...(day ? { weekday: 'long' } : {}),
      hour: 'numeric',
      minute: '2-digit',
    }).format(ms);
  if (n.templateKey === 'schedule_notice') {
    const lines = (p.schedule_items ?? []).map((item) => {
      const at = time(item.runAtMs, false);
      const price = credits(item.priceCredits);
      const by = time(item.dueAtMs, true);
      const what = item.title;
      return i18n._(msg`Tomorrow at ${at} we will submit “${what}” for ${price}, for delivery by ${by}.`);
    });
    const balance = credits(p.credits_remaining ?? 0);
    const warn = p.over_balance ? [i18n._(msg`Together these cost more than your balance: buy credits.`)] : [];
    return {
      title: i18n._(msg`Recurring tasks tomorrow`),
      body: [...lines, i18n._(msg`Your balance is ${balance}.`), ...warn].join(' '),
    };
  }
  const date = p.message ?? '';
  switch (p.schedule_event) {
    case 'skipped':
      return {
        title: i18n._(msg`Recurring task skipped`),
        body:
          p.schedule_reason === 'spending_cap'
            ? i18n._(msg`“${title}” of ${date} was not submitted: the monthly spending cap is reached.`)
            : p.schedule_reason === 'price_above_approved'
              ? i18n._(msg`“${title}” of ${date} was not submitted: its price is now above the one an owner approved.`)
              : p.schedule_reason === 'terms_not_accepted'
                ? i18n._(
                    msg`“${title}” of ${date} was not submitted: its creator must first accept the new terms of service. Submit it by hand from your recurring tasks.`,
                  )
                : p.schedule_reason === 'insufficient_credits'
                  ? i18n._(
                      msg`“${title}” of ${date} was not submitted: not enough credits. Buy credits to submit it by hand.`,
                    )
                  : i18n._(msg`“${title}” of ${date} was not submitted: the order was refused.`),
      };
    case 'submitted_late':
      return {
        title: i18n._(msg`Recurring task submitted late`),
        body: i18n._(msg`“${title}” of ${date} was submitted late, after an interruption of our service.`),
      };
    case 'missed':
      return {
        title: i18n._(msg`Recurring task missed`),
        body: i18n._(
          msg`“${title}” of ${date} was missed during an interruption of our service and was not submitted.`,
        ),
      };
    default:
      return {
        title: i18n._(msg`Recurring task paused`),
        body: i18n._(msg`“${title}” is paused: the person who made it left the team. An owner can resume it.`),
      };
  }
}

/** What became of a member's request to run a schedule (approved once, at the price of one occurrence). */
export function scheduleApprovalText(
  i18n: I18n,
  title: string,
  status: Notification['payload']['approval_status'],
): { title: string; body: string } {
  if (status === 'approved')
    return {
      title: i18n._(msg`Schedule approved`),
      body: i18n._(msg`“${title}” was approved: its occurrences now run on the team's credits.`),
    };
  if (status === 'declined')
    return {
      title: i18n._(msg`Schedule declined`),
      body: i18n._(msg`“${title}” was declined. The reason is on your requests page; edit the schedule to ask again.`),
    };
  return {
    title: i18n._(msg`Schedule request expired`),
    body: i18n._(msg`No owner decided on “${title}” within 7 days. Nothing runs; edit the schedule to ask again.`),
  };
}
