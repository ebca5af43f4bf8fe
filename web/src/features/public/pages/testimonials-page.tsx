import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { PageMeta } from '../../../components/page-meta';
import { ContentError, ContentLoading } from '../../../components/content-state';
import { PageCta } from '../components/page-cta';
import { IllustrativeNote, TestimonialCards } from '../components/testimonial-cards';
import { loadTestimonials } from '../content/content';
import { useContent } from '../content/use-content';

function Stories() {
  const state = useContent(loadTestimonials, 'testimonials');
  return state.status === 'ready' ? <TestimonialCards items={state.data} /> : <ContentError />;
}

export default function TestimonialsPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={t`Client stories`}
        description={t`How small businesses in Ottawa-Gatineau use Tasklane for captions, newsletters, forms and bilingual copy: illustrative examples of the tasks we handle.`}
      />
      <section className="hero hero-brand">
        <div className="hero-body">
          <div className="container">
            <h1 className="title is-2">
              <Trans>Client stories</Trans>
            </h1>
            <p className="subtitle is-5">
              <Trans>The kinds of tasks small businesses hand us, and what they get back.</Trans>
            </p>
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <IllustrativeNote />
          <Suspense fallback={<ContentLoading />}>
            <Stories />
          </Suspense>
          <PageCta />
        </div>
      </section>
    </>
  );
}
