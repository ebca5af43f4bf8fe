import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { contracts, dateTimeFormat, toMillis } from '@tasklane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { callableError } from '../../../lib/callable';
import { intlLocale } from '../../../lib/i18n';
import { CheckboxField, TextAreaField } from '../../../components/fields/controls';
import { PageLoader } from '../../../components/page-loader';
import { decideRefund } from '../api/reviewer-actions';
import { usePendingRefundRequests, type RefundRequestWithId } from '../api/use-refund-requests';

const reasonSchema = contracts.decideRefund.input.pick({ reason: true });

function RefundRequestCard({ request }: { request: RefundRequestWithId }) {
  const { t, i18n } = useLingui();
  const [decision, setDecision] = useState<'approved' | 'declined' | null>(null);
  // Credits bought in a pack go back as credits unless the admin sends them to the pack's card.
  const [toCard, setToCard] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ reason: string }>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const created = toMillis(request.createdAt);
  const credits = request.credits;

  const decide = (d: 'approved' | 'declined') =>
    handleSubmit(async ({ reason }) => {
      setDecision(d);
      try {
        const out = await decideRefund({
          taskId: request.taskId,
          decision: d,
          reason,
          ...(toCard && request.paymentMethod === 'credits' ? { refundTo: 'card' as const } : {}),
        });
        if (d === 'declined') toast.success(t`Refund declined.`);
        else if (out.cardRefundPending)
          toast.success(t`Refund approved. The card refund is on its way to the customer's card.`);
        else toast.success(t`Refund approved. The credits are back in the customer's wallet.`);
      } catch (err) {
        const fields = callableError(err).fields;
        if (fields.reason) setError('reason', { message: fields.reason });
        else if (callableError(err).reason === 'no_card_payment')
          toast.error(t`No card payment can take this refund; return the credits instead.`);
        else toast.error(t`Could not record this decision.`);
      } finally {
        setDecision(null);
      }
    });

  const fieldId = `refund-reason-${request.id}`;
  return (
    <div className="box" data-testid={`refund-request-${request.id}`}>
      <p className="has-text-weight-semibold">
        <Link to={paths.adminReview.getHref(request.taskId)}>{request.taskTitle}</Link>
      </p>
      <p className="is-size-7 has-text-grey-dark mb-2">
        {created !== null &&
          dateTimeFormat(intlLocale(i18n.locale), {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: 'America/Toronto',
          }).format(created)}
        {' · '}
        {request.paymentMethod === 'card' ? (
          <Trans>Paid by card</Trans>
        ) : (
          <Plural value={credits} one="# credit" other="# credits" />
        )}
      </p>
      <p className="heading">
        <Trans>Customer's reason</Trans>
      </p>
      <p className="mb-3" style={{ whiteSpace: 'pre-wrap' }}>
        {request.reason}
      </p>
      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <TextAreaField
          id={fieldId}
          label={<Trans>Reason for your decision (the customer sees it)</Trans>}
          error={errors.reason}
          alert
          rows={2}
          data-testid="refund-decision-reason"
          {...register('reason')}
        />
        {request.paymentMethod === 'credits' ? (
          <CheckboxField
            id={`${fieldId}-to-card`}
            label={<Trans>Refund to the card that bought the credits instead of returning credits</Trans>}
            checked={toCard}
            onChange={(e) => setToCard(e.target.checked)}
            data-testid="refund-to-card"
          />
        ) : null}
        <div className="buttons">
          <button
            type="button"
            className={`button is-success ${decision === 'approved' ? 'is-loading' : ''}`}
            disabled={decision !== null}
            onClick={(e) => void decide('approved')(e)}
            data-testid="refund-approve"
          >
            <Trans>Approve refund</Trans>
          </button>
          <button
            type="button"
            className={`button is-danger is-light ${decision === 'declined' ? 'is-loading' : ''}`}
            disabled={decision !== null}
            onClick={(e) => void decide('declined')(e)}
            data-testid="refund-decline"
          >
            <Trans>Decline</Trans>
          </button>
        </div>
      </form>
    </div>
  );
}

export function RefundRequestsView({ requests }: { requests: RefundRequestWithId[] }) {
  if (requests.length === 0) {
    return (
      <div className="notification is-light" data-testid="refund-requests-empty">
        <Trans>No refund requests are waiting for a decision.</Trans>
      </div>
    );
  }
  return (
    <div data-testid="refund-requests">
      {requests.map((r) => (
        <RefundRequestCard key={r.id} request={r} />
      ))}
    </div>
  );
}

export default function RefundRequests() {
  const { status, data, error } = usePendingRefundRequests();
  if (status === 'loading') return <PageLoader />;
  if (status === 'error') {
    return (
      <div className="notification is-danger is-light" role="alert">
        <Trans>Could not load the refund requests.</Trans> {error?.message}
      </div>
    );
  }
  return <RefundRequestsView requests={data} />;
}
