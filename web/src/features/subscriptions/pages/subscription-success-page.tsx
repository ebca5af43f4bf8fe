import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CallableOutput } from '@tasklane/domain';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../hooks/use-session';
import { useWallet } from '../../../lib/data/use-wallet';
import { confirmSubscription, useSubscription } from '../api/subscription-api';
import { planName } from '../components/plan-text';

type Outcome = CallableOutput<'confirmSubscription'>;
const POLLS = 8;

/** The plan and balance, live: they show as soon as the first invoice is granted, whoever grants it. */
function LivePlan({ uid, outcome }: { uid: string; outcome: Outcome }) {
  const { i18n } = useLingui();
  const wallet = useWallet(uid);
  const subscription = useSubscription(uid);
  const planId = subscription.status === 'success' && subscription.data ? subscription.data.planId : outcome.planId;
  const name = planId ? planName(i18n, planId) : '';
  const n = outcome.credits;
  const balance = wallet.status === 'success' ? (wallet.data?.balance ?? 0) : null;
  return (
    <div className="box" data-testid="subscription-success">
      <p className="title is-4" data-testid="success-plan">
        <Trans>Welcome to the {name} plan!</Trans>
      </p>
      <p className="mb-2" data-testid="success-credits">
        <Plural value={n} one="# credit was added to your wallet." other="# credits were added to your wallet." />
      </p>
      <p className="mb-4">
        <Trans>Your balance is now</Trans>{' '}
        {balance === null ? (
          <span className="loader is-inline-block" aria-hidden="true" />
        ) : (
          <strong data-testid="success-balance">
            <Plural value={balance} one="# credit" other="# credits" />
          </strong>
        )}
        .
      </p>
      <p className="mb-4 is-size-7 has-text-grey-dark">
        {outcome.receiptId ? (
          <Trans>
            Your receipt <span data-testid="receipt-number">{outcome.receiptId}</span> is sent by e-mail. Each renewal adds your plan's credits and sends a new receipt.
          </Trans>
        ) : (
          <Trans>Your receipt is sent by e-mail. Each renewal adds your plan's credits and sends a new receipt.</Trans>
        )}
      </p>
      <div className="buttons">
        <Link className="button is-primary" to={paths.taskNew.getHref()}>
          <Trans>Submit a task</Trans>
        </Link>
        <Link className="button" to={paths.subscription.getHref()} data-testid="success-manage">
          <Trans>Manage my plan</Trans>
        </Link>
      </div>
    </div>
  );
}

/** /subscription-success?session_id=…: confirms the plan on the server (same grant as the webhook). */
export default function SubscriptionSuccessPage() {
  const { t } = useLingui();
  const { uid } = useSignedInUser();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The first invoice may still be settling at Stripe: ask again a few times.
    const attempt = async (n: number) => {
      try {
        const out = await confirmSubscription(sessionId);
        if (cancelled) return;
        setOutcome(out);
        if (out.status === 'pending' && n < POLLS) timer = setTimeout(() => void attempt(n + 1), 3000);
      } catch {
        if (!cancelled) setFailed(true);
      }
    };
    void attempt(1);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [sessionId]);

  return (
    <section className="section">
      <PageMeta title={t`Subscription active`} />
      <div className="container" style={{ maxWidth: 640 }}>
        <h1 className="title">
          <Trans>Subscription</Trans>
        </h1>
        {!sessionId || failed ? (
          <div className="notification is-danger is-light" role="alert" data-testid="subscription-unknown">
            <p className="mb-2">
              <Trans>We could not find this subscription. If you were charged, your plan will appear on your subscription page within a few minutes.</Trans>
            </p>
            <Link to={paths.subscription.getHref()}>
              <Trans>Go to my subscription</Trans>
            </Link>
          </div>
        ) : outcome?.status === 'active' ? (
          <LivePlan uid={uid} outcome={outcome} />
        ) : outcome?.status === 'failed' ? (
          <div className="notification is-warning is-light" role="alert" data-testid="subscription-not-completed">
            <p className="mb-2">
              <Trans>This subscription did not start, and nothing was charged.</Trans>
            </p>
            <Link className="button is-primary" to={paths.subscription.getHref()}>
              <Trans>Back to plans</Trans>
            </Link>
          </div>
        ) : outcome?.status === 'pending' ? (
          <div className="notification is-info is-light" role="status" data-testid="subscription-pending">
            <Trans>Your payment is still being confirmed. This page updates by itself; you can also come back later.</Trans>
          </div>
        ) : (
          <>
            <p className="mb-3">
              <Trans>Confirming your subscription…</Trans>
            </p>
            <PageLoader />
          </>
        )}
      </div>
    </section>
  );
}
