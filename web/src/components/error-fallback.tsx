import { Trans } from '@lingui/react/macro';

/** The app-wide error fallback. Plain links, so it works even when the router failed. */
export function ErrorFallback() {
  return (
    <section className="section" role="alert" data-testid="error-fallback">
      <div className="container has-text-centered">
        <h1 className="title">
          <Trans>Oops! Something went wrong</Trans>
        </h1>
        <p className="mb-5">
          <Trans>We apologize for the inconvenience. Please try refreshing the page.</Trans>
        </p>
        <div className="buttons is-centered">
          <button type="button" className="button is-primary" onClick={() => window.location.reload()}>
            <Trans>Refresh Page</Trans>
          </button>
          <a className="button is-light" href="/">
            <Trans>Go to Homepage</Trans>
          </a>
        </div>
      </div>
    </section>
  );
}
