/* eslint-disable max-lines -- split pending: the admin actions into their own forms */
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  accountOf,
  adminCanCancel,
  adminReasonField,
  contracts,
  toMillis,
  type AuditAction,
  type AuditLog,
  type Task,
  type WithId,
} from '@tasklane/domain';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { callableError } from '../../../lib/callable';
import { useWallet } from '../../../lib/data/use-wallet';
import { formatDateTime } from '../../../lib/format';
import { categoryLabels, statusLabels, statusTagClass, tierLabels } from '../../../lib/labels';
import { z } from '../../../lib/zod';
import { validationMessage } from '../../../lib/validation-messages';
import {
  adjustCredits,
  adminCancelTask,
  reassignReviewer,
  resendDeliveryEmail,
  useAdminProfiles,
  useTaskAudit,
} from '../api/admin-tasks-api';
import { useReviewTask } from '../api/use-review-task';
import { useCustomerProfile } from '../api/users-api';
import { ReasonField } from './reason-field';

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

/** A reason-carrying admin action: its own small form, busy state and translated errors. */
function ActionForm({
  id,
  title,
  description,
  submitLabel,
  danger,
  extra,
  extraValid = true,
  onRun,
}: {
  id: string;
  title: ReactNode;
  description: ReactNode;
  submitLabel: ReactNode;
  danger?: boolean;
  extra?: ReactNode;
  extraValid?: boolean;
  onRun: (reason: string) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({
    resolver: zodResolver(z.object({ reason: adminReasonField })),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(async ({ reason }) => {
    if (!extraValid) return;
    try {
      await onRun(reason);
      reset();
    } catch (err) {
      const e = callableError(err);
      if (e.fields.reason) setError('reason', { message: e.fields.reason });
      else throw err;
    }
  });
  const fieldId = `admin-action-${id}-reason`;
  return (
    <form
      className="box"
      onSubmit={(e) => void submit(e).catch(() => undefined)}
      noValidate
      data-testid={`admin-action-${id}`}
    >
      <h3 className="title is-6 mb-2">{title}</h3>
      <p className="mb-3 is-size-7">{description}</p>
      {extra}
      <ReasonField
        id={fieldId}
        label={<Trans>Reason (kept in the audit log)</Trans>}
        error={errors.reason}
        field={register('reason')}
        testId="admin-action-reason"
      />
      <button
        type="submit"
        className={`button is-small ${danger ? 'is-danger' : 'is-primary'} ${isSubmitting ? 'is-loading' : ''}`}
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        data-testid="admin-action-submit"
      >
        {submitLabel}
      </button>
    </form>
  );
}

function ReassignForm({ task }: { task: WithId<Task> }) {
  const { t } = useLingui();
  const admins = useAdminProfiles();
  const [reviewerId, setReviewerId] = useState('');
  const options = admins.status === 'success' ? admins.data.filter((a) => a.id !== task.reviewerId) : [];
  return (
    <ActionForm
      id="reassign"
      title={<Trans>Reassign the reviewer</Trans>}
      description={<Trans>Another admin takes over the review.</Trans>}
      submitLabel={<Trans>Reassign</Trans>}
      extraValid={reviewerId !== ''}
      extra={
        <div className="field">
          <label className="label is-small" htmlFor="admin-reassign-reviewer">
            <Trans>New reviewer</Trans>
          </label>
          <div className="select is-small is-fullwidth">
            <select
              id="admin-reassign-reviewer"
              value={reviewerId}
              onChange={(e) => setReviewerId(e.target.value)}
              data-testid="admin-reassign-reviewer"
            >
              <option value="">{admins.status === 'loading' ? t`Loading…` : t`Choose an admin`}</option>
              {options.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({a.email})
                </option>
              ))}
            </select>
          </div>
        </div>
      }
      onRun={async (reason) => {
        if (!reviewerId) return;
        try {
          await reassignReviewer({ taskId: task.id, reviewerId, reason });
          toast.success(t`The reviewer was reassigned.`);
          setReviewerId('');
        } catch (err) {
          if (callableError(err).reason === 'reviewer_not_admin') toast.error(t`This person is not an admin any more.`);
          else if (Object.keys(callableError(err).fields).length === 0)
            toast.error(t`Could not reassign the reviewer.`);
          throw err;
        }
      }}
    />
  );
}

/** Adjusts the paying account's wallet: the person's own, or the team's for a team task. */
function AdjustCreditsForm({ accountId }: { accountId: string }) {
  const { t, i18n } = useLingui();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const parsed = contracts.adjustCredits.input.shape.credits.safeParse(
    amount.trim() === '' ? Number.NaN : Number(amount),
  );
  return (
    <ActionForm
      id="adjust"
      title={<Trans>Adjust the customer's credits</Trans>}
      description={
        <Trans>A positive number adds credits, a negative one removes them. The balance never goes below zero.</Trans>
      }
      submitLabel={<Trans>Adjust credits</Trans>}
      extraValid={parsed.success}
      extra={
        <div className="field">
          <label className="label is-small" htmlFor="admin-adjust-credits">
            <Trans>Credits (+ or −)</Trans>
          </label>
          <input
            id="admin-adjust-credits"
            className={`input is-small ${amountError ? 'is-danger' : ''}`}
            type="number"
            step="1"
            inputMode="numeric"
            value={amount}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? 'admin-adjust-credits-error' : undefined}
            onChange={(e) => {
              setAmount(e.target.value);
              setAmountError(null);
            }}
            onBlur={() =>
              setAmountError(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'credits_adjustment_invalid'))
            }
            data-testid="admin-adjust-credits"
          />
          {amountError && (
            <p id="admin-adjust-credits-error" className="help is-danger" role="alert">
              {i18n._(validationMessage(amountError))}
            </p>
          )}
        </div>
      }
      onRun={async (reason) => {
        if (!parsed.success) {
          setAmountError(parsed.error.issues[0]?.message ?? 'credits_adjustment_invalid');
          return;
        }
        try {
          const { balance } = await adjustCredits({ accountId, credits: parsed.data, reason });
          toast.success(t`Credits adjusted. New balance: ${balance}.`);
          setAmount('');
        } catch (err) {
          const e = callableError(err);
          if (e.message === 'Insufficient credits') toast.error(t`The balance cannot go below zero.`);
          else if (Object.keys(e.fields).length === 0) toast.error(t`Could not adjust the credits.`);
          throw err;
        }
      }}
    />
  );
}

