import { Plural, Trans } from '@lingui/react/macro';
import { NEW_MESSAGES_CAP, useNewMessagesCount } from '../api/contact-api';

/** The count of new contact messages next to the Messages tab; nothing while zero or loading. */
export function NewMessagesBadge() {
  const count = useNewMessagesCount();
  if (!count) return null;
  const over = count > NEW_MESSAGES_CAP;
  return (
    <span className="tag is-danger is-rounded ml-2" data-testid="new-messages-count">
      <span aria-hidden="true">{over ? `${NEW_MESSAGES_CAP}+` : count}</span>
      <span className="is-sr-only">
        {over ? (
          <Trans>More than 99 new messages</Trans>
        ) : (
          <Plural value={count} one="# new message" other="# new messages" />
        )}
      </span>
    </span>
  );
}
