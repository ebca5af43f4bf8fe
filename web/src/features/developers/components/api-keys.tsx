import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiKeyScope } from '@tasklane/domain';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { PageLoader } from '../../../components/page-loader';
import { callableError } from '../../../lib/callable';
import { formatDateTime } from '../../../lib/format';
import { validationMessage } from '../../../lib/validation-messages';
import { createApiKey, revokeApiKey, useApiKeys } from '../api/developers-api';

/** The form that makes a key, then shows its secret once with a copy button. */
function CreateKeyForm({ accountId }: { accountId: string }) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read_order');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const made = await createApiKey({ accountId, name, scope });
      setSecret(made.secret);
      setName('');
    } catch (err) {
      const failure = callableError(err);
      setError(
        failure.fields.name
          ? i18n._(validationMessage(failure.fields.name))
          : failure.reason === 'too_many_keys'
            ? t`This account already has 20 working keys. Revoke one first.`
            : t`The key could not be made. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  const copy = () => {
    if (!secret) return;
    navigator.clipboard.writeText(secret).then(
      () => toast.success(t`Key copied.`),
      () => toast.error(t`Could not copy. Select the key and copy it by hand.`),
    );
  };

  return (
    <div className="box">
      <h3 className="title is-5">
        <Trans>Make a key</Trans>
      </h3>
      {secret ? (
        <div className="notification is-warning is-light" data-testid="api-key-secret-box">
          <p className="mb-2">
            <Trans>Copy this key now: it is shown only once. We keep only a fingerprint of it.</Trans>
          </p>
          <div className="field has-addons">
            <div className="control is-expanded">
              <input
                className="input is-family-monospace"
                readOnly
                value={secret}
                aria-label={t`Your new API key`}
                data-testid="api-key-secret"
                onFocus={(e) => e.currentTarget.select()}
              />
            </div>
            <div className="control">
              <button type="button" className="button" onClick={copy} data-testid="api-key-copy">
                <Trans>Copy</Trans>
              </button>
            </div>
          </div>
          <button type="button" className="button is-small" onClick={() => setSecret(null)}>
            <Trans>I have copied it</Trans>
          </button>
        </div>
      ) : null}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label className="label" htmlFor="api-key-name">
            <Trans>Name</Trans>
          </label>
          <div className="control">
            <input
              id="api-key-name"
              className="input"
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
              placeholder={t`For example: our CMS`}
              data-testid="api-key-name"
            />
          </div>
        </div>
        <div className="field">
          <label className="label" htmlFor="api-key-scope">
            <Trans>What it may do</Trans>
          </label>
          <div className="control">
            <div className="select">
              <select
                id="api-key-scope"
                value={scope}
                onChange={(e) => setScope(e.target.value as ApiKeyScope)}
                data-testid="api-key-scope"
              >
                <option value="read_order">{t`Read and order (also cancels and posts messages)`}</option>
                <option value="read">{t`Read only`}</option>
              </select>
            </div>
          </div>
        </div>
        {error ? (
          <p className="help is-danger" role="alert" data-testid="api-key-error">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className={`button is-primary${busy ? ' is-loading' : ''}`}
          disabled={busy}
          data-testid="api-key-create"
        >
          <Trans>Make the key</Trans>
        </button>
      </form>
    </div>
  );
}

/** The account's keys: name, prefix, scope, created, last used, and a revoke button; with the form to make one. */
export function ApiKeys({ accountId, mine }: { accountId: string; mine: string | null }) {
  const { t, i18n } = useLingui();
  const keys = useApiKeys(accountId, mine);
  const [revoking, setRevoking] = useState<string | null>(null);

  const revoke = async (keyId: string) => {
    if (!window.confirm(t`Revoke this key? Anything using it stops working at once.`)) return;
    setRevoking(keyId);
    try {
      await revokeApiKey(keyId);
      toast.success(t`Key revoked.`);
    } catch {
      toast.error(t`The key could not be revoked. Please try again.`);
    } finally {
      setRevoking(null);
    }
  };

  return (
    <>
      <CreateKeyForm accountId={accountId} />
      {keys.status === 'loading' ? (
        <PageLoader />
      ) : keys.status === 'error' ? (
        <div className="notification is-danger is-light" role="alert" data-testid="api-keys-error">
          <Trans>Your API keys could not be loaded. Please refresh the page.</Trans>
        </div>
      ) : keys.data.length === 0 ? (
        <p className="has-text-grey-dark" data-testid="api-keys-empty">
          <Trans>No API key yet. Make one above to order from your own tools.</Trans>
        </p>
      ) : (
        <div className="table-container">
          <table className="table is-fullwidth is-striped" data-testid="api-keys-table">
            <thead>
              <tr>
                <th>{t`Name`}</th>
                <th>{t`Key`}</th>
                <th>{t`Access`}</th>
                <th>{t`Created`}</th>
                <th>{t`Last used`}</th>
                <th>
                  <span className="is-sr-only">{t`Actions`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((k) => (
                <tr key={k.id} data-testid="api-key-row">
                  <td>{k.name}</td>
                  <td className="is-family-monospace">{k.prefix}</td>
                  <td>{k.scope === 'read' ? t`Read only` : t`Read and order`}</td>
                  <td>{formatDateTime(k.createdAt, i18n.locale)}</td>
                  <td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt, i18n.locale) : t`Never`}</td>
                  <td>
                    {k.revokedAt ? (
                      <span className="tag is-light" data-testid="api-key-revoked">
                        <Trans>Revoked</Trans>
                      </span>
                    ) : (
                      <button
                        type="button"
                        className={`button is-small is-danger is-light${revoking === k.id ? ' is-loading' : ''}`}
                        disabled={revoking !== null}
                        onClick={() => void revoke(k.id)}
                        data-testid="api-key-revoke"
                      >
                        <Trans>Revoke</Trans>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
