import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatCad, type PublicSettings } from '@tasklane/domain';
import { planName } from './plan-text';
import { SubscribeButton } from './subscribe-button';

/** The plans on sale, each with its Subscribe button; `wanted` (from /pricing) is highlighted. */
export function PlanPicker({
  plans,
  wanted,
  teamId = null,
}: {
  plans: PublicSettings['plans'];
  wanted: string | null;
  teamId?: string | null;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="columns is-multiline" data-testid="plan-picker">
      {plans.map((plan) => {
        const name = planName(i18n, plan.id);
        const price = formatCad(plan.priceCadPerMonth, i18n.locale);
        const n = plan.creditsPerMonth;
        return (
          <div key={plan.id} className="column is-12-mobile is-4-tablet">
            <div
              className={`box has-text-centered ${wanted === plan.id ? 'has-background-info-light' : ''}`}
              data-testid={`plan-option-${plan.id}`}
            >
              <h3 className="title is-5 mb-2">{name}</h3>
              <p className="is-size-4 has-text-weight-semibold">{price}</p>
              <p className="is-size-7 has-text-grey-dark mb-2">
                <Trans>per month, before tax</Trans>
              </p>
              <p className="mb-4">
                <Plural value={n} one="# credit every month" other="# credits every month" />
              </p>
              <SubscribeButton
                planId={plan.id}
                label={t`Subscribe to the ${name} plan for ${price} per month`}
                autoFocus={wanted === plan.id}
                teamId={teamId}
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}
