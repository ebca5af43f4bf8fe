import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CATEGORIES, LIMITS, TIERS, creditsToCad, formatCad } from '@tasklane/domain';
import { Link } from '../../../components/locale-link';
import { paths } from '../../../config/paths';
import { usePublicSettings } from '../../../hooks/use-public-settings';
import { categoryHints, categoryLabels, tierLabels } from '../../../lib/labels';
import { FaqAccordion } from './faq-accordion';
import { ShareBlock } from './share-block';
import { IllustrativeNote, TestimonialCards } from './testimonial-cards';
import { loadFaq, loadTestimonials } from '../content/content';
import { useContent } from '../content/use-content';
import { Suspense } from 'react';
import { LANDING_FAQ_IDS, LANDING_TESTIMONIALS, inScope, outOfScope } from './landing-content';

const landingFaq = async (locale: 'en' | 'fr') => (await loadFaq(locale)).filter((e) => LANDING_FAQ_IDS.includes(e.id));
const landingTestimonials = async (locale: 'en' | 'fr') =>
  (await loadTestimonials(locale)).slice(0, LANDING_TESTIMONIALS);

function Tiers() {
  const { i18n } = useLingui();
  const settings = usePublicSettings();
  return (
    <ul className="tl-grid tl-grid-3" data-testid="landing-tiers">
      {TIERS.map((tier) => {
        const { hours, surchargeCredits } = settings.tiers[tier];
        const surcharge = formatCad(creditsToCad(surchargeCredits, settings), i18n.locale);
        return (
          <li key={tier} className="box tier-card">
            <h3 className="title is-5">{i18n._(tierLabels[tier])}</h3>
            <p className="is-size-3 has-text-weight-bold">
              <Trans>{hours} h</Trans>
            </p>
            <p>
              {surchargeCredits === 0 ? (
                <Trans>Included in the task price</Trans>
              ) : (
                <>
                  <Plural value={surchargeCredits} one="+# credit" other="+# credits" /> ({surcharge})
                </>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function FaqEntries() {
  const state = useContent(landingFaq, 'landing-faq');
  if (state.status !== 'ready') return <div className="faq-placeholder" aria-hidden="true" />;
  return <FaqAccordion entries={state.data} />;
}

function TestimonialEntries() {
  const state = useContent(landingTestimonials, 'landing-testimonials');
  if (state.status !== 'ready') return <div className="testimonial-placeholder" aria-hidden="true" />;
  return <TestimonialCards items={state.data} />;
}

// Each block waits for its own content, so the headings and steps around them render at once.
function Faq() {
  return (
    <Suspense fallback={<div className="faq-placeholder" aria-hidden="true" />}>
      <FaqEntries />
    </Suspense>
  );
}

function Testimonials() {
  return (
    <Suspense fallback={<div className="testimonial-placeholder" aria-hidden="true" />}>
      <TestimonialEntries />
    </Suspense>
  );
}

/** Everything below the hero: its own chunk, so the hero paints without the domain package. */
export default function LandingSections() {
  const { t, i18n } = useLingui();
  const maxWords = LIMITS.maxWords;
  const maxRows = LIMITS.maxSheetRows;
  const title = t`Tasklane: small business tasks, AI-drafted and human-polished`;
  return (
    <>
      <section className="section" aria-labelledby="how">
        <div className="container">
          <h2 id="how" className="title is-3">
            <Trans>How it works</Trans>
          </h2>
          <ol className="tl-grid tl-grid-3 steps" data-testid="how-it-works">
            <li className="box">
              <h3 className="title is-5">
                <Trans>1. You submit</Trans>
              </h3>
              <p>
                <Trans>
                  Describe the task, pick a category and a delivery tier, and see the price before you confirm.
                </Trans>
              </p>
            </li>
            <li className="box">
              <h3 className="title is-5">
                <Trans>2. AI drafts</Trans>
              </h3>
              <p>
                <Trans>An AI model prepares a first draft in minutes, from your brief and your files.</Trans>
              </p>
            </li>
            <li className="box">
              <h3 className="title is-5">
                <Trans>3. A human polishes and delivers</Trans>
              </h3>
              <p>
                <Trans>
                  A member of our team checks, corrects and polishes it, then delivers it on time. One free minor
                  revision included.
                </Trans>
              </p>
            </li>
          </ol>
        </div>
      </section>

      <section className="section pt-0" aria-labelledby="tiers">
        <div className="container">
          <h2 id="tiers" className="title is-3">
            <Trans>Delivery tiers</Trans>
          </h2>
          <p className="mb-4">
            <Trans>Counted from the moment your task starts. Late? The task's credits come back automatically.</Trans>
          </p>
          <Tiers />
        </div>
      </section>

      <section className="section pt-0" aria-labelledby="scope">
        <div className="container">
          <h2 id="scope" className="title is-3">
            <Trans>What we do, and what we don't</Trans>
          </h2>
          <p className="mb-4">
            <Trans>
              One deliverable per task: up to {maxWords} words, one visual, or one sheet of up to {maxRows} rows.
            </Trans>
          </p>
          <div className="tl-grid tl-grid-2">
            <div className="box scope-in" data-testid="scope-in">
              <h3 className="title is-5">
                <Trans>In scope</Trans>
              </h3>
              <ul className="check-list">
                {inScope.map((m) => (
                  <li key={m.id}>{i18n._(m)}</li>
                ))}
              </ul>
            </div>
            <div className="box scope-out" data-testid="scope-out">
              <h3 className="title is-5">
                <Trans>Out of scope</Trans>
              </h3>
              <ul className="cross-list">
                {outOfScope.map((m) => (
                  <li key={m.id}>{i18n._(m)}</li>
                ))}
              </ul>
              <p className="is-size-7 mt-3">
                <Trans>
                  Bigger than a micro-task? <Link to={paths.contact.getHref()}>Ask us for a quote</Link>.
                </Trans>
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="section pt-0" aria-labelledby="categories">
        <div className="container">
          <h2 id="categories" className="title is-3">
            <Trans>Popular categories</Trans>
          </h2>
          <ul className="tl-grid tl-grid-3" data-testid="categories">
            {CATEGORIES.map((c) => (
              <li key={c} className="box category-card">
                <h3 className="title is-6 mb-2">{i18n._(categoryLabels[c])}</h3>
                <p className="is-size-7">{i18n._(categoryHints[c])}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section pt-0" aria-labelledby="stories">
        <div className="container">
          <h2 id="stories" className="title is-3">
            <Trans>What it looks like for a small business</Trans>
          </h2>
          <IllustrativeNote />
          <Testimonials />
        </div>
      </section>

      <section className="section pt-0" aria-labelledby="faq">
        <div className="container is-max-desktop">
          <h2 id="faq" className="title is-3">
            <Trans>Frequently asked questions</Trans>
          </h2>
          <Faq />
          <p className="mt-4">
            <Link to={paths.faq.getHref()}>
              <Trans>All questions and answers</Trans>
            </Link>
          </p>
          <ShareBlock title={title} />
        </div>
      </section>
    </>
  );
}
