import { Trans, useLingui } from '@lingui/react/macro';
import { DELIVERABLE_KINDS, FILE_KINDS, isBilingual, toMillis, type StoredFile, type Task } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import { useSignedInUser } from '../../../hooks/use-session';
import { paths } from '../../../config/paths';
import { BriefCheckSummary } from '../../../components/brief-check/brief-check-summary';
import { categoryLabels, deliverableLabels, statusLabels, statusTagClass, tierLabels } from '../../../lib/labels';
import { PageLoader } from '../../../components/page-loader';
import { pickUpTask } from '../api/reviewer-actions';
import { useReviewTask, useStaffDraft, useStaffReview, type StaffDraft } from '../api/use-review-task';
import { FileUpload } from '../../../components/files/file-upload';
import { TaskFiles } from '../../../components/files/task-files';
import { useNow } from '../../../hooks/use-now';
import { AiDraft } from '../components/deliver-form';
import { DeliverForm } from '../components/deliver-form-container';
import { MemoryPanel } from '../components/memory-panel';
import { HandBackForm } from '../components/hand-back-form';
import { ReviewThread } from '../components/review-thread';
import { DueCountdown } from '../../../components/due-countdown';
import { BrandKitPanel, WithBrandKit, type ReviewBrandKit } from '../components/brand-kit-panel';
import { BilingualDeliverForm } from '../components/bilingual-deliver-form';

function TaskBrief({ taskId, task, nowMs }: { taskId: string; task: Task; nowMs: number }) {
  const { i18n } = useLingui();
  return (
    <div className="box" data-testid="review-brief">
      <h2 className="title is-5">{task.title}</h2>
      <div className="tags">
        <span className={`tag ${statusTagClass[task.status]}`} data-testid="review-status">
          {i18n._(statusLabels[task.status])}
        </span>
        <span className="tag is-light">{i18n._(categoryLabels[task.category])}</span>
        <span className="tag is-light">{i18n._(tierLabels[task.tier])}</span>
        <span className="tag is-light">{i18n._(deliverableLabels[task.deliverableType])}</span>
        {isBilingual(task) ? (
          <span className="tag is-link is-light" data-testid="review-bilingual">
            <Trans>English and French</Trans>
          </span>
        ) : (
          <span className="tag is-light">{task.language === 'fr' ? 'Français' : 'English'}</span>
        )}
      </div>
      <p className="mb-3">
        <DueCountdown dueAtMs={toMillis(task.dueAt)} nowMs={nowMs} />
      </p>
      {task.revisionNote && task.revisionCount > 0 && (
        <div className="notification is-warning is-light" data-testid="revision-note">
          <p className="has-text-weight-semibold">
            <Trans>Revision requested by the customer</Trans>
          </p>
          <p style={{ whiteSpace: 'pre-wrap' }}>{task.revisionNote}</p>
        </div>
      )}
      <p className="heading">
        <Trans>Brief</Trans>
      </p>
      <p className="mb-3" style={{ whiteSpace: 'pre-wrap' }}>
        {task.brief}
      </p>
      <p className="heading">
        <Trans>Brief check</Trans>
      </p>
      <div className="mb-3">
        <BriefCheckSummary check={task.briefCheck} />
      </div>
      <p className="heading">
        <Trans>Source text</Trans>
      </p>
      {task.sourceText.trim() ? (
        <p style={{ whiteSpace: 'pre-wrap' }} data-testid="review-source">
          {task.sourceText}
        </p>
      ) : (
        <p className="has-text-grey">
          <Trans>No source text.</Trans>
        </p>
      )}
      <p className="heading mt-3">
        <Trans>Customer's files</Trans>
      </p>
      <TaskFiles taskId={taskId} files={task.attachments ?? []} previews testId="review-attachments" />
    </div>
  );
}

/**
 * The deliverable as files: what this task's type takes (a visual, a sheet, subtitles), the files
 * waiting for this delivery, and those of earlier rounds, which a revision keeps.
 */
function DeliverableFiles({
  taskId,
  task,
  pending,
  canAttach,
}: {
  taskId: string;
  task: Task;
  pending: StoredFile[];
  canAttach: boolean;
}) {
  const { t } = useLingui();
  const kinds = DELIVERABLE_KINDS[task.deliverableType];
  const accept = kinds.flatMap((k) => FILE_KINDS[k].exts.map((e) => `.${e}`)).join(',');
  const allowed = kinds.map((k) => k.toUpperCase()).join(', ');
  const delivered = task.deliverables ?? [];
  return (
    <div className="box" data-testid="deliverable-files-panel">
      <p className="heading">
        <Trans>Files for the customer</Trans>
      </p>
      {canAttach ? (
        <FileUpload
          taskId={taskId}
          purpose="deliverable"
          accept={accept}
          label={t`Attach the deliverable`}
          hint={t`Accepted for this task: ${allowed}. Sheets: at most 500 data rows.`}
        />
      ) : null}
      {pending.length > 0 || canAttach ? (
        <>
          <p className="is-size-7 has-text-weight-semibold">
            <Trans>Going out with this delivery</Trans>
          </p>
          <TaskFiles taskId={taskId} files={pending} previews testId="pending-files" />
        </>
      ) : null}
      {delivered.length > 0 ? (
        <>
          <p className="is-size-7 has-text-weight-semibold mt-3">
            <Trans>Already delivered</Trans>
          </p>
          <TaskFiles taskId={taskId} files={[...delivered].reverse()} testId="delivered-files" />
        </>
      ) : null}
    </div>
  );
}

