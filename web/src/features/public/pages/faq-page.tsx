import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link } from '../../../components/locale-link';
import { paths } from '../../../config/paths';
import { PageMeta } from '../../../components/page-meta';
import { ContentError, ContentLoading } from '../../../components/content-state';
import { FaqAccordion } from '../components/faq-accordion';
import { FaqJsonLd } from '../components/json-ld';
import { loadFaq, type FaqEntry } from '../content/content';
import { useContent } from '../content/use-content';
import { useFillSettings } from '../content/fill-settings';

function groups(entries: FaqEntry[]): [string, FaqEntry[]][] {
  const out = new Map<string, FaqEntry[]>();
  for (const e of entries) out.set(e.group, [...(out.get(e.group) ?? []), e]);
  return [...out.entries()];
}

function Answers() {
  const state = useContent(loadFaq, 'faq');
  const fill = useFillSettings();
  if (state.status === 'error') return <ContentError />;
  return (
    <>
      <FaqJsonLd entries={state.data} fill={fill} />
      {groups(state.data).map(([group, entries]) => (
        <section key={group} className="mb-6">
          <h2 className="title is-4">{group}</h2>
          <FaqAccordion entries={entries} />
        </section>
      ))}
    </>
  );
}

export default function FaqPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={t`Frequently asked questions`}
        description={t`Answers about Tasklane: what tasks we take, how credits and prices work, delivery tiers, revisions, refunds, languages and privacy.`}
      />
      <section className="hero hero-brand">
        <div className="hero-body">
          <div className="container is-max-desktop">
            <h1 className="title is-2">
              <Trans>Frequently asked questions</Trans>
            </h1>
            <p className="subtitle is-5">
              <Trans>Everything about tasks, prices, delivery and guarantees. Still unsure? Write to us.</Trans>
            </p>
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container is-max-desktop">
          <Suspense fallback={<ContentLoading />}>
            <Answers />
          </Suspense>
          <p className="mt-5">
            <Trans>
              Another question? <Link to={paths.contact.getHref()}>Contact us</Link>: we reply within 2 business hours.
            </Trans>
          </p>
        </div>
      </section>
    </>
  );
}
