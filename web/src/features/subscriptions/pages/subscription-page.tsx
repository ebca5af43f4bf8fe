import { Trans, useLingui } from '@lingui/react/macro';
import { isLiveSubscription } from '@tasklane/domain';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { useSignedInUser } from '../../../hooks/use-session';
import { useSpace } from '../../../hooks/use-space';
import { useMayBuy } from '../../../lib/data/use-may-buy';
import { OwnersOnlyNote } from '../../../components/owners-only-note';
import { useSettings } from '../../../lib/data/use-settings';
import { useInvoices, useSubscription } from '../api/subscription-api';
import { CurrentPlan } from '../components/current-plan';
import { InvoiceList } from '../components/invoice-list';
import { PlanPicker } from '../components/plan-picker';
import { longDate, planName } from '../components/plan-text';

const INVOICES = 24;

/** Paid plan invoices, live. */
function Invoices({ accountId }: { accountId: string }) {
  const invoices = useInvoices(accountId, INVOICES);
  if (invoices.status === 'loading') return <PageLoader />;
  if (invoices.status === 'error') {
    return (
      <div className="notification is-danger is-light" role="alert">
        <Trans>Your invoices could not be loaded.</Trans>
      </div>
    );
  }
  return <InvoiceList invoices={invoices.data} />;
}

function PlanEnded({ planId, endedAt }: { planId: string; endedAt: number }) {
  const { i18n } = useLingui();
  const name = planName(i18n, planId);
  const date = longDate(endedAt, i18n.locale);
  return (
    <p className="notification is-light" data-testid="plan-ended">
      <Trans>
        Your {name} plan ended on {date}. Your credits stay in your wallet.
      </Trans>
    </p>
  );
}

/** /subscription: the customer's plan (or the plans to choose from), its invoices and receipts. */
export default function SubscriptionPage() {
  const { uid } = useSignedInUser();
  const { t } = useLingui();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const { settings } = useSettings();
  // A team space shows the team's plan; only its owners buy or manage it.
  const space = useSpace(uid);
  const mayBuy = useMayBuy(uid, space.teamId);
  const subscription = useSubscription(space.accountId);
  const s = subscription.status === 'success' ? subscription.data : undefined;
  const live = s ? isLiveSubscription(s.status) : false;

  // The failed-payment e-mail links to #payment-method: scroll there once the plan has rendered.
  useEffect(() => {
    if (live && hash === '#payment-method') document.getElementById('payment-method')?.scrollIntoView();
  }, [live, hash]);

  return (
    <section className="section">
      <PageMeta title={t`Subscription`} />
      <div className="container" style={{ maxWidth: 900 }}>
        <h1 className="title">
          <Trans>Subscription</Trans>
        </h1>
        {subscription.status === 'loading' || mayBuy === 'loading' ? (
          <PageLoader />
        ) : subscription.status === 'error' ? (
          <div className="notification is-danger is-light" role="alert">
            <Trans>Your subscription could not be loaded. Check your connection and try again.</Trans>
          </div>
        ) : s && live ? (
          <>
            {mayBuy ? null : <OwnersOnlyNote />}
            <CurrentPlan subscription={s} plans={settings.plans} teamId={space.teamId} manage={mayBuy} />
          </>
        ) : (
          <>
            {s?.status === 'canceled' && s.endedAt ? <PlanEnded planId={s.planId} endedAt={s.endedAt} /> : null}
            {mayBuy ? (
              <>
                <p className="mb-4">
                  <Trans>
                    Choose a monthly plan: its credits are added every paid month and never expire. Change or cancel it
                    at any time.
                  </Trans>
                </p>
                <PlanPicker plans={settings.plans} wanted={params.get('plan')} teamId={space.teamId} />
              </>
            ) : (
              <OwnersOnlyNote />
            )}
          </>
        )}
        <h2 className="title is-5 mt-5">
          <Trans>Invoices</Trans>
        </h2>
        <Invoices accountId={space.accountId} />
      </div>
    </section>
  );
}
