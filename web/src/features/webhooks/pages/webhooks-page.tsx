import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { useSignedInUser } from '../../../hooks/use-session';
import { useSpace } from '../../../hooks/use-space';
import { createWebhookEndpoint, useManagesWebhooks, useWebhookEndpoints } from '../api/webhooks-api';
import { EndpointCard } from '../components/endpoint-card';
import { EndpointForm } from '../components/endpoint-form';
import { SecretNotice } from '../components/secret-notice';

/** /developers/webhooks: the account's endpoints, a form to add one, the shown-once secret, and each one's log. */
export default function WebhooksPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const space = useSpace(user.uid);
  const manages = useManagesWebhooks(space.teamId, user.uid);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <section className="section">
      <PageMeta title={t`Webhooks`} />
      <div className="container">
        <h1 className="title" data-testid="webhooks-title">
          <Trans>Webhooks</Trans>
        </h1>
        <p className="subtitle is-6">
          <Trans>
            We send your systems a signed HTTPS POST when your tasks change, a message arrives or your balance runs low.
            Failed deliveries are retried for 24 hours.
          </Trans>
        </p>
        {manages === null ? (
          <PageLoader />
        ) : !manages ? (
          <p className="notification is-info is-light" data-testid="webhooks-owner-only">
            <Trans>Only a team owner manages the team's webhooks.</Trans>
          </p>
        ) : (
          <>
            {secret ? <SecretNotice secret={secret} onDone={() => setSecret(null)} /> : null}
            <EndpointForm
              onSubmit={async (values) => {
                const made = await createWebhookEndpoint({
                  ...(space.teamId ? { accountId: space.teamId } : {}),
                  ...values,
                });
                setSecret(made.secret);
                toast.success(t`Endpoint added.`);
              }}
            />
            <Endpoints accountId={space.accountId} onSecret={setSecret} />
          </>
        )}
      </div>
    </section>
  );
}

function Endpoints({ accountId, onSecret }: { accountId: string; onSecret: (s: string) => void }) {
  const endpoints = useWebhookEndpoints(accountId);
  if (endpoints.status === 'loading') return <PageLoader />;
  if (endpoints.status === 'error')
    return (
      <div className="notification is-danger is-light" role="alert" data-testid="webhooks-error">
        <Trans>Your webhook endpoints could not be loaded. Please refresh the page.</Trans>
      </div>
    );
  if (endpoints.data.length === 0)
    return (
      <p className="has-text-grey-dark" data-testid="webhooks-empty">
        <Trans>No endpoint yet. Add the address of the system that should hear from us.</Trans>
      </p>
    );
  return (
    <>
      {endpoints.data.map((e) => (
        <EndpointCard key={e.id} endpoint={e} onSecret={onSecret} />
      ))}
    </>
  );
}
