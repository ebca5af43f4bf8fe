import { Trans, useLingui } from '@lingui/react/macro';
import type { WebhookEndpoint, WithId } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { deleteWebhookEndpoint, rotateWebhookSecret, updateWebhookEndpoint } from '../api/webhooks-api';
import { DeliveryLog } from './delivery-log';

/** One endpoint: its URL, events and state, its controls, and its delivery log. */
export function EndpointCard({
  endpoint,
  onSecret,
}: {
  endpoint: WithId<WebhookEndpoint>;
  onSecret: (secret: string) => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const enabled = endpoint.status === 'enabled';
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
    } catch {
      toast.error(t`That did not work. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="box" data-testid="webhook-endpoint">
      <div className="level mb-2">
        <div className="level-left" style={{ minWidth: 0 }}>
          <h2 className="title is-6 mb-0" style={{ overflowWrap: 'anywhere' }} data-testid="webhook-endpoint-url">
            {endpoint.url}
          </h2>
        </div>
        <div className="level-right">
          <span
            className={`tag is-light ${enabled ? 'is-success' : 'is-danger'}`}
            data-testid="webhook-endpoint-status"
          >
            {enabled ? t`Enabled` : t`Disabled`}
          </span>
        </div>
      </div>
      {endpoint.disabledReason === 'failing' ? (
        <p className="notification is-danger is-light" data-testid="webhook-endpoint-failing">
          <Trans>Deliveries failed for 24 hours, so we disabled this endpoint. Fix it, then enable it again.</Trans>
        </p>
      ) : null}
      <p className="mb-2">
        <Trans>Events:</Trans>{' '}
        {endpoint.events.map((e) => (
          <code key={e} translate="no" className="mr-2">
            {e}
          </code>
        ))}
      </p>
      <p className="mb-3 has-text-grey-dark">
        <Trans>Secret starting with</Trans> <code translate="no">{endpoint.secretPrefix}</code>
      </p>
      <div className="buttons">
        <button
          type="button"
          className="button is-small"
          disabled={busy}
          onClick={() => setShowLog((s) => !s)}
          data-testid="webhook-show-log"
        >
          {showLog ? t`Hide the deliveries` : t`Show the deliveries`}
        </button>
        <button
          type="button"
          className="button is-small"
          disabled={busy}
          onClick={() =>
            void run(async () => onSecret((await rotateWebhookSecret(endpoint.id)).secret), t`New secret made.`)
          }
          data-testid="webhook-rotate"
        >
          <Trans>Rotate the secret</Trans>
        </button>
        <button
          type="button"
          className="button is-small"
          disabled={busy}
          onClick={() =>
            void run(
              () => updateWebhookEndpoint({ endpointId: endpoint.id, enabled: !enabled }),
              enabled ? t`Endpoint disabled.` : t`Endpoint enabled.`,
            )
          }
          data-testid="webhook-toggle"
        >
          {enabled ? t`Disable` : t`Enable`}
        </button>
        <button
          type="button"
          className="button is-small is-danger is-light"
          disabled={busy}
          onClick={() => {
            if (window.confirm(t`Delete this endpoint? Nothing more will be sent to it.`))
              void run(() => deleteWebhookEndpoint(endpoint.id), t`Endpoint deleted.`);
          }}
          data-testid="webhook-delete"
        >
          <Trans>Delete</Trans>
        </button>
      </div>
      {showLog ? <DeliveryLog accountId={endpoint.accountId} endpointId={endpoint.id} /> : null}
    </div>
  );
}
