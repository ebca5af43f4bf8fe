import { Trans, useLingui } from '@lingui/react/macro';
import { toMillis, type TaskWaiting } from '@tasklane/domain';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';

/**
 * "We need your answer to continue": the question staff asked, what happens without an answer
 * and by when. Shown on the task page and the dashboard while the task's clock is paused.
 */
export function WaitingBanner({
  waiting,
  title,
  action,
}: {
  waiting: TaskWaiting;
  title?: string;
  action?: ReactNode;
}) {
  const { i18n } = useLingui();
  const by = formatDateTime(toMillis(waiting.expiresAt) ?? 0, i18n.locale);
  return (
    <div className="notification is-warning is-light" role="status" data-testid="waiting-banner">
      <p className="has-text-weight-semibold mb-1">
        <Trans>We need your answer to continue</Trans>
        {title ? <> — {title}</> : null}
      </p>
      <p className="mb-2" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="waiting-question">
        {waiting.question}
      </p>
      <p className="is-size-7">
        {waiting.outcome === 'cancel_refund' ? (
          <Trans>
            The clock on this task is paused until you answer. Without an answer by {by}, we will cancel it and refund
            you in full.
          </Trans>
        ) : (
          <Trans>
            The clock on this task is paused until you answer. Without an answer by {by}, we will deliver on the
            assumptions stated.
          </Trans>
        )}
      </p>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
