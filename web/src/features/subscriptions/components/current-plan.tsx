import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatCents, planById, quotePlan, type PublicSettings, type Subscription } from '@tasklane/domain';
import { useState } from 'react';
import {
  cancelAtPeriodEnd,
  changePlan,
  openBillingPortal,
  resumeSubscription,
  subscriptionFailure,
  type SubscriptionFailure,
} from '../api/subscription-api';
import { longDate, planName, statusLabels } from './plan-text';
import { SubscriptionError } from './subscription-error';

type Action = 'cancel' | 'resume' | 'change' | 'portal';

/** The customer's live plan and what they can do with it: change, cancel or resume, update the card. */
/** `teamId`: a team's plan; `manage`: false for a member who is not an owner (they only see it). */
export function CurrentPlan({
  subscription: s,
  plans,
  teamId = null,
  manage = true,
}: {
  subscription: Subscription;
  plans: PublicSettings['plans'];
  teamId?: string | null;
  manage?: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'fr' ? 'fr' : 'en';
  const [busy, setBusy] = useState<Action | null>(null);
  const [failure, setFailure] = useState<SubscriptionFailure | null>(null);
  const [done, setDone] = useState<Action | null>(null);
  const others = plans.filter((p) => p.id !== s.planId);
  const [target, setTarget] = useState(others[0]?.id ?? '');
  const chosen = others.find((p) => p.id === target);
  const plan = planById({ plans }, s.planId);
  const renewal = plan ? quotePlan(plan, s.province, new Date()) : null;
  const periodPlan = s.periodPlanId ?? s.planId;
  const changing = periodPlan !== s.planId;
  const end = longDate(s.currentPeriodEnd, i18n.locale);
  const name = planName(i18n, periodPlan);
  const nextName = planName(i18n, s.planId);
  const renewalTotal = renewal ? formatCents(renewal.totalCents, locale) : '';

  const run = async (action: Action, work: () => Promise<unknown>) => {
    setBusy(action);
    setFailure(null);
    setDone(null);
    try {
      await work();
      setDone(action);
    } catch (err) {
      setFailure(subscriptionFailure(err));
    } finally {
      setBusy(null);
    }
  };
  const portal = async () => {
    setBusy('portal');
    setFailure(null);
    try {
      const { url } = await openBillingPortal(locale, teamId);
      window.location.assign(url);
    } catch (err) {
      setFailure(subscriptionFailure(err));
      setBusy(null);
    }
  };
  const button = (action: Action) => `button ${busy === action ? 'is-loading' : ''}`;

  return (
    <div data-testid="current-plan">
      <div className="box">
        <div
          className="is-flex is-justify-content-space-between is-align-items-center is-flex-wrap-wrap mb-3"
          style={{ gap: '0.5rem' }}
        >
          <h2 className="title is-4 mb-0" data-testid="plan-name">
            <Trans>{name} plan</Trans>
          </h2>
          <span
            className={`tag is-medium ${s.status === 'past_due' ? 'is-danger is-light' : s.cancelAtPeriodEnd ? 'is-warning is-light' : 'is-success is-light'}`}
            data-testid="plan-status"
            data-status={s.status}
          >
            {i18n._(statusLabels[s.status])}
          </span>
        </div>
        <p className="mb-2" data-testid="plan-credits">
          <Plural
            value={plan?.creditsPerMonth ?? 0}
            one="# credit added each paid month; credits never expire."
            other="# credits added each paid month; credits never expire."
          />
        </p>
        {s.cancelAtPeriodEnd ? (
          <p className="notification is-warning is-light" data-testid="plan-ends">
            <Trans>Your plan ends on {end}. You will not be charged again, and your credits stay in your wallet.</Trans>
          </p>
        ) : renewal ? (
          <p className="mb-2" data-testid="plan-renewal">
            <Trans>
              Next renewal on {end}: {renewalTotal} with taxes ({nextName} plan).
            </Trans>
          </p>
        ) : null}
        {changing && !s.cancelAtPeriodEnd ? (
          <p className="mb-2" data-testid="plan-change-pending">
            <Trans>
              Your plan changes to {nextName} on {end}.
            </Trans>
          </p>
        ) : null}
        {s.status === 'past_due' ? (
          <div className="notification is-danger is-light" role="alert" data-testid="plan-past-due">
            <Trans>
              Your last renewal payment failed, so no credits were added. Update your card: we will try again.
            </Trans>
          </div>
        ) : null}
        {done === 'cancel' ? (
          <p className="has-text-success-dark mb-2" role="status">
            <Trans>Done: your plan will not renew.</Trans>
          </p>
        ) : done === 'resume' ? (
          <p className="has-text-success-dark mb-2" role="status">
            <Trans>Done: your plan will renew as usual.</Trans>
          </p>
        ) : done === 'change' ? (
          <p className="has-text-success-dark mb-2" role="status">
            <Trans>Done: the new plan starts at your next renewal.</Trans>
          </p>
        ) : null}
        {failure ? <SubscriptionError reason={failure} /> : null}
        {manage ? (
          <div className="buttons mt-3">
            {s.cancelAtPeriodEnd ? (
              <button
                type="button"
                className={`${button('resume')} is-primary`}
                disabled={busy !== null}
                aria-busy={busy === 'resume'}
                onClick={() => void run('resume', () => resumeSubscription(teamId))}
                data-testid="plan-resume"
              >
                <Trans>Keep my plan</Trans>
              </button>
            ) : (
              <button
                type="button"
                className={`${button('cancel')} has-text-danger-dark`}
                disabled={busy !== null}
                aria-busy={busy === 'cancel'}
                onClick={() => void run('cancel', () => cancelAtPeriodEnd(teamId))}
                data-testid="plan-cancel"
              >
                <Trans>Cancel at the end of this period</Trans>
              </button>
            )}
          </div>
        ) : null}
      </div>

      {manage && !s.cancelAtPeriodEnd && others.length > 0 ? (
        <form
          className="box"
          onSubmit={(e) => {
            e.preventDefault();
            void run('change', () => changePlan(target, teamId));
          }}
          data-testid="plan-change"
        >
          <h3 className="title is-5">
            <Trans>Change plan</Trans>
          </h3>
          <p className="mb-3 is-size-7 has-text-grey-dark">
            <Trans>The new plan takes effect at your next renewal. Nothing is charged now.</Trans>
          </p>
          <div className="field has-addons is-flex-wrap-wrap">
            <div className="control is-expanded">
              <div className="select is-fullwidth">
                <select
                  aria-label={t`New plan`}
                  aria-describedby="plan-change-details"
                  value={target}
                  onChange={(e) => setTarget(e.target.value)}
                  data-testid="plan-change-select"
                >
                  {others.map((p) => (
                    <option key={p.id} value={p.id}>
                      {planName(i18n, p.id)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div className="control">
              <button
                type="submit"
                className={`${button('change')} is-link`}
                disabled={busy !== null || !target}
                aria-busy={busy === 'change'}
                data-testid="plan-change-submit"
              >
                <Trans>Change plan</Trans>
              </button>
            </div>
          </div>
          {/* The terms sit under the select, not inside its options, so a phone shows them whole. */}
          <p className="help is-size-6" id="plan-change-details" data-testid="plan-change-details">
            {chosen ? (
              <PlanTerms
                credits={chosen.creditsPerMonth}
                price={formatCents(Math.round(chosen.priceCadPerMonth * 100), locale)}
              />
            ) : null}
          </p>
        </form>
      ) : null}

      {manage ? (
        <div className="box" id="payment-method">
          <h3 className="title is-5">
            <Trans>Payment method</Trans>
          </h3>
          <p className="mb-3">
            <Trans>Your card is kept by Stripe, our payment processor. Update it there.</Trans>
          </p>
          <button
            type="button"
            className={`${button('portal')} is-link is-light`}
            disabled={busy !== null}
            aria-busy={busy === 'portal'}
            onClick={() => void portal()}
            data-testid="plan-update-card"
          >
            <Trans>Update my card</Trans>
          </button>
        </div>
      ) : null}
    </div>
  );
}

function PlanTerms({ credits, price }: { credits: number; price: string }) {
  return (
    <Trans>
      {credits} credits for {price} per month, before tax
    </Trans>
  );
}
