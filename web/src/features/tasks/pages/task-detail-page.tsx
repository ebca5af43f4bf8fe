import { Trans, useLingui } from '@lingui/react/macro';
import {
  accountOf,
  ATTACHABLE_STATUSES,
  filesOf,
  isBilingual,
  refundWindowOpen,
  revisionCost,
  revisionWindowOpen,
  toMillis,
  type Task,
} from '@tasklane/domain';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { useSignedInUser } from '../../../hooks/use-session';
import { paths } from '../../../config/paths';
import { categoryLabels, deliverableLabels, statusLabels, tierLabels } from '../../../lib/labels';
import NotFound from '../../../components/not-found';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { useMyRefundRequest, useTask } from '../api/use-tasks';
import { useSettings } from '../../../lib/data/use-settings';
import { useAfterFirstPaint } from '../../../lib/screen-data';
import { DueCountdown } from '../../../components/due-countdown';
import { useQueueEstimate } from '../hooks/use-queue-estimate';
import { TaskResult } from '../components/task-result';
import { BilingualResult } from '../components/bilingual-result';
import { RateDelivery } from '../components/rate-delivery';
import { TaskThread } from '../components/task-thread';
import { TaskStatusTag } from '../components/task-status-tag';
import { formatDateTime } from '../../../lib/format';
import { useNow } from '../../../hooks/use-now';
import { TaskFileUpload } from '../components/task-file-upload';
import { TaskFiles } from '../../../components/files/task-files';
import { useFileLimitsText } from '../../../components/files/use-file-limits-text';
import { useDownloadFromLink } from '../hooks/use-download-from-link';

// The cancel, revision and refund forms check their input with the callables' zod schemas: as
// their own chunk, fetched once the task is on screen, they keep zod off the page's first load.
const actions = () => import('../components/task-actions');
const CancelTaskButton = lazy(() => actions().then((m) => ({ default: m.CancelTaskButton })));
const RevisionForm = lazy(() => actions().then((m) => ({ default: m.RevisionForm })));
const RefundForm = lazy(() => actions().then((m) => ({ default: m.RefundForm })));

/** /tasks/:id: one task, live. Missing or someone else's: the not-found page, never the data. */
export default function TaskDetailPage() {
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const live = useTask(id);
  if (live.status === 'loading') return <PageLoader />;
  if (live.status === 'error' && live.error.code !== 'permission-denied') {
    return (
      <section className="section">
        <div className="container notification is-danger is-light" role="alert">
          <Trans>This task could not be loaded.</Trans> {live.error.message}
        </div>
      </section>
    );
  }
  if (live.status === 'error' || !live.data || !onCustomerSide(live.data, user.uid)) return <NotFound />;
  const data = live.data;
  return <TaskDetail id={id} uid={user.uid} task={data} />;
}

/**
 * A personal task is its owner's page; a team's task every current member's (the rules let only
 * them and staff read it, and a removed member's listener is refused at once).
 */
function onCustomerSide(task: Task, uid: string): boolean {
  const accountId = accountOf(task);
  return accountId === uid || (accountId !== task.userId && task.accountId !== undefined);
}

