import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatCad, type CallableOutput } from '@tasklane/domain';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSignedInUser } from '../../../hooks/use-session';
import { paths } from '../../../config/paths';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { callableError } from '../../../lib/callable';
import { confirmCheckout } from '../api/checkout';
import { useWallet } from '../../../lib/data/use-wallet';

type Outcome = CallableOutput<'confirmCheckoutSession'>;
const POLLS = 8;
/** Answers that asking again cannot change; any other failure (unavailable, deadline, network) is asked again. */
const FINAL_ERRORS = new Set([
  'not-found',
  'permission-denied',
  'unauthenticated',
  'invalid-argument',
  'failed-precondition',
]);

/** The balance, live: it moves as soon as the payment is granted, whoever grants it first. */
function LiveBalance({ uid }: { uid: string }) {
  const wallet = useWallet(uid);
  if (wallet.status !== 'success') return <span className="loader is-inline-block" aria-hidden="true" />;
  const n = wallet.data?.balance ?? 0;
  return (
    <strong data-testid="success-balance">
      <Plural value={n} one="# credit" other="# credits" />
    </strong>
  );
}

/** Presentation of a confirmed session: what was bought, and where to go next. */
export function PaymentOutcome({ outcome, uid }: { outcome: Outcome; uid: string }) {
  const { i18n } = useLingui();
  const total = formatCad(outcome.totalCents / 100, i18n.locale);
  if (outcome.status === 'expired' || outcome.status === 'failed') {
    return (
      <div className="notification is-warning is-light" role="alert" data-testid="payment-not-completed">
        <p className="mb-2">
          <Trans>This payment did not go through, and nothing was charged.</Trans>
        </p>
        <Link className="button is-primary" to={paths.credits.getHref()}>
          <Trans>Back to credits</Trans>
        </Link>
      </div>
    );
  }
  if (outcome.status === 'pending') {
    return (
      <div className="notification is-info is-light" role="status" data-testid="payment-pending">
        <Trans>
          Your payment is still being confirmed by the bank. This page updates by itself; you can also come back later.
        </Trans>
      </div>
    );
  }
  const n = outcome.credits;
  return (
    <div className="box" data-testid="payment-success">
      <p className="title is-4">
        <Trans>Thank you, your payment is received.</Trans>
      </p>
      {outcome.kind === 'pack' ? (
        <>
          <p className="mb-2" data-testid="success-bought">
            <Plural value={n} one={`You bought # credit for ${total}.`} other={`You bought # credits for ${total}.`} />
          </p>
          <p className="mb-4">
            <Trans>Your balance is now</Trans> <LiveBalance uid={uid} />.
          </p>
        </>
      ) : (
        <p className="mb-4" data-testid="success-task">
          <Trans>Your task is paid ({total}) and is now in the queue.</Trans>
        </p>
      )}
      <p className="mb-4 is-size-7 has-text-grey-dark">
        {outcome.receiptId ? (
          <Trans>
            Your receipt <span data-testid="receipt-number">{outcome.receiptId}</span> is sent by e-mail and stays in
            your billing history.
          </Trans>
        ) : (
          <Trans>Your receipt is sent by e-mail and stays in your billing history.</Trans>
        )}
      </p>
      <div className="buttons">
        {outcome.kind === 'task' && outcome.taskId ? (
          <Link className="button is-primary" to={paths.task.getHref(outcome.taskId)} data-testid="success-task-link">
            <Trans>Follow my task</Trans>
          </Link>
        ) : (
          <Link className="button is-primary" to={paths.taskNew.getHref()}>
            <Trans>Submit a task</Trans>
          </Link>
        )}
        <Link className="button" to={`${paths.credits.getHref()}#billing-history`} data-testid="receipt-link">
          <Trans>See my receipt</Trans>
        </Link>
      </div>
    </div>
  );
}

/** /payment-success?session_id=…: confirms the session on the server (same path as the webhook). */
export default function PaymentSuccessPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<'not-found' | 'unconfirmed' | null>(null);
  // Bumped by "Try again" after a run of failed calls, to start asking afresh.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A delayed payment method can leave the session unpaid for a while, and a call can fail for a
    // moment (a busy server, a dropped connection): ask again a few times. Confirming is
    // idempotent, so asking again never grants twice.
    const attempt = async (n: number) => {
      try {
        const out = await confirmCheckout(sessionId);
        if (cancelled) return;
        setOutcome(out);
        if (out.status === 'pending' && n < POLLS) timer = setTimeout(() => void attempt(n + 1), 3000);
      } catch (err) {
        if (cancelled) return;
        const final = FINAL_ERRORS.has(callableError(err).code);
        if (!final && n < POLLS) timer = setTimeout(() => void attempt(n + 1), 3000);
        else setFailure(final ? 'not-found' : 'unconfirmed');
      }
    };
    void attempt(1);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [sessionId, round]);

  return (
    <section className="section">
      <PageMeta title={t`Payment received`} />
      <div className="container" style={{ maxWidth: 640 }}>
        <h1 className="title">
          <Trans>Payment</Trans>
        </h1>
        {failure === 'unconfirmed' ? (
          <div className="notification is-warning is-light" role="alert" data-testid="payment-unconfirmed">
            <p className="mb-2">
              <Trans>
                We could not confirm your payment just now. If you were charged, it will appear in your billing history
                within a few minutes.
              </Trans>
            </p>
            <div className="buttons">
              <button
                type="button"
                className="button is-primary"
                onClick={() => {
                  setFailure(null);
                  setRound((r) => r + 1);
                }}
                data-testid="payment-retry"
              >
                <Trans>Try again</Trans>
              </button>
              <Link className="button" to={paths.credits.getHref()}>
                <Trans>Go to credits and billing</Trans>
              </Link>
            </div>
          </div>
        ) : !sessionId || failure === 'not-found' ? (
          <div className="notification is-danger is-light" role="alert" data-testid="payment-unknown">
            <p className="mb-2">
              <Trans>
                We could not find this payment. If you were charged, it will appear in your billing history within a few
                minutes.
              </Trans>
            </p>
            <Link to={paths.credits.getHref()}>
              <Trans>Go to credits and billing</Trans>
            </Link>
          </div>
        ) : outcome && user ? (
          <PaymentOutcome outcome={outcome} uid={user.uid} />
        ) : (
          <>
            <p className="mb-3">
              <Trans>Confirming your payment…</Trans>
            </p>
            <PageLoader />
          </>
        )}
      </div>
    </section>
  );
}
