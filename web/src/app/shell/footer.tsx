import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../components/locale-link';
import { paths } from '../../config/paths';

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="footer site-footer">
      <div className="container">
        <div className="columns">
          <div className="column is-4">
            <p className="has-text-weight-bold mb-2">Tasklane</p>
            <p>
              <Trans>
                Small tasks drafted by AI, polished by people, delivered on time. Ottawa-Gatineau, in English and
                French.
              </Trans>
            </p>
          </div>
          <nav className="column" aria-label={t`Company`}>
            <p className="has-text-weight-semibold mb-2">
              <Trans>Company</Trans>
            </p>
            <ul>
              <li>
                <Link to={paths.about.getHref()}>
                  <Trans>About</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.whyUs.getHref()}>
                  <Trans>Why us</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.pricing.getHref()}>
                  <Trans>Pricing</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.blog.getHref()}>
                  <Trans>Blog</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.faq.getHref()}>
                  <Trans>FAQ</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.testimonials.getHref()}>
                  <Trans>Testimonials</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.contact.getHref()}>
                  <Trans>Contact</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.ottawa.getHref()}>
                  <Trans>Ottawa services</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.gatineau.getHref()}>
                  <Trans>Gatineau services</Trans>
                </Link>
              </li>
            </ul>
          </nav>
          <nav className="column" aria-label={t`Legal`}>
            <p className="has-text-weight-semibold mb-2">
              <Trans>Legal</Trans>
            </p>
            <ul>
              <li>
                <Link to={paths.termsOfService.getHref()}>
                  <Trans>Terms of service</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.privacyPolicy.getHref()}>
                  <Trans>Privacy policy</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.disclaimer.getHref()}>
                  <Trans>Disclaimer</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.acceptableUse.getHref()}>
                  <Trans>Acceptable use policy</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.cookiePolicy.getHref()}>
                  <Trans>Cookie policy</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.refundPolicy.getHref()}>
                  <Trans>Refund policy</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.slaPolicy.getHref()}>
                  <Trans>SLA policy</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.dataProcessing.getHref()}>
                  <Trans>Data processing agreement</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.legalNotice.getHref()}>
                  <Trans>Legal notice</Trans>
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <p className="has-text-centered is-size-7" data-testid="footer-copyright">
          <Trans>© {year} Tasklane. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}
