import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatCad, relativeTimeFormat, type Notification } from '@tasklane/domain';
import { intlLocale } from '../../../lib/i18n';
import { quoteStatusLabels, statusLabels } from '../../../lib/labels';
import { scheduleApprovalText, scheduleNotificationText } from './schedule-notification-text';

/**
 * A notification's text, rendered in the reader's language from its template key and payload
 * (nothing readable is stored on the server). Unknown message codes fall back to the template.
 */
export function notificationText(
  i18n: I18n,
  n: Pick<Notification, 'templateKey' | 'payload'>,
): { title: string; body: string } {
  const p = n.payload;
  const title = p.task_title ?? '';
  const credits = (count: number) => i18n._(plural(count, { one: '# credit', other: '# credits' }));
  switch (n.templateKey) {
    case 'task_status_update':
      if (p.message === 'late_refund') {
        return {
          title: i18n._(msg`Credits returned for a late task`),
          body: i18n._(
            msg`“${title}” missed its due time, so ${credits(p.amount ?? 0)} went back to your wallet. We are still finishing it.`,
          ),
        };
      }
      if (p.message === 'refund_approved') {
        return {
          title: i18n._(msg`Refund approved`),
          body: i18n._(msg`Your refund request for “${title}” was approved.`),
        };
      }
      if (p.message === 'refund_declined') {
        return {
          title: i18n._(msg`Refund request declined`),
          body: i18n._(msg`Your refund request for “${title}” was declined. Check your e-mail for the reason.`),
        };
      }
      {
        const status = p.new_status ? i18n._(statusLabels[p.new_status]) : '';
        return { title: i18n._(msg`Task status updated`), body: i18n._(msg`“${title}” is now: ${status}.`) };
      }
    case 'task_delivered':
      return {
        title: i18n._(msg`Task delivered`),
        body: i18n._(msg`“${title}” has been delivered. Open it to see the result.`),
      };
    case 'task_review_request':
      return { title: i18n._(msg`Task in review`), body: i18n._(msg`A person is now reviewing “${title}”.`) };
    case 'review_assigned':
      return {
        title: i18n._(msg`Task assigned to you`),
        body: i18n._(msg`“${title}” has a draft ready and is yours to review.`),
      };
    case 'review_pool':
      return {
        title: i18n._(msg`Task waiting for a reviewer`),
        body: i18n._(msg`No reviewer could take “${title}”. It waits in the pool.`),
      };
    case 'review_at_risk':
      return {
        title: i18n._(msg`Task at risk`),
        body: i18n._(msg`“${title}” is in review with less than a fifth of its time left before it is due.`),
      };
    case 'sla_warning':
      return {
        title: i18n._(msg`Due time approaching`),
        body: i18n._(msg`“${title}” is nearing its due time. Our team is on it.`),
      };
    case 'credit_low': {
      const left = credits(p.credits_remaining ?? 0);
      return {
        title: i18n._(msg`Credits running low`),
        body: i18n._(msg`You have ${left} left. Top up to keep submitting tasks.`),
      };
    }
    case 'payment_success': {
      const amount = formatCad(p.amount ?? 0, intlLocale(i18n.locale));
      return {
        title: i18n._(msg`Payment received`),
        body: i18n._(msg`Your payment of ${amount} went through. Thank you!`),
      };
    }
    case 'payment_failed': {
      const amount = formatCad(p.amount ?? 0, intlLocale(i18n.locale));
      if (p.message === 'renewal_failed_final') {
        return {
          title: i18n._(msg`Your plan has ended`),
          body: i18n._(
            msg`We could not charge ${amount} for your plan's renewal, so it ended. Your credits stay in your wallet.`,
          ),
        };
      }
      return {
        title: i18n._(msg`Plan payment failed`),
        body: i18n._(msg`We could not charge ${amount} for your plan's renewal. Update your card to keep your plan.`),
      };
    }
    case 'quote_request': {
      const quoteTitle = p.quote_title ?? '';
      return {
        title: i18n._(msg`New quote request`),
        body: i18n._(msg`A customer asked for a quote: “${quoteTitle}”.`),
      };
    }
    case 'quote_update': {
      const quoteTitle = p.quote_title ?? '';
      if (p.quote_refund === 'declined') {
        return {
          title: i18n._(msg`Refund request declined`),
          body: i18n._(msg`We declined the refund request for “${quoteTitle}”. The reason is on the quote page.`),
        };
      }
      const status = p.quote_status ? i18n._(quoteStatusLabels[p.quote_status]) : '';
      return { title: i18n._(msg`Quote updated`), body: i18n._(msg`“${quoteTitle}” is now: ${status}.`) };
    }
    case 'thread_message': {
      const about = p.task_title ?? p.quote_title ?? '';
      return { title: i18n._(msg`New message`), body: i18n._(msg`There is a new message about “${about}”.`) };
    }
    case 'task_waiting':
      return {
        title: i18n._(msg`We need your answer to continue`),
        body: i18n._(msg`We asked a question about “${title}”. Its clock is paused until you answer.`),
      };
    case 'approval_request': {
      const price = credits(p.amount ?? 0);
      if (p.schedule_id)
        return {
          title: i18n._(msg`Approval needed`),
          body: i18n._(
            msg`A member asks to run the schedule “${title}” on the team's credits, at ${price} per occurrence.`,
          ),
        };
      return {
        title: i18n._(msg`Approval needed`),
        body: i18n._(msg`A member asks to spend ${price} of the team's credits on “${title}”.`),
      };
    }
    case 'approval_update':
      if (p.schedule_id) return scheduleApprovalText(i18n, title, p.approval_status);
      if (p.approval_status === 'approved') {
        return {
          title: i18n._(msg`Request approved`),
          body: i18n._(msg`“${title}” was approved and has started.`),
        };
      }
      if (p.approval_status === 'declined') {
        return {
          title: i18n._(msg`Request declined`),
          body: i18n._(msg`“${title}” was declined. The reason is on your requests page.`),
        };
      }
      return {
        title: i18n._(msg`Request expired`),
        body: i18n._(msg`No owner decided “${title}” within 7 days, so it expired. Nothing was charged.`),
      };
    case 'schedule_notice':
    case 'schedule_update':
      return scheduleNotificationText(i18n, n);
    case 'api_key_revoked': {
      const key = `${p.api_key_name ?? ''} (${p.api_key_prefix ?? ''})`;
      return {
        title: i18n._(msg`An API key stopped working`),
        body:
          p.message === 'creator_not_owner'
            ? i18n._(msg`The key ${key} was revoked: the person who made it is no longer an owner of the team.`)
            : i18n._(msg`The key ${key} was revoked: the person who made it left the team.`),
      };
    }
    case 'webhook_disabled': {
      const url = p.endpoint_url ?? '';
      return {
        title: i18n._(msg`Webhook endpoint disabled`),
        body: i18n._(msg`Deliveries to ${url} failed for 24 hours, so we disabled it. Fix it, then enable it again.`),
      };
    }
  }
}