/** The person who submitted the task, and the balance of the account that pays for it (a team's for a team task). */
function CustomerBox({ userId, accountId }: { userId: string; accountId: string }) {
  const profile = useCustomerProfile(userId);
  const wallet = useWallet(accountId);
  return (
    <div className="box" data-testid="admin-task-customer">
      <h2 className="title is-6 mb-2">
        <Trans>Customer</Trans>
      </h2>
      {profile.status === 'success' && profile.data ? (
        <p style={{ overflowWrap: 'anywhere' }}>
          {profile.data.name} · <a href={`mailto:${encodeURIComponent(profile.data.email)}`}>{profile.data.email}</a>
        </p>
      ) : (
        <p className="has-text-grey-dark">
          {profile.status === 'loading' ? '…' : <Trans>No profile (the account may have been deleted).</Trans>}
        </p>
      )}
      <p data-testid="admin-task-balance">
        <Trans>Balance:</Trans>{' '}
        {wallet.status === 'success' && wallet.data ? (
          <Plural value={wallet.data.balance} one="# credit" other="# credits" />
        ) : (
          '…'
        )}
      </p>
    </div>
  );
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

function TaskDetail({ task }: { task: WithId<Task> }) {
  const { t, i18n } = useLingui();
  const audit = useTaskAudit(task.id);
  const due = toMillis(task.dueAt);
  return (
    <div data-testid="admin-task-detail">
      <p className="mb-3">
        <Link to={paths.adminTasks.getHref()}>
          <Trans>← All tasks</Trans>
        </Link>
      </p>
      <h2 className="title is-4" style={{ overflowWrap: 'anywhere' }}>
        {task.title}
      </h2>
      <div className="tags">
        <span
          className={`tag ${statusTagClass[task.status]}`}
          data-testid="admin-task-status"
          data-status={task.status}
        >
          {i18n._(statusLabels[task.status])}
        </span>
        <span className="tag is-light">{i18n._(categoryLabels[task.category])}</span>
        <span className="tag is-light">{i18n._(tierLabels[task.tier])}</span>
        <span className="tag is-light">
          {task.paymentMethod === 'card' ? (
            <Trans>Paid by card</Trans>
          ) : (
            <Plural value={task.priceCredits} one="# credit" other="# credits" />
          )}
        </span>
      </div>
      <p className="is-size-7 mb-4">
        <Trans>Submitted</Trans> {formatDateTime(task.submittedAt, i18n.locale)}
        {due !== null && (
          <>
            {' · '}
            <Trans>Due</Trans> {formatDateTime(due, i18n.locale)}
          </>
        )}
        {task.reviewerId && (
          <>
            {' · '}
            <Trans>Reviewer</Trans> {task.reviewerId}
          </>
        )}
      </p>
      <div className="columns is-multiline">
        <div className="column is-half-desktop">
          <CustomerBox userId={task.userId} accountId={accountOf(task)} />
          {adminCanCancel(task.status) && (
            <ActionForm
              id="cancel"
              danger
              title={<Trans>Cancel with a full refund</Trans>}
              description={
                task.paymentMethod === 'card' ? (
                  <Trans>The task stops and its full price goes back to the customer's card.</Trans>
                ) : (
                  <Trans>The task stops and its full price goes back to the customer's credits.</Trans>
                )
              }
              submitLabel={<Trans>Cancel the task</Trans>}
              onRun={async (reason) => {
                try {
                  const out = await adminCancelTask({ taskId: task.id, reason });
                  const n = out.refundedCredits;
                  if (out.cardRefundPending)
                    toast.success(t`Task cancelled. The refund is on its way to the customer's card.`);
                  else if (n > 0) toast.success(t`Task cancelled. ${n} credit(s) returned to the customer.`);
                  else toast.success(t`Task cancelled. Its price had already been returned.`);
                } catch (err) {
                  if (Object.keys(callableError(err).fields).length === 0) toast.error(t`Could not cancel the task.`);
                  throw err;
                }
              }}
            />
          )}
          {(task.status === 'in_review' || task.status === 'reopened') && <ReassignForm task={task} />}
          {task.status === 'delivered' && (
            <ActionForm
              id="resend"
              title={<Trans>Send the delivery e-mail again</Trans>}
              description={<Trans>The customer receives the delivery e-mail again, in their language.</Trans>}
              submitLabel={<Trans>Send again</Trans>}
              onRun={async (reason) => {
                try {
                  const { to } = await resendDeliveryEmail({ taskId: task.id, reason });
                  toast.success(t`Delivery e-mail sent to ${to}.`);
                } catch (err) {
                  if (Object.keys(callableError(err).fields).length === 0) toast.error(t`Could not send the e-mail.`);
                  throw err;
                }
              }}
            />
          )}
          {accountOf(task) !== 'deleted-user' && <AdjustCreditsForm accountId={accountOf(task)} />}
        </div>
        <div className="column is-half-desktop">
          <div className="box">
            <h2 className="title is-6 mb-2">
              <Trans>Brief</Trans>
            </h2>
            <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{task.brief}</p>
          </div>
        </div>
      </div>
      <TaskTimeline task={task} audit={audit.status === 'success' ? audit.data : null} />
    </div>
  );
}

/** /admin/tasks/:taskId: one task, its actions, its history and audit trail. Live. */
export default function AdminTaskDetail() {
  const { taskId = '' } = useParams();
  const { status, data } = useReviewTask(taskId);
  if (status === 'loading') return <PageLoader />;
  if (status === 'error' || !data) {
    return (
      <div className="notification is-warning is-light" role="alert">
        <Trans>This task could not be found.</Trans>{' '}
        <Link to={paths.adminTasks.getHref()}>
          <Trans>All tasks</Trans>
        </Link>
      </div>
    );
  }
  return <TaskDetail task={data} />;
}
