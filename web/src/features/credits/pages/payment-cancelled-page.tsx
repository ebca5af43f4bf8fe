import { Trans, useLingui } from '@lingui/react/macro';
import { formatCad, type CheckoutDraft } from '@tasklane/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { checkoutFailure, startCheckout, useCheckoutDraft } from '../api/checkout';
import { CheckoutError } from '../components/checkout-error';

/** The order that was not paid, with a way to pay for exactly the same thing again. */
function DraftRetry({ draft }: { draft: CheckoutDraft }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof checkoutFailure> | null>(null);
  const locale: 'en' | 'fr' = i18n.locale === 'fr' ? 'fr' : 'en';
  const retry = async () => {
    setBusy(true);
    setFailure(null);
    try {
      // The same order for the same account: a team's stays the team's.
      const team = draft.accountId && draft.accountId !== draft.userId ? { accountId: draft.accountId } : {};
      const input =
        draft.kind === 'task' && draft.task && draft.requestId
          ? { kind: 'task' as const, requestId: draft.requestId, task: draft.task, locale, ...team }
          : { kind: 'pack' as const, packId: draft.packId ?? '', locale, ...team };
      const { url } = await startCheckout(input);
      window.location.assign(url);
    } catch (err) {
      setFailure(checkoutFailure(err));
      setBusy(false);
    }
  };
  if (draft.status === 'paid') {
    return (
      <div className="notification is-success is-light" role="status" data-testid="draft-paid">
        <Trans>This order was paid in the meantime: nothing more to do.</Trans>{' '}
        <Link to={draft.taskId ? paths.task.getHref(draft.taskId) : paths.credits.getHref()}>
          <Trans>See it</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="box" data-testid="cancelled-draft">
      <p className="mb-2 has-text-weight-semibold">{draft.description[locale]}</p>
      <p className="mb-3">{formatCad(draft.totalCents / 100, i18n.locale)}</p>
      {draft.kind === 'task' ? (
        <p className="mb-3" data-testid="draft-kept">
          <Trans>Your task is kept as a draft: it will be created as soon as it is paid.</Trans>
        </p>
      ) : null}
      <div className="buttons">
        <button
          type="button"
          className={`button is-primary ${busy ? 'is-loading' : ''}`}
          disabled={busy}
          aria-busy={busy}
          onClick={() => void retry()}
          data-testid="retry-checkout"
        >
          <Trans>Try again</Trans>
        </button>
        {draft.kind === 'task' ? (
          <Link className="button" to={paths.taskNew.getHref()}>
            <Trans>Edit the task</Trans>
          </Link>
        ) : (
          <Link className="button" to={paths.credits.getHref()}>
            <Trans>Choose another pack</Trans>
          </Link>
        )}
      </div>
      {failure ? <CheckoutError reason={failure} /> : null}
    </div>
  );
}

function DraftSection({ draftId }: { draftId: string }) {
  const draft = useCheckoutDraft(draftId);
  if (draft.status === 'loading') return <PageLoader />;
  if (draft.status === 'error' || !draft.data) {
    return (
      <Link className="button is-primary" to={paths.credits.getHref()}>
        <Trans>Back to credits</Trans>
      </Link>
    );
  }
  return <DraftRetry draft={draft.data} />;
}

/** /payment-cancelled?draft=…: the customer left Stripe's page without paying. */
export default function PaymentCancelledPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const draftId = params.get('draft') ?? '';
  return (
    <section className="section">
      <PageMeta title={t`Payment cancelled`} />
      <div className="container" style={{ maxWidth: 640 }}>
        <h1 className="title">
          <Trans>Payment cancelled</Trans>
        </h1>
        <p className="notification is-info is-light" role="status" data-testid="nothing-charged">
          <Trans>Nothing was charged.</Trans>
        </p>
        {draftId ? (
          <DraftSection draftId={draftId} />
        ) : (
          <Link className="button is-primary" to={paths.credits.getHref()}>
            <Trans>Back to credits</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}
