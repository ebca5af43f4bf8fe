import { Trans, useLingui } from '@lingui/react/macro';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@tasklane/domain';
import { useState, type FormEvent } from 'react';
import { callableError } from '../../../lib/callable';
import { eventDescription } from './event-labels';

/** The add form: a URL and the events to send to it. */
export function EndpointForm({
  onSubmit,
}: {
  onSubmit: (values: { url: string; events: WebhookEventType[] }) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['task.delivered']);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = (e: WebhookEventType) =>
    setEvents((list) => (list.includes(e) ? list.filter((x) => x !== e) : [...list, e]));
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    setError(null);
    if (events.length === 0) return setError(t`Choose at least one event.`);
    setBusy(true);
    try {
      await onSubmit({ url: url.trim(), events });
      setUrl('');
    } catch (err) {
      const f = callableError(err);
      const reason = f.reason ?? f.fields.url ?? '';
      setError(
        reason === 'webhook_https_required'
          ? t`The address must start with https://.`
          : reason === 'webhook_endpoints_full'
            ? t`This account already has 10 endpoints. Delete one first.`
            : reason.startsWith('webhook_') || f.code === 'invalid-argument'
              ? t`We cannot send webhooks to this address. Use a public HTTPS address.`
              : t`That did not work. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="box" onSubmit={(e) => void submit(e)} data-testid="webhook-form" noValidate>
      <h2 className="title is-5">
        <Trans>Add an endpoint</Trans>
      </h2>
      <div className="field">
        <label className="label" htmlFor="webhook-url">
          <Trans>Endpoint URL</Trans>
        </label>
        <div className="control">
          <input
            id="webhook-url"
            className="input"
            type="url"
            required
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            data-testid="webhook-url"
          />
        </div>
      </div>
      <fieldset className="field">
        <legend className="label">
          <Trans>Events</Trans>
        </legend>
        {WEBHOOK_EVENT_TYPES.map((e) => (
          <label key={e} className="checkbox is-block mb-1">
            <input
              type="checkbox"
              checked={events.includes(e)}
              onChange={() => toggle(e)}
              data-testid={`webhook-event-${e}`}
            />{' '}
            <code translate="no">{e}</code> {eventDescription(i18n, e)}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="help is-danger mb-2" role="alert" data-testid="webhook-form-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className={`button is-primary ${busy ? 'is-loading' : ''}`} disabled={busy}>
        <Trans>Add the endpoint</Trans>
      </button>
    </form>
  );
}
