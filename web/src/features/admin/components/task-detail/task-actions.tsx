import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminReasonField, contracts, type Task, type WithId } from '@tasklane/domain';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { callableError } from '../../../../lib/callable';
import { z } from '../../../../lib/zod';
import { adjustCredits, reassignReviewer, useAdminProfiles } from '../../api/admin-tasks-api';
import { ReasonField } from '../reason-field';
import { SelectField, TextField } from '../../../../components/fields/controls';
import { codeError } from '../../../../components/fields/field';

/** A reason-carrying admin action: its own small form, busy state and translated errors. */
export function ActionForm({
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

export function ReassignForm({ task }: { task: WithId<Task> }) {
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
        <SelectField
          id="admin-reassign-reviewer"
          label={<Trans>New reviewer</Trans>}
          labelClassName="is-small"
          selectClassName="is-small is-fullwidth"
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
        </SelectField>
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
export function AdjustCreditsForm({ accountId }: { accountId: string }) {
  const { t } = useLingui();
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
        <TextField
          id="admin-adjust-credits"
          label={<Trans>Credits (+ or −)</Trans>}
          labelClassName="is-small"
          inputClassName="is-small"
          error={codeError(amountError)}
          alert
          type="number"
          step="1"
          inputMode="numeric"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setAmountError(null);
          }}
          onBlur={() =>
            setAmountError(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'credits_adjustment_invalid'))
          }
          data-testid="admin-adjust-credits"
        />
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