function TaskDetail({ id, uid, task }: { id: string; uid: string; task: Task }) {
  const { t, i18n } = useLingui();
  // The task is the page's data: what else it listens to (settings, refund request, queue place,
  // conversation, rating) starts once the task is painted, so it is not on the path to that paint.
  const listening = useAfterFirstPaint();
  const { settings } = useSettings(listening);
  const now = useNow();
  const refund = useMyRefundRequest(accountOf(task), id, listening);
  const existingRefund = refund.status === 'success' ? refund.data[0] : undefined;
  const queued = task.status === 'submitted' && task.queueStatus === 'queued';
  const dueAt = toMillis(task.dueAt);
  const deliveredAt = toMillis(task.deliveredAt);
  const working = ['submitted', 'ai_drafted', 'in_review', 'reopened'].includes(task.status);
  const live = useQueueEstimate(id, task, listening);
  const position = live.position;
  const estimate = live.start;
  const estimatedDelivery = live.delivery;
  const capacity = settings.queueCapacity;
  // Money back closes the task: the server refuses revisions of a refunded task, so none is offered.
  const refunded = existingRefund?.status === 'approved';
  const canRevise = task.status === 'delivered' && revisionWindowOpen(deliveredAt, now) && !refunded;
  const canRefund =
    task.status === 'delivered' && refundWindowOpen(deliveredAt, now) && refund.status === 'success' && !existingRefund;
  const title = task.title;
  const limits = filesOf(settings);
  const attachments = task.attachments ?? [];
  const deliverables = task.deliverables ?? [];
  const canAttach = ATTACHABLE_STATUSES.includes(task.status) && attachments.length < limits.maxAttachments;
  const maxFiles = limits.maxAttachments;
  const retentionDays = limits.retentionDays;
  const limitsText = useFileLimitsText(limits);
  // A file link in the delivery e-mail opens this page with ?download=<file id>.
  useDownloadFromLink(id, deliverables);

  return (
    <section className="section">
      <PageMeta title={t`Task: ${title}`} />
      <div className="container" style={{ maxWidth: 900 }}>
        <nav className="mb-3">
          <Link to={paths.tasks.getHref()}>
            ← <Trans>My tasks</Trans>
          </Link>
        </nav>
        <div
          className="is-flex is-justify-content-space-between is-align-items-start is-flex-wrap-wrap"
          style={{ gap: '0.75rem' }}
        >
          <h1 className="title mb-2" data-testid="task-title">
            {task.title}
          </h1>
          <TaskStatusTag status={task.status} />
        </div>
        <p className="has-text-grey-dark mb-5">
          {i18n._(categoryLabels[task.category])} · {i18n._(tierLabels[task.tier])} ·{' '}
          {i18n._(deliverableLabels[task.deliverableType])} ·{' '}
          <span data-testid="task-price">
            {task.priceCredits === 1 ? <Trans>1 credit</Trans> : <Trans>{task.priceCredits} credits</Trans>}
          </span>{' '}
          ·{' '}
          <Link to={`${paths.schedules.getHref()}?from=${encodeURIComponent(id)}`} data-testid="task-repeat">
            <Trans>Repeat on a schedule</Trans>
          </Link>
        </p>

        <div className="box" data-testid="task-progress">
          {queued ? (
            <>
              {position !== null ? (
                <>
                  <p className="mb-1" data-testid="queue-position">
                    <Trans>Position in the queue: #{position}</Trans>
                  </p>
                  <p className="mb-1" data-testid="estimated-start">
                    <Trans>
                      Estimated start: {estimate} (an estimate: {capacity} tasks are worked on at once, and each takes
                      up to its tier's hours)
                    </Trans>
                  </p>
                  <p className="is-size-7 has-text-grey-dark" data-testid="estimated-delivery">
                    <Trans>
                      Estimated delivery: {estimatedDelivery} (the promised hours start when the task leaves the queue)
                    </Trans>
                  </p>
                </>
              ) : live.status === 'error' ? (
                <p className="has-text-danger" role="alert" data-testid="queue-position-error">
                  <Trans>Your place in the queue could not be loaded. It will update when the queue moves.</Trans>
                </p>
              ) : (
                <p className="has-text-grey-dark" data-testid="queue-position-loading" aria-busy="true">
                  <Trans>Counting your place in the queue…</Trans>
                </p>
              )}
              <div className="mt-4">
                <Suspense fallback={null}>
                  <CancelTaskButton taskId={id} priceCredits={task.priceCredits} />
                </Suspense>
              </div>
            </>
          ) : working && dueAt !== null ? (
            <p>
              <DueCountdown dueAtMs={dueAt} />
            </p>
          ) : task.status === 'delivered' && deliveredAt !== null ? (
            <p>
              <Trans>Delivered: {formatDateTime(deliveredAt, i18n.locale)}</Trans>
            </p>
          ) : task.status === 'cancelled' ? (
            <p>
              <Trans>This task was cancelled and its credits returned.</Trans>
            </p>
          ) : (
            <p>
              <Trans>We are starting on it.</Trans>
            </p>
          )}
        </div>

        <TaskThread taskId={id} task={task} listening={listening} />

        {task.result && (task.status === 'delivered' || task.status === 'reopened') ? (
          <div className="mb-5">
            <h2 className="title is-5">
              <Trans>Your result</Trans>
            </h2>
            <p className="is-size-7 has-text-grey-dark mb-2">
              <span className="tag is-info is-light mr-2" data-testid="ai-label">
                <Trans>AI-assisted, human-reviewed</Trans>
              </span>
              <Trans>Drafted with AI assistance, then reviewed and finished by a person.</Trans>{' '}
              <Link to={paths.aiFeatures.getHref()}>
                <Trans>How we use AI</Trans>
              </Link>
            </p>
            {isBilingual(task) ? (
              <BilingualResult
                en={task.result}
                fr={task.resultFr ?? ''}
                deliverableType={task.deliverableType}
                title={task.title}
              />
            ) : (
              <TaskResult result={task.result} deliverableType={task.deliverableType} title={task.title} />
            )}
            {deliverables.length > 0 ? (
              <div className="mt-4" data-testid="deliverable-files">
                <h3 className="title is-6">
                  <Trans>Delivered files</Trans>
                </h3>
                <TaskFiles taskId={id} files={[...deliverables].reverse()} previews testId="deliverables" />
              </div>
            ) : null}
          </div>
        ) : null}

        <RateDelivery
          taskId={id}
          task={task}
          locale={i18n.locale === 'fr' ? 'fr' : 'en'}
          nowMs={now}
          listening={listening}
        />

        {task.status === 'reopened' && task.revisionNote ? (
          <div className="notification is-light mb-5" data-testid="revision-note">
            <strong>
              <Trans>Your revision request:</Trans>
            </strong>{' '}
            {task.revisionNote}
          </div>
        ) : null}

        {canRevise ? (
          <div className="box">
            <h2 className="title is-6">
              <Trans>Need a change?</Trans>
            </h2>
            <Suspense fallback={null}>
              <RevisionForm taskId={id} cost={revisionCost(task.revisionCount, settings)} />
            </Suspense>
          </div>
        ) : null}

        {existingRefund ? (
          <div className="notification is-info is-light" data-testid="refund-status">
            {existingRefund.status === 'pending' ? (
              <Trans>Your refund request is being reviewed.</Trans>
            ) : existingRefund.status === 'approved' ? (
              <Trans>Your refund was approved. This task is now closed, so it can no longer be revised.</Trans>
            ) : (
              <Trans>Your refund request was declined.</Trans>
            )}
          </div>
        ) : canRefund ? (
          <details className="box">
            <summary className="has-text-weight-semibold">
              <Trans>Not satisfied? Ask for your money back (within 7 days of delivery)</Trans>
            </summary>
            <div className="mt-3">
              <Suspense fallback={null}>
                <RefundForm taskId={id} />
              </Suspense>
            </div>
          </details>
        ) : null}

        <div className="columns mt-4">
          <div className="column is-7">
            <h2 className="title is-5">
              <Trans>Brief</Trans>
            </h2>
            <div className="content" style={{ whiteSpace: 'pre-wrap' }} data-testid="task-brief">
              {task.brief}
            </div>
            {task.sourceText ? (
              <>
                <h2 className="title is-6">
                  <Trans>Source text</Trans>
                </h2>
                <div className="content box" style={{ whiteSpace: 'pre-wrap' }} data-testid="task-source">
                  {task.sourceText}
                </div>
              </>
            ) : null}
            <h2 className="title is-6 mt-5">
              <Trans>Your files</Trans>
            </h2>
            <TaskFiles taskId={id} files={attachments} previews testId="attachments" />
            {canAttach ? (
              <TaskFileUpload taskId={id} maxFiles={maxFiles} retentionDays={retentionDays} limitsText={limitsText} />
            ) : null}
          </div>
          <div className="column">
            <h2 className="title is-5">
              <Trans>Timeline</Trans>
            </h2>
            <ol className="timeline" data-testid="task-timeline">
              {task.history
                .filter((h) => !h.staff)
                .map((h, i) => (
                  <li key={i} className="mb-2">
                    <span className="has-text-weight-semibold">{i18n._(statusLabels[h.to])}</span>
                    <br />
                    <span className="is-size-7 has-text-grey-dark">
                      {formatDateTime(h.at, i18n.locale)} ·{' '}
                      {h.by === uid ? <Trans>by you</Trans> : <Trans>by Tasklane</Trans>}
                    </span>
                  </li>
                ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}