/** Where a click on the notification leads: its task (its review, for staff notices) or quote, the plan page for a failed plan payment, or the credits page. */
export function notificationTarget(
  n: Pick<Notification, 'payload' | 'templateKey'>,
  paths: {
    task(id: string): string;
    credits: string;
    quote?(id: string): string;
    subscription?: string;
    review?(id: string): string;
    approvals?(teamId: string): string;
    schedules?: string;
    developers?: string;
    webhooks?: string;
  },
): string {
  if (n.templateKey === 'api_key_revoked' && paths.developers) return paths.developers;
  if (n.templateKey === 'webhook_disabled' && paths.webhooks) return paths.webhooks;
  // A request waiting for an owner, or one declined or expired: the team's requests page.
  if (n.payload.approval_id && !n.payload.task_id && paths.approvals) return paths.approvals(n.payload.team_id ?? '');
  // A skipped occurrence leads to buying credits; every other schedule notice to the schedules.
  if (
    n.templateKey === 'schedule_update' &&
    n.payload.schedule_event === 'skipped' &&
    n.payload.schedule_reason === 'insufficient_credits'
  )
    return paths.credits;
  if ((n.templateKey === 'schedule_update' || n.templateKey === 'schedule_notice') && paths.schedules)
    return paths.schedules;
  // A customer's message tells the reviewer: it leads to the review workspace, not the customer's page.
  if (n.payload.task_id && n.payload.message === 'staff' && paths.review) return paths.review(n.payload.task_id);
  // Staff notices lead to the review workspace, not to the customer's page.
  if (
    n.payload.task_id &&
    paths.review &&
    (n.templateKey === 'review_assigned' || n.templateKey === 'review_pool' || n.templateKey === 'review_at_risk')
  )
    return paths.review(n.payload.task_id);
  if (n.payload.task_id) return paths.task(n.payload.task_id);
  if (n.payload.quote_id && paths.quote) return paths.quote(n.payload.quote_id);
  // A failed plan payment leads where the card is updated.
  if (n.templateKey === 'payment_failed' && paths.subscription) return `${paths.subscription}#payment-method`;
  return paths.credits;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago" / "il y a 5 minutes": relative times follow the interface language. */
export function relativeTime(thenMs: number, nowMs: number, locale: string): string {
  const rtf = relativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  // A doc written a moment after the panel's clock ticked is "now", never "in 3 seconds".
  const diff = Math.min(0, thenMs - nowMs);
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return rtf.format(Math.round(diff / ms), unit);
  }
  return rtf.format(0, 'second'); // under a minute: "now" / « maintenant »
}
