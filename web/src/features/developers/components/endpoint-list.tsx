import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageLoader } from '../../../components/page-loader';
import { useApiEndpoints } from '../api/developers-api';

/** What each operation does, in the reader's language (the document's summaries are in English). */
const SUMMARIES: Record<string, MessageDescriptor> = {
  createTask: msg`Order a task, paid with credits`,
  listTasks: msg`List tasks, newest change first (filters: status, updated_since; cursor)`,
  getTask: msg`Get a task`,
  cancelTask: msg`Cancel a queued task; its credits come back`,
  getDeliverable: msg`Get the delivered texts and links to the files`,
  listMessages: msg`List a task's messages`,
  postMessage: msg`Post a message on a task (answers a question)`,
  getBalance: msg`Read the credit balance`,
  listLedger: msg`List credit movements, newest first`,
};

/** The endpoints as /api/v1/openapi.json lists them: fetched, never converted here. */
export function EndpointList() {
  const { t, i18n } = useLingui();
  const endpoints = useApiEndpoints();
  if (endpoints.status === 'loading') return <PageLoader />;
  if (endpoints.status === 'error')
    return (
      <div className="notification is-danger is-light" role="alert" data-testid="api-endpoints-error">
        <Trans>The list of endpoints could not be loaded. Please refresh the page.</Trans>
      </div>
    );
  if (endpoints.data.length === 0)
    return (
      <p className="has-text-grey-dark" data-testid="api-endpoints-empty">
        <Trans>The API lists no endpoint right now.</Trans>
      </p>
    );
  return (
    <div className="table-container">
      <table className="table is-fullwidth" data-testid="api-endpoints">
        <thead>
          <tr>
            <th>{t`Request`}</th>
            <th>{t`What it does`}</th>
            <th>{t`Access needed`}</th>
          </tr>
        </thead>
        <tbody>
          {endpoints.data.map((e) => {
            const summary = SUMMARIES[e.operationId];
            return (
              <tr key={`${e.method} ${e.path}`} data-testid="api-endpoint">
                <td className="is-family-monospace" translate="no">
                  {e.method} /api/v1{e.path}
                </td>
                <td>{summary ? i18n._(summary) : e.operationId}</td>
                <td>{e.scope === 'read' ? t`Read only` : t`Read and order`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
