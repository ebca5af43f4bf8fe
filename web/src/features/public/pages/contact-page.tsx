import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../components/locale-link';
import { paths } from '../../../config/paths';
import { PageMeta } from '../../../components/page-meta';
import { ContactForm } from '../components/contact-form';

export default function ContactPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={t`Contact us`}
        description={t`Questions about a task, a quote or your account? Write to Tasklane: we reply within 2 business hours, Monday to Friday, 9 to 5 Eastern, in English or French.`}
      />
      <section className="hero hero-brand">
        <div className="hero-body">
          <div className="container is-max-desktop">
            <h1 className="title is-2">
              <Trans>Contact us</Trans>
            </h1>
            <p className="subtitle is-5">
              <Trans>
                A question about a task, a quote for a larger project, or your account? We reply within 2 business hours
                (Monday to Friday, 9 a.m. to 5 p.m. Eastern), in English or French.
              </Trans>
            </p>
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container is-max-desktop">
          <div className="box">
            <ContactForm />
          </div>
          <p className="is-size-7 mt-4">
            <Trans>
              We use your details only to answer you. See our{' '}
              <Link to={paths.privacyPolicy.getHref()}>privacy policy</Link>.
            </Trans>
          </p>
        </div>
      </section>
    </>
  );
}
