import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CATEGORIES, TIERS, formatCad, priceOf, type Category, type PublicSettings, type Tier } from '@tasklane/domain';
import { useId, useState } from 'react';
import { categoryLabels, tierLabels } from '../../../lib/labels';
import { SelectField } from '../../../components/fields/controls';

/** Pick a category and a tier; the price comes from the same domain function the server uses. */
export function PriceEstimator({ settings }: { settings: PublicSettings }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [category, setCategory] = useState<Category>(CATEGORIES[0]);
  const [tier, setTier] = useState<Tier>(TIERS[0]);
  const price = priceOf(category, tier, settings);
  const hours = settings.tiers[tier].hours;
  const credits = price.credits;
  return (
    <div className="box estimator" data-testid="estimator">
      <div className="estimator-fields">
        <SelectField
          id={`${id}-category`}
          label={<Trans>Category</Trans>}
          value={category}
          onChange={(e) => setCategory(e.target.value as Category)}
          data-testid="estimator-category"
        >
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {i18n._(categoryLabels[c])}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-tier`}
          label={<Trans>Delivery</Trans>}
          value={tier}
          onChange={(e) => setTier(e.target.value as Tier)}
          data-testid="estimator-tier"
        >
          {TIERS.map((tierId) => {
            const h = settings.tiers[tierId].hours;
            return (
              <option key={tierId} value={tierId}>
                {`${i18n._(tierLabels[tierId])} · ${t`${h} hours`}`}
              </option>
            );
          })}
        </SelectField>
      </div>
      <p className="estimator-result" aria-live="polite">
        <span className="is-size-3 has-text-weight-bold" data-testid="estimator-cad">
          {formatCad(price.cad, i18n.locale)}
        </span>{' '}
        <span data-testid="estimator-credits">
          <Plural value={credits} one="(# credit)" other="(# credits)" />
        </span>
        <br />
        <span className="is-size-7">
          <Trans>Delivered within {hours} hours after your task starts. Taxes extra.</Trans>
        </span>
      </p>
    </div>
  );
}
