import { Trans } from '@lingui/react/macro';

/** "Expires in 3 days" / "Expires in 5 h 20 min" / "Expired" for an open offer. */
export function ExpiryCountdown({ expiresAt, nowMs }: { expiresAt: number; nowMs: number }) {
  const left = expiresAt - nowMs;
  if (left <= 0) {
    return (
      <span className="tag is-danger is-light" data-testid="quote-expiry">
        <Trans>Offer expired</Trans>
      </span>
    );
  }
  const days = Math.floor(left / 86_400_000);
  const hours = Math.floor((left % 86_400_000) / 3_600_000);
  const minutes = Math.floor((left % 3_600_000) / 60_000);
  return (
    <span className={days < 3 ? 'has-text-danger-dark' : ''} data-testid="quote-expiry">
      {days >= 1 ? (
        <Trans>
          Offer expires in {days} d {hours} h
        </Trans>
      ) : (
        <Trans>
          Offer expires in {hours} h {minutes} min
        </Trans>
      )}
    </span>
  );
}
