import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { filesOf, type BriefCheckLink, type TaskInput } from '@tasklane/domain';
import { useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { useSignedInUser } from '../../../hooks/use-session';
import { paths } from '../../../config/paths';
import { callableError } from '../../../lib/callable';
import { useWallet } from '../../../lib/data/use-wallet';
import { useSpace } from '../../../hooks/use-space';
import { creditErrorMessage } from '../utils/credit-errors';
import { PageMeta } from '../../../components/page-meta';
import { TaskNewFrame } from '../../../components/task-new-heading';
import { checkBrief, payTaskByCard, submitTask } from '../api/task-actions';
import { useSettings } from '../../../lib/data/use-settings';
import { useQueueSnapshot } from '../api/use-queue-snapshot';
import { NeedCreditsText } from '../components/insufficient-credits';
import { TaskForm, clearDraft, loadDraft, tierEstimate } from '../components/task-form';
import { formatDateTime } from '../../../lib/format';
import { FilesPicker } from '../../../components/files/files-picker';
import { fileErrorMessages } from '../../../components/files/file-messages';
import { FileRequestError, uploadTaskFile } from '../../../lib/files';
import { loadValidationMessages } from '../../../components/fields/validation-message';

/** /tasks/new, /submit-task and /task-submission: one submission screen. */
export default function TaskNewPage() {
  const user = useSignedInUser();
  const uid = user.uid;
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { settings } = useSettings();
  // In a team space the task is the team's, paid with its credits (the server checks membership and cap).
  const space = useSpace(uid);
  const wallet = useWallet(space.accountId);
  const queue = useQueueSnapshot();
  const walletBalance = wallet.status === 'success' ? (wallet.data?.balance ?? 0) : null;
  const initial = useMemo(() => loadDraft(i18n.locale), [i18n.locale]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // One id per submission attempt: a retried call (double click, flaky network) creates one task.
  const requestId = useRef(crypto.randomUUID());
  const [files, setFiles] = useState<File[]>([]);
  const [sendingFiles, setSendingFiles] = useState(false);

  /**
   * Sends the chosen files to the new task, one after the other, with the progress in a toast.
   * A refused or failed file does not undo the task: the person sees why and can attach it again
   * on the task's page.
   */
  const sendFiles = async (taskId: string) => {
    if (files.length === 0) return;
    setSendingFiles(true);
    const total = files.length;
    const progress = toast.loading(t`Sending your files…`);
    try {
      for (const [i, file] of files.entries()) {
        const n = i + 1;
        const name = file.name;
        toast.loading(t`Sending file ${n} of ${total}: ${name}`, { id: progress });
        try {
          await uploadTaskFile(taskId, 'attachment', file, (fraction) => {
            const percent = Math.round(fraction * 100);
            toast.loading(t`Sending file ${n} of ${total}: ${name} (${percent}%)`, { id: progress });
          });
        } catch (err) {
          const reason = i18n._(fileErrorMessages[err instanceof FileRequestError ? err.code : 'network']);
          toast.error(t`${name} was not attached: ${reason} You can attach it again on the task's page.`, {
            duration: 10_000,
          });
        }
      }
    } finally {
      toast.dismiss(progress);
      setFiles([]);
      setSendingFiles(false);
    }
  };

  const onSubmit = async (values: TaskInput, briefCheck?: BriefCheckLink) => {
    setServerErrors({});
    try {
      const out = await submitTask({
        ...values,
        requestId: requestId.current,
        ...(briefCheck ? { briefCheck } : {}),
        accountId: space.accountId,
      });
      if (out.approval) {
        // The team's rule holds it for an owner: nothing was charged, and there is no task yet.
        toast.success(
          <span data-testid="toast-sent-for-approval">
            <strong>
              <Trans>Sent for approval</Trans>
            </strong>
            <br />
            <Trans>A team owner approves or declines it; nothing is charged until then.</Trans>
            {files.length > 0 ? (
              <>
                <br />
                <Trans>Attach your files on the task's page once it is approved.</Trans>
              </>
            ) : null}
          </span>,
          { duration: 8000 },
        );
        clearDraft();
        requestId.current = crypto.randomUUID();
        setFiles([]);
        await navigate(paths.teamApprovals.getHref());
        return;
      }
      const n = out.priceCredits;
      const description = values.title;
      const estimate = queue.status === 'success' ? tierEstimate(queue.data, values.tier, Date.now()) : null;
      const delivery = estimate ? formatDateTime(estimate.deliveryMs, i18n.locale) : '';
      toast.success(
        <span data-testid="toast-credits-deducted">
          <strong>
            <Trans>Credits Deducted</Trans>
          </strong>
          <br />
          <Plural value={n} one="# credit deducted." other="# credits deducted." /> {description}
          {estimate ? (
            <>
              <br />
              <Trans>Estimated delivery: {delivery}</Trans>
            </>
          ) : null}
        </span>,
      );
      clearDraft();
      requestId.current = crypto.randomUUID();
      await sendFiles(out.taskId);
      await navigate(paths.task.getHref(out.taskId));
    } catch (err) {
      const fields = callableError(err).fields;
      setServerErrors(fields);
      const e = callableError(err);
      if (e.message === 'Insufficient credits') {
        const details = (e.details ?? {}) as { needed?: number; balance?: number };
        const needed = details.needed ?? 0;
        const balance = details.balance ?? 0;
        toast.error(
          <span data-testid="toast-insufficient-credits">
            <strong>
              <Trans>Insufficient Credits</Trans>
            </strong>
            <br />
            <NeedCreditsText needed={needed} balance={balance} />
          </span>,
        );
      } else if (e.reason === 'spending_cap' || e.reason === 'not_a_member') {
        const cap = (e.details as { cap?: number } | undefined)?.cap ?? 0;
        toast.error(
          <span data-testid={`toast-${e.reason}`}>
            {e.reason === 'spending_cap' ? (
              <Trans>
                Your monthly spending cap in this team is {cap} credits, and this task would go over it. Ask a team
                owner to raise it.
              </Trans>
            ) : (
              <Trans>You are no longer a member of this team. Switch to your personal space to submit.</Trans>
            )}
          </span>,
        );
      } else if (fields.briefCheck) {
        // Loaded with the form's rules, which this submit has just run.
        const validationMessage = await loadValidationMessages();
        toast.error(i18n._(validationMessage(fields.briefCheck)));
      } else if (Object.keys(fields).length > 0) {
        toast.error(t`Please correct the highlighted fields.`);
      } else {
        const reason = i18n._(creditErrorMessage(e.message));
        toast.error(
          <span data-testid="toast-deduction-failed">
            <strong>
              <Trans>Credit Deduction Failed</Trans>
            </strong>
            <br />
            {reason}
          </span>,
        );
      }
    }
  };

  // The draft stays in local storage until the task exists, so a cancelled payment loses nothing.
  const onPayByCard = async (values: TaskInput) => {
    setServerErrors({});
    if (space.teamId) {
      toast.error(
        t`In a team space, tasks are paid with the team's credits. Switch to your personal space to pay by card.`,
      );
      return;
    }
    try {
      const { url } = await payTaskByCard({
        requestId: requestId.current,
        task: values,
        locale: i18n.locale === 'fr' ? 'fr' : 'en',
        accountId: space.accountId,
      });
      window.location.assign(url);
    } catch (err) {
      const reason = callableError(err).reason;
      if (reason === 'province_required') {
        toast.error(
          <span data-testid="toast-province-required">
            <Trans>Add your province to your billing profile first: it decides the taxes on your receipt.</Trans>{' '}
            <Link to={paths.profile.getHref()}>
              <Trans>Add my province</Trans>
            </Link>
          </span>,
          { duration: 8000 },
        );
      } else if (reason === 'already_paid') {
        toast.error(t`This task is already paid for.`);
      } else {
        toast.error(t`The payment page could not be opened. Nothing was charged; please try again.`);
      }
    }
  };

  return (
    <TaskNewFrame>
      <PageMeta
        title={t`Submit a task`}
        description={t`Describe one micro-task, see its price, and pay with credits.`}
      />
      <TaskForm
        settings={settings}
        queue={queue}
        balance={walletBalance}
        initial={initial}
        serverErrors={serverErrors}
        onSubmit={onSubmit}
        onPayByCard={onPayByCard}
        onCheckBrief={checkBrief}
        checkErrorCode={(err) => callableError(err).code}
        files={<FilesPicker files={files} onChange={setFiles} limits={filesOf(settings)} disabled={sendingFiles} />}
      />
    </TaskNewFrame>
  );
}
