import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../hooks/use-session';
import { callableError } from '../../../lib/callable';
import { useWallet } from '../../../lib/data/use-wallet';
import { confirmSubscription, useInvoices, useSubscription } from '../api/subscription-api';
import { planName } from '../components/plan-text';
import { useSpace } from '../../../hooks/use-space';
import {
  DEFINITE_FAILURES,
  firstGrant,
  successView,
  type Confirmation,
  type Granted,
} from '../components/success-state';

const POLLS = 8;
const POLL_MS = 3000;

/** The plan and balance, live: the balance moves as soon as the first invoice is granted. */
function LivePlan({ uid, granted }: { uid: string; granted: Granted }) {
  const { i18n } = useLingui();
  const wallet = useWallet(uid);
  const name = planName(i18n, granted.planId);
  const n = granted.credits;
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
        {granted.receiptId ? (
          <Trans>
            Your receipt <span data-testid="receipt-number">{granted.receiptId}</span> is sent by e-mail. Each renewal
            adds your plan's credits and sends a new receipt.
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

/**
 * /subscription-success?session_id=…: asks the server to confirm the plan (the same grant as the
 * webhook) and, meanwhile, watches the customer's plan and invoices, so whichever of the two
 * grants first shows at once.
 */
export default function SubscriptionSuccessPage() {
  const { t } = useLingui();
  const { uid } = useSignedInUser();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const [confirmation, setConfirmation] = useState<Confirmation>({ kind: 'asking' });
  // A plan bought in a team space is the team's: watch the space's account.
  const { accountId } = useSpace(uid);
  const subscription = useSubscription(accountId);
  const newest = useInvoices(accountId, 1);
  const live = firstGrant(
    subscription.status === 'success' ? subscription.data : undefined,
    newest.status === 'success' ? newest.data[0] : undefined,
  );
  const view = sessionId ? successView(confirmation, live) : { kind: 'unknown' as const };
  // Once the grant shows, asking the server again is pointless.
  const settled = useRef(false);
  useEffect(() => {
    settled.current = view.kind === 'granted';
  });

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const again = (n: number) => {
      if (!settled.current) timer = setTimeout(() => void attempt(n + 1), POLL_MS);
    };
    // The first invoice may still be settling at Stripe, and a cold server may not answer in
    // time: ask again a few times. Only a definite "no such checkout" stops the page.
    const attempt = async (n: number) => {
      try {
        const out = await confirmSubscription(sessionId);
        if (cancelled) return;
        if (out.status === 'active' && out.planId) {
          setConfirmation({ kind: 'active', planId: out.planId, credits: out.credits, receiptId: out.receiptId });
        } else if (out.status === 'failed') {
          setConfirmation({ kind: 'failed' });
        } else {
          setConfirmation({ kind: 'pending' });
          if (n < POLLS) again(n);
        }
      } catch (err) {
        if (cancelled) return;
        if (DEFINITE_FAILURES.has(callableError(err).code)) setConfirmation({ kind: 'unknown' });
        else if (n < POLLS) again(n);
        else setConfirmation({ kind: 'pending' });
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
        {view.kind === 'unknown' ? (
          <div className="notification is-danger is-light" role="alert" data-testid="subscription-unknown">
            <p className="mb-2">
              <Trans>
                We could not find this subscription. If you were charged, your plan will appear on your subscription
                page within a few minutes.
              </Trans>
            </p>
            <Link to={paths.subscription.getHref()}>
              <Trans>Go to my subscription</Trans>
            </Link>
          </div>
        ) : view.kind === 'granted' ? (
          <LivePlan uid={accountId} granted={view.granted} />
        ) : view.kind === 'failed' ? (
          <div className="notification is-warning is-light" role="alert" data-testid="subscription-not-completed">
            <p className="mb-2">
              <Trans>This subscription did not start, and nothing was charged.</Trans>
            </p>
            <Link className="button is-primary" to={paths.subscription.getHref()}>
              <Trans>Back to plans</Trans>
            </Link>
          </div>
        ) : view.kind === 'pending' ? (
          <div className="notification is-info is-light" role="status" data-testid="subscription-pending">
            <Trans>
              Your payment is still being confirmed. This page updates by itself; you can also come back later.
            </Trans>
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
