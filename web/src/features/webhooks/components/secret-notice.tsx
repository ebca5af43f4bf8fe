import { Trans } from '@lingui/react/macro';

/** The signing secret, shown once after registration or rotation; the server keeps no readable copy for the screens. */
export function SecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div className="notification is-warning is-light" role="status" data-testid="webhook-secret">
      <p className="mb-2">
        <strong>
          <Trans>Your signing secret, shown only this once. Copy it now:</Trans>
        </strong>
      </p>
      <pre
        className="mb-2"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="webhook-secret-value"
      >
        {secret}
      </pre>
      <p className="mb-2">
        <Trans>
          Each delivery carries a Tasklane-Signature header: an HMAC-SHA256 of the timestamp, a dot and the body, made
          with this secret.
        </Trans>
      </p>
      <button type="button" className="button is-small" onClick={onDone} data-testid="webhook-secret-done">
        <Trans>I have copied it</Trans>
      </button>
    </div>
  );
}