export function ReviewWorkspaceView({
  taskId,
  task,
  draft,
  uid,
  pendingFiles = [],
  brandKit,
}: {
  taskId: string;
  task: Task;
  draft: StaffDraft | undefined;
  uid: string;
  pendingFiles?: StoredFile[];
  /** The account's brand kit: undefined while it loads, null when it keeps none. */
  brandKit?: ReviewBrandKit | null;
}) {
  const { t } = useLingui();
  const nowMs = useNow();
  const [picking, setPicking] = useState(false);
  const mine = task.status === 'in_review' && task.reviewerId === uid;
  const canPickUp = task.status === 'ai_drafted' || task.status === 'reopened';
  const draftText = draft && !draft.failed ? draft.text : '';
  const bilingual = isBilingual(task);

  const onPickUp = async () => {
    setPicking(true);
    try {
      await pickUpTask(taskId);
      toast.success(t`Task picked up`);
    } catch {
      toast.error(t`Could not pick up this task. Someone may have taken it.`);
    } finally {
      setPicking(false);
    }
  };

  return (
    <div data-testid="review-workspace">
      <p className="mb-4">
        <Link to={paths.admin.getHref()}>
          <Trans>← Back to the review queue</Trans>
        </Link>
      </p>
      <div className="columns is-desktop">
        <div className="column is-4-desktop">
          <TaskBrief taskId={taskId} task={task} nowMs={nowMs} />
          <BrandKitPanel kit={brandKit} task={task} />
          <MemoryPanel draft={draft} />
        </div>
        {bilingual ? null : (
          <div className="column is-4-desktop">
            <AiDraft draft={draft} draftFailed={task.draftFailed} />
          </div>
        )}
        {/* Both languages need the room of two columns, so their texts sit side by side. */}
        <div className={`column ${bilingual ? 'is-8-desktop' : 'is-4-desktop'}`}>
          {bilingual && (task.draftFailed || draft?.failed) ? (
            <AiDraft draft={draft} draftFailed={task.draftFailed} />
          ) : null}
          {canPickUp && (
            <div className="notification is-info is-light">
              <p className="mb-2">
                <Trans>Pick this task up to edit and deliver it.</Trans>
              </p>
              <button
                type="button"
                className={`button is-primary ${picking ? 'is-loading' : ''}`}
                disabled={picking}
                onClick={() => void onPickUp()}
                data-testid="workspace-pick-up"
              >
                <Trans>Pick up</Trans>
              </button>
            </div>
          )}
          {task.status === 'in_review' && !mine && (
            <div className="notification is-light">
              <Trans>Another reviewer has this task.</Trans>
            </div>
          )}
          {task.status === 'delivered' && (
            <div className="notification is-success is-light" data-testid="workspace-delivered">
              <Trans>Delivered.</Trans>
            </div>
          )}
          {mine || (task.deliverables ?? []).length > 0 ? (
            <DeliverableFiles taskId={taskId} task={task} pending={pendingFiles} canAttach={mine} />
          ) : null}
          {/* Read-only until picked up, so the two drafts show side by side from the start. */}
          {bilingual ? (
            <BilingualDeliverForm
              key={`${taskId}-${task.status}`}
              taskId={taskId}
              task={task}
              draft={draft}
              canDeliver={mine}
              glossary={brandKit?.glossary ?? []}
            />
          ) : null}
          {!bilingual && (mine || task.status === 'delivered') && (
            <DeliverForm
              key={`${taskId}-${task.status}`}
              taskId={taskId}
              task={task}
              draftText={draftText}
              canDeliver={mine}
              brandKit={brandKit}
            />
          )}
        </div>
      </div>
      <ReviewThread taskId={taskId} task={task} />
    </div>
  );
}

export default function ReviewWorkspace() {
  const { taskId = '' } = useParams();
  const user = useSignedInUser();
  const task = useReviewTask(taskId);
  const draft = useStaffDraft(taskId);
  const review = useStaffReview(taskId);
  if (task.status === 'loading' || draft.status === 'loading') return <PageLoader />;
  if (task.status === 'error') {
    return (
      <div className="notification is-danger is-light" role="alert">
        <Trans>Could not load this task.</Trans>
      </div>
    );
  }
  if (!task.data) {
    return (
      <div className="notification is-light">
        <Trans>This task does not exist.</Trans>
      </div>
    );
  }
  const current = task.data;
  return (
    <>
      <WithBrandKit task={current}>
        {(brandKit) => (
          <ReviewWorkspaceView
            taskId={taskId}
            task={current}
            draft={draft.status === 'success' ? draft.data : undefined}
            uid={user.uid}
            pendingFiles={review.status === 'success' ? (review.data?.pendingFiles ?? []) : []}
            brandKit={brandKit}
          />
        )}
      </WithBrandKit>
      {current.reviewerId === user.uid && ['ai_drafted', 'in_review', 'reopened'].includes(current.status) && (
        <HandBackForm taskId={taskId} />
      )}
    </>
  );
}
