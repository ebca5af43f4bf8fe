import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminReasonField } from '@tasklane/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { callableError } from '../../../lib/callable';
import { z } from '../../../lib/zod';
import { handBackTask } from '../api/reviewers-api';
import { ReasonField } from './reason-field';

/** The reviewer of a task gives it back to the pool, with a reason the admins read. */
export function HandBackForm({ taskId }: { taskId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({
    resolver: zodResolver(z.object({ reason: adminReasonField })),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await handBackTask(taskId, reason);
      toast.success(t`Task handed back to the pool.`);
      await navigate(paths.admin.getHref());
    } catch (err) {
      const e = callableError(err);
      if (e.fields.reason) setError('reason', { message: e.fields.reason });
      else toast.error(t`Could not hand this task back. Please try again.`);
    }
  });
  const fieldId = `hand-back-${taskId}`;
  return (
    <details className="box mt-4" data-testid="hand-back">
      <summary className="has-text-weight-semibold">
        <Trans>Hand this task back</Trans>
      </summary>
      <form className="mt-3" onSubmit={(e) => void submit(e)} noValidate>
        <ReasonField
          id={fieldId}
          label={<Trans>Why (the admins read it)</Trans>}
          error={errors.reason}
          field={register('reason')}
          testId="hand-back-reason"
        />
        <button
          type="submit"
          className={`button is-small is-warning ${isSubmitting ? 'is-loading' : ''}`}
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          data-testid="hand-back-submit"
        >
          <Trans>Hand back to the pool</Trans>
        </button>
      </form>
    </details>
  );
}
