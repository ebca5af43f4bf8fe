import { Trans } from '@lingui/react/macro';

export function PageLoader() {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="loader" aria-hidden="true" />
      <span className="is-sr-only">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}
