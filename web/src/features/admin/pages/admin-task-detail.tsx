import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { accountOf, adminCanCancel, toMillis, type Task, type WithId } from '@tasklane/domain';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { callableError } from '../../../lib/callable';
import { formatDateTime } from '../../../lib/format';
import { categoryLabels, statusLabels, statusTagClass, tierLabels } from '../../../lib/labels';
import { adminCancelTask, resendDeliveryEmail, useTaskAudit } from '../api/admin-tasks-api';
import { useReviewTask } from '../api/use-review-task';
import { TaskTimeline } from '../components/task-detail/task-timeline';
import { ActionForm, ReassignForm, AdjustCreditsForm } from '../components/task-detail/task-actions';
import { CustomerBox } from '../components/task-detail/customer-box';

// The actions, the customer's box and the timeline live under task-detail/.
export { TaskTimeline } from '../components/task-detail/task-timeline';

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
