import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { env } from '../../../lib/env';

/** Share links for the current page: three networks and e-mail, each carrying the URL and title. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const tt = encodeURIComponent(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${tt}`,
    email: `mailto:?subject=${tt}&body=${tt}%0A%0A${u}`,
  };
}

export function ShareBlock({ title }: { title: string }) {
  const location = useLocation();
  // The public origin, not window.location: the prerendered HTML and the hydrated page must agree.
  const url = `${env.siteOrigin}${location.pathname}`;
  const links = shareLinks(url, title);
  return (
    <section className="share-block box mt-6" aria-labelledby="share-heading" data-testid="share-block">
      <h2 id="share-heading" className="title is-5">
        <Trans>Share this page</Trans>
      </h2>
      <div className="buttons">
        <a
          className="button is-light"
          href={links.facebook}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="share-facebook"
        >
          Facebook
        </a>
        <a
          className="button is-light"
          href={links.linkedin}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="share-linkedin"
        >
          LinkedIn
        </a>
        <a className="button is-light" href={links.x} target="_blank" rel="noopener noreferrer" data-testid="share-x">
          X
        </a>
        <a className="button is-light" href={links.email} data-testid="share-email">
          <Trans>E-mail</Trans>
        </a>
      </div>
    </section>
  );
}
