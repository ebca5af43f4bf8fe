import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WebhookEventType } from '@tasklane/domain';

/** What each event means, in the reader's language (the event's name itself is code, shown as is). */
export function eventDescription(i18n: I18n, type: WebhookEventType): string {
  switch (type) {
    case 'task.status_changed':
      return i18n._(msg`A task changed status`);
    case 'task.delivered':
      return i18n._(msg`A task was delivered`);
    case 'task.waiting_on_customer':
      return i18n._(msg`We asked a question and wait for your answer`);
    case 'message.created':
      return i18n._(msg`A new message about a task or a quote`);
    case 'balance.low':
      return i18n._(msg`Your credit balance ran low`);
  }
}
