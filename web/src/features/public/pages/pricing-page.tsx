import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  CATEGORIES,
  TASK_CLASSES,
  TIERS,
  bilingualSurchargeOf,
  creditsToCad,
  formatCad,
  priceOf,
} from '@tasklane/domain';
import { Link } from '../../../components/locale-link';
import { usePublicSettings } from '../../../hooks/use-public-settings';
import { paths } from '../../../config/paths';
import { categoryLabels, tierLabels } from '../../../lib/labels';
import { PageMeta } from '../../../components/page-meta';
import { PriceEstimator } from '../components/price-estimator';
import { classLabels, planLabels } from '../components/pricing-labels';

// Prices come from the public settings (embedded at build time, refreshed once the page is live):
// no Firestore on this page. Every purchase link goes to its purchase route whatever the session
// (unknown until Auth has loaded); the route's guard sends a signed-out visitor to sign up and back.
export default function PricingPage() {
  const { t, i18n } = useLingui();
  const settings = usePublicSettings();
  const locale = i18n.locale;
  const creditPrice = formatCad(settings.creditPriceCad, locale);
  const quoteHref = paths.quotes.getHref();
  const [standardHours, expressHours, premiumHours] = TIERS.map((tier) => settings.tiers[tier].hours);
  const bilingualCredits = bilingualSurchargeOf(settings);
  const bilingualCad = formatCad(creditsToCad(bilingualCredits, settings), locale);

  return (
    <>
      <PageMeta
        title={t`Pricing`}
        description={t`Fixed prices per task in Canadian dollars: one credit is ${creditPrice}. Credit packs, monthly plans and delivery in ${standardHours}, ${expressHours} or ${premiumHours} hours.`}
      />
      <section className="hero hero-brand">
        <div className="hero-body">
          <div className="container">
            <h1 className="title is-2">
              <Trans>Simple, fixed prices</Trans>
            </h1>
            <p className="subtitle is-5">
              <Trans>
                You see the price before you confirm. One credit is {creditPrice}; a task costs credits by its class,
                plus a surcharge for faster delivery.
              </Trans>
            </p>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="per-task">
        <div className="container">
          <h2 id="per-task" className="title is-3">
            <Trans>Price per task</Trans>
          </h2>
          {/* Scrolls sideways on phones, so it takes focus for keyboard scrolling. */}
          <div className="table-container" tabIndex={0} role="region" aria-labelledby="per-task">
            <table className="table is-fullwidth is-striped" data-testid="price-table">
              <caption className="is-sr-only">
                <Trans>Price per task by class and delivery tier</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Task class</Trans>
                  </th>
                  {TIERS.map((tier) => {
                    const hours = settings.tiers[tier].hours;
                    return (
                      <th scope="col" key={tier}>
                        {i18n._(tierLabels[tier])}
                        <br />
                        <span className="is-size-7 has-text-weight-normal">
                          <Trans>within {hours} hours</Trans>
                        </span>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {TASK_CLASSES.map((cls) => {
                  const example = CATEGORIES.find((c) => settings.categoryClass[c] === cls);
                  if (!example) return null;
                  const cats = CATEGORIES.filter((c) => settings.categoryClass[c] === cls)
                    .map((c) => i18n._(categoryLabels[c]))
                    .join(', ');
                  return (
                    <tr key={cls} data-testid={`price-row-${cls}`}>
                      <th scope="row">
                        {i18n._(classLabels[cls])}
                        <br />
                        <span className="is-size-7 has-text-weight-normal">{cats}</span>
                      </th>
                      {TIERS.map((tier) => {
                        const p = priceOf(example, tier, settings);
                        const credits = p.credits;
                        return (
                          <td key={tier}>
                            <strong>{formatCad(p.cad, locale)}</strong>
                            <br />
                            <span className="is-size-7">
                              <Plural value={credits} one="# credit" other="# credits" />
                            </span>
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="mt-3" data-testid="bilingual-price">
            <strong>
              <Trans>English and French in one task:</Trans>
            </strong>{' '}
            <Trans>
              +<Plural value={bilingualCredits} one="# credit" other="# credits" /> ({bilingualCad}), both texts side by
              side, delivered within the same hours.
            </Trans>
          </p>
          <h3 className="title is-4 mt-5">
            <Trans>Estimate a task</Trans>
          </h3>
          <PriceEstimator settings={settings} />
          <p className="mt-4" data-testid="quote-cta">
            <Trans>A larger project, or several deliverables?</Trans>{' '}
            <Link to={quoteHref} data-testid="quote-link">
              <Trans>Request a quote with a not-to-exceed price</Trans>
            </Link>
          </p>
        </div>
      </section>

      <section className="section pt-0" aria-labelledby="packs">
        <div className="container">
          <h2 id="packs" className="title is-3">
            <Trans>Credit packs</Trans>
          </h2>
          <p className="mb-4">
            <Trans>Buy credits once, use them whenever you like. Credits never expire.</Trans>
          </p>
          <ul className="tl-grid tl-grid-3">
            {settings.packs.map((pack) => {
              const n = pack.credits;
              const perCredit = formatCad(Math.round((pack.priceCad / pack.credits) * 100) / 100, locale);
              const saving = creditsToCad(pack.credits, settings) - pack.priceCad;
              const savingText = formatCad(saving, locale);
              return (
                <li key={pack.id} className="box price-card" data-testid={`pack-${pack.id}`}>
                  <h3 className="title is-5">
                    <Plural value={n} one="# credit" other="# credits" />
                  </h3>
                  <p className="is-size-3 has-text-weight-bold">{formatCad(pack.priceCad, locale)}</p>
                  <p className="is-size-7 mb-2">
                    <Trans>{perCredit} per credit</Trans>
                    {saving > 0 && (
                      <>
                        {' · '}
                        <Trans>you save {savingText}</Trans>
                      </>
                    )}
                  </p>
                  <Link
                    className="button is-primary is-fullwidth"
                    to={`${paths.credits.getHref()}?pack=${encodeURIComponent(pack.id)}`}
                    data-testid={`buy-${pack.id}`}
                  >
                    <Trans>Buy this pack</Trans>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="section pt-0" aria-labelledby="plans">
        <div className="container">
          <h2 id="plans" className="title is-3">
            <Trans>Monthly plans</Trans>
          </h2>
          <p className="mb-4">
            <Trans>For a steady flow of tasks: credits arrive every month. Cancel anytime.</Trans>
          </p>
          <ul className="tl-grid tl-grid-3">
            {settings.plans.map((plan) => {
              const n = plan.creditsPerMonth;
              const perCredit = formatCad(
                Math.round((plan.priceCadPerMonth / plan.creditsPerMonth) * 100) / 100,
                locale,
              );
              const planLabel = planLabels[plan.id];
              const label = planLabel ? i18n._(planLabel) : plan.id;
              return (
                <li key={plan.id} className="box price-card" data-testid={`plan-${plan.id}`}>
                  <h3 className="title is-5">{label}</h3>
                  <p className="is-size-3 has-text-weight-bold">
                    {formatCad(plan.priceCadPerMonth, locale)}
                    <span className="is-size-6 has-text-weight-normal">
                      {' '}
                      <Trans>/ month</Trans>
                    </span>
                  </p>
                  <p className="is-size-7 mb-2">
                    <Plural value={n} one="# credit per month" other="# credits per month" /> ·{' '}
                    <Trans>{perCredit} per credit</Trans>
                  </p>
                  <Link
                    className="button is-primary is-fullwidth"
                    to={`${paths.subscription.getHref()}?plan=${encodeURIComponent(plan.id)}`}
                    data-testid={`subscribe-${plan.id}`}
                  >
                    <Trans>Choose {label}</Trans>
                  </Link>
                </li>
              );
            })}
          </ul>
          <p className="is-size-7 mt-4">
            <Trans>Prices in Canadian dollars, before taxes (GST/HST, and QST in Québec).</Trans>
          </p>
        </div>
      </section>
    </>
  );
}
