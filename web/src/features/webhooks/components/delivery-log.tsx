import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { PageLoader } from '../../../components/page-loader';
import { formatDateTime } from '../../../lib/format';
import { redeliverWebhook, useWebhookDeliveries } from '../api/webhooks-api';

/** An endpoint's latest deliveries: each attempt with its answer (cut short), and Redeliver. */
export function DeliveryLog({ accountId, endpointId }: { accountId: string; endpointId: string }) {
  const { t, i18n } = useLingui();
  const deliveries = useWebhookDeliveries(accountId, endpointId);
  const [busy, setBusy] = useState<string | null>(null);
  const redeliver = async (id: string) => {
    setBusy(id);
    try {
      const r = await redeliverWebhook(id);
      if (r.ok) toast.success(t`Delivered again.`);
      else toast.error(t`Sent again, but the endpoint did not accept it.`);
    } catch {
      toast.error(t`That did not work. Please try again.`);
    } finally {
      setBusy(null);
    }
  };
  const statusText = { pending: t`Retrying`, succeeded: t`Delivered`, failed: t`Failed` } as const;

  if (deliveries.status === 'loading') return <PageLoader />;
  if (deliveries.status === 'error')
    return (
      <p className="notification is-danger is-light" role="alert" data-testid="webhook-log-error">
        <Trans>The delivery log could not be loaded. Please refresh the page.</Trans>
      </p>
    );
  if (deliveries.data.length === 0)
    return (
      <p className="has-text-grey-dark" data-testid="webhook-log-empty">
        <Trans>Nothing sent yet. Deliveries are kept 30 days.</Trans>
      </p>
    );
  return (
    <ul data-testid="webhook-log">
      {deliveries.data.map((d) => (
        <li key={d.id} className="mb-3" data-testid="webhook-delivery">
          <div className="is-flex is-flex-wrap-wrap is-align-items-center mb-1" style={{ gap: '0.5rem' }}>
            <code translate="no">{d.eventType}</code>
            <span>{formatDateTime(d.createdAt, i18n.locale)}</span>
            <span
              className={`tag is-light ${d.status === 'succeeded' ? 'is-success' : d.status === 'failed' ? 'is-danger' : 'is-warning'}`}
              data-testid="webhook-delivery-status"
            >
              {statusText[d.status]}
            </span>
            <button
              type="button"
              className={`button is-small ${busy === d.id ? 'is-loading' : ''}`}
              disabled={busy !== null}
              onClick={() => void redeliver(d.id)}
              data-testid="webhook-redeliver"
            >
              <Trans>Redeliver</Trans>
            </button>
          </div>
          <ol className="ml-4">
            {d.attempts.map((a, i) => (
              <li key={i} data-testid="webhook-attempt">
                {formatDateTime(a.at, i18n.locale)} —{' '}
                {a.statusCode === null ? t`no answer` : <span data-testid="webhook-attempt-code">{a.statusCode}</span>}
                {a.manual ? ` (${t`sent by hand`})` : ''}
                {a.body ? (
                  <pre
                    className="is-size-7 p-2 mt-1"
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    data-testid="webhook-attempt-body"
                  >
                    {a.body}
                  </pre>
                ) : null}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
