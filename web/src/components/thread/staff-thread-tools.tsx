import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { THREAD_LIMITS, type WaitingOutcome } from '@tasklane/domain';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { call, callableError } from '../../lib/callable';
import { TextAreaField, TextField } from '../fields/controls';
import { FieldSet } from '../fields/field';

/**
 * Staff ask the customer a question that pauses the task's clock, stating in advance what happens
 * without an answer (the question's e-mail says it too).
 */
export function AskCustomerForm({ taskId }: { taskId: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [question, setQuestion] = useState('');
  const [outcome, setOutcome] = useState<WaitingOutcome>('deliver_on_assumptions');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async () => {
    setBusy(true);
    setError(null);
    try {
      await call('askCustomer', { taskId, question, outcome });
      setQuestion('');
      toast.success(t`Question sent. The task's clock is paused.`);
    } catch (err) {
      const e = callableError(err);
      setError(
        i18n._(
          e.fields.question === 'question_too_short'
            ? msg`A question needs at least 10 characters.`
            : e.reason === 'already_waiting'
              ? msg`This task already waits on an answer.`
              : e.reason === 'not_askable'
                ? msg`This task can no longer wait on the customer.`
                : msg`The question could not be sent. Try again.`,
        ),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="box"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      data-testid="ask-customer-form"
    >
      <h3 className="title is-6">
        <Trans>Ask the customer (pauses the clock)</Trans>
      </h3>
      <TextAreaField
        id={`${id}-q`}
        label={<Trans>Question</Trans>}
        rows={2}
        maxLength={THREAD_LIMITS.textMaxChars}
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        data-testid="ask-question"
      />
      <FieldSet legend={<Trans>Without an answer in time</Trans>}>
        <label className="radio mr-4">
          <input
            type="radio"
            name={`${id}-o`}
            checked={outcome === 'deliver_on_assumptions'}
            onChange={() => setOutcome('deliver_on_assumptions')}
            data-testid="ask-outcome-deliver"
          />{' '}
          <Trans>Deliver on stated assumptions</Trans>
        </label>
        <label className="radio">
          <input
            type="radio"
            name={`${id}-o`}
            checked={outcome === 'cancel_refund'}
            onChange={() => setOutcome('cancel_refund')}
            data-testid="ask-outcome-cancel"
          />{' '}
          <Trans>Cancel with a full refund</Trans>
        </label>
      </FieldSet>
      {error ? (
        <p className="help is-danger mb-2" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={`button is-warning ${busy ? 'is-loading' : ''}`}
        disabled={busy || question.trim().length === 0}
        aria-busy={busy}
        data-testid="ask-send"
      >
        <Trans>Ask and pause</Trans>
      </button>
    </form>
  );
}

/** Staff hide an abusive message, with a reason kept in the audit log. */
export function HideMessageForm({
  threadId,
  messageId,
  onDone,
}: {
  threadId: string;
  messageId: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const onSubmit = async () => {
    setBusy(true);
    try {
      await call('hideMessage', { threadId, messageId, reason });
      toast.success(t`Message hidden.`);
      onDone();
    } catch {
      toast.error(t`The message could not be hidden.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="notification is-light"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      data-testid="hide-message-form"
    >
      <TextField
        id={id}
        label={<Trans>Why hide this message? (kept in the audit log)</Trans>}
        value={reason}
        maxLength={500}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="buttons">
        <button
          type="submit"
          className={`button is-danger ${busy ? 'is-loading' : ''}`}
          disabled={busy || reason.trim().length < 3}
        >
          <Trans>Hide message</Trans>
        </button>
        <button type="button" className="button" onClick={onDone} disabled={busy}>
          <Trans>Keep it</Trans>
        </button>
      </div>
    </form>
  );
}
