import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { contracts } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { expectOwnChange } from '../../../lib/own-changes';
import { TextAreaField } from '../../../components/fields/controls';
import { codeError } from '../../../components/fields/field';
import { callableError } from '../../../lib/callable';
import { cancelTask, requestRefund, requestRevision } from '../api/task-actions';

function useServerErrorToast() {
  const { t } = useLingui();
  return (err: unknown) => {
    const e = callableError(err);
    if (e.code === 'not-found') toast.error(t`This task no longer exists.`);
    else if (e.code === 'failed-precondition' || e.code === 'already-exists')
      toast.error(t`This action is no longer possible for this task.`);
    else toast.error(t`Something went wrong. Please try again.`);
  };
}

/** Cancel while queued: a two-step button, then a full refund. */
export function CancelTaskButton({ taskId, priceCredits }: { taskId: string; priceCredits: number }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const failed = useServerErrorToast();
  const cancel = async () => {
    setBusy(true);
    const forget = expectOwnChange(taskId, 'cancelled');
    try {
      const out = await cancelTask(taskId);
      const n = out.refundedCredits;
      toast.success(
        <span data-testid="toast-task-cancelled">
          <strong>{t`Task cancelled`}</strong>
          <br />
          {n === 1 ? t`1 credit returned to your wallet.` : t`${n} credits returned to your wallet.`}
        </span>,
      );
    } catch (err) {
      forget();
      failed(err);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  if (!confirming) {
    return (
      <button
        type="button"
        className="button is-danger is-light"
        data-testid="cancel-task"
        onClick={() => setConfirming(true)}
      >
        <Trans>Cancel this task</Trans>
      </button>
    );
  }
  return (
    <div className="notification is-danger is-light" role="alertdialog" aria-labelledby="cancel-confirm-text">
      <p id="cancel-confirm-text" className="mb-2">
        {priceCredits === 1 ? (
          <Trans>Cancel this task? Its 1 credit goes back to your wallet.</Trans>
        ) : (
          <Trans>Cancel this task? Its {priceCredits} credits go back to your wallet.</Trans>
        )}
      </p>
      <div className="buttons">
        <button
          type="button"
          className={`button is-danger ${busy ? 'is-loading' : ''}`}
          disabled={busy}
          data-testid="confirm-cancel"
          onClick={() => void cancel()}
        >
          <Trans>Yes, cancel it</Trans>
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => setConfirming(false)}>
          <Trans>Keep it</Trans>
        </button>
      </div>
    </div>
  );
}

/** A note form shared by the revision and refund requests, validated with the callable's schema. */
function NoteForm({
  id,
  label,
  submitLabel,
  validate,
  send,
  testId,
}: {
  id: string;
  label: string;
  submitLabel: string;
  validate: (text: string) => string | null;
  /** Resolves false to keep the text (the request is not sent yet, e.g. waiting for a confirmation). */
  send: (text: string) => Promise<boolean | void>;
  testId: string;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const failed = useServerErrorToast();
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        const code = validate(text);
        setError(code);
        if (code) return;
        setBusy(true);
        send(text)
          .then((done) => {
            if (done !== false) setText('');
          })
          .catch(failed)
          .finally(() => setBusy(false));
      }}
    >
      <TextAreaField
        id={id}
        label={label}
        error={codeError(error)}
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className={`button is-link ${busy ? 'is-loading' : ''}`} disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

function codeOf(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
): string | null {
  if (result.success) return null;
  return result.error?.issues.find((i) => i.path[0] === field)?.message ?? null;
}

export function RevisionForm({ taskId, cost }: { taskId: string; cost: number }) {
  const { t } = useLingui();
  // A paid revision waits here, with its price on screen, until the customer confirms it.
  const [pendingNote, setPendingNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const failed = useServerErrorToast();

  const send = async (note: string) => {
    const forget = expectOwnChange(taskId, 'reopened');
    try {
      const out = await requestRevision(taskId, note);
      const charged = out.chargedCredits;
      toast.success(
        charged > 0 ? (
          <Plural
            value={charged}
            one="Revision requested. # credit deducted."
            other="Revision requested. # credits deducted."
          />
        ) : (
          t`Revision requested.`
        ),
      );
    } catch (err) {
      forget();
      throw err;
    }
  };

  return (
    <div>
      <p className="mb-2 is-size-7 has-text-grey-dark" data-testid="revision-cost">
        {cost === 0 ? (
          <Trans>
            This revision is free: one free minor revision per task within 72 hours of its delivery (10 minutes of work
            or less). Further revisions cost 1 credit each.
          </Trans>
        ) : (
          <Plural value={cost} one="This revision costs # credit." other="This revision costs # credits." />
        )}
      </p>
      {pendingNote !== null ? (
        <div
          className="notification is-warning is-light"
          role="alertdialog"
          aria-labelledby="paid-revision-text"
          data-testid="confirm-paid-revision"
        >
          <p id="paid-revision-text" className="mb-2">
            <Plural
              value={cost}
              one="Your free revision of this task is used. This one costs # credit, taken from your balance when you confirm."
              other="Your free revision of this task is used. This one costs # credits, taken from your balance when you confirm."
            />
          </p>
          <div className="buttons">
            <button
              type="button"
              className={`button is-link ${busy ? 'is-loading' : ''}`}
              disabled={busy}
              onClick={() => {
                setBusy(true);
                send(pendingNote)
                  .then(() => setPendingNote(null))
                  .catch(failed)
                  .finally(() => setBusy(false));
              }}
            >
              <Plural value={cost} one="Pay # credit and request it" other="Pay # credits and request it" />
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setPendingNote(null)}>
              <Trans>Not now</Trans>
            </button>
          </div>
        </div>
      ) : (
        <NoteForm
          id="revision-note"
          testId="revision-form"
          label={t`What should change?`}
          submitLabel={t`Request a revision`}
          validate={(note) => codeOf(contracts.requestRevision.input.safeParse({ taskId, note }), 'note')}
          send={async (note) => {
            if (cost > 0) {
              setPendingNote(note);
              return false;
            }
            await send(note);
          }}
        />
      )}
    </div>
  );
}

export function RefundForm({ taskId }: { taskId: string }) {
  const { t } = useLingui();
  return (
    <NoteForm
      id="refund-reason"
      testId="refund-form"
      label={t`Why are you asking for a refund?`}
      submitLabel={t`Request a refund`}
      validate={(reason) => codeOf(contracts.requestRefund.input.safeParse({ taskId, reason }), 'reason')}
      send={async (reason) => {
        await requestRefund(taskId, reason);
        toast.success(t`Refund requested. An admin will answer soon.`);
      }}
    />
  );
}
