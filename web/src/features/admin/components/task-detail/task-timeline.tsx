import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditAction, AuditLog, Task, WithId } from '@tasklane/domain';
import { PageLoader } from '../../../../components/page-loader';
import { formatDateTime } from '../../../../lib/format';
import { statusLabels } from '../../../../lib/labels';

const auditLabels: Partial<Record<AuditAction, MessageDescriptor>> = {
  credits_consumed: msg`Credits used`,
  credits_refunded: msg`Credits refunded`,
  credits_adjusted: msg`Credits adjusted`,
  task_submitted: msg`Task submitted`,
  task_transition: msg`Status changed`,
  task_cancelled: msg`Task cancelled`,
  task_reviewer_reassigned: msg`Reviewer reassigned`,
  delivery_email_resent: msg`Delivery e-mail sent again`,
  refund_requested: msg`Refund requested`,
  refund_decided: msg`Refund decided`,
  brief_checked: msg`Brief checked`,
  payment_received: msg`Payment received`,
  payment_refunded: msg`Card refunded`,
};

/** A few readable details of an audit entry's metadata (never the whole object). */
function auditDetail(meta: Record<string, unknown>): string {
  const keys = ['from', 'to', 'credits', 'refundedCredits', 'decision', 'reason', 'note', 'before', 'after'];
  return keys
    .filter((k) => meta[k] !== undefined && meta[k] !== null && meta[k] !== '')
    .map((k) => `${k}: ${String(meta[k])}`)
    .join(' · ');
}

/** Presentation: the task's history entries and audit trail, oldest first. */
export function TaskTimeline({ task, audit }: { task: Task; audit: WithId<AuditLog>[] | null }) {
  const { i18n } = useLingui();
  return (
    <div className="columns">
      <div className="column">
        <h2 className="title is-6">
          <Trans>History</Trans>
        </h2>
        <ol className="ml-4" data-testid="admin-task-history">
          {task.history.map((h, i) => (
            <li key={i} className="mb-1" style={{ overflowWrap: 'anywhere' }}>
              <span className="is-size-7 has-text-grey-dark">{formatDateTime(h.at, i18n.locale)}</span> —{' '}
              {h.from ? i18n._(statusLabels[h.from]) : '∅'} → {i18n._(statusLabels[h.to])}
              {h.note ? ` · ${h.note}` : ''} <span className="is-size-7 has-text-grey-dark">({h.by})</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="column">
        <h2 className="title is-6">
          <Trans>Audit trail</Trans>
        </h2>
        {audit === null ? (
          <PageLoader />
        ) : audit.length === 0 ? (
          <p className="has-text-grey-dark">
            <Trans>No audit entries.</Trans>
          </p>
        ) : (
          <ol className="ml-4" data-testid="admin-task-audit">
            {audit.map((a) => (
              <li key={a.id} className="mb-1" style={{ overflowWrap: 'anywhere' }} data-action={a.action}>
                <span className="is-size-7 has-text-grey-dark">{formatDateTime(a.createdAt, i18n.locale)}</span> —{' '}
                {auditLabels[a.action] ? i18n._(auditLabels[a.action] as MessageDescriptor) : a.action}
                <span className="is-size-7"> · {auditDetail(a.metadata)}</span>{' '}
                <span className="is-size-7 has-text-grey-dark">({a.actorUserId})</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
