import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../hooks/use-session';
import { useSpace } from '../../../hooks/use-space';
import { useKeyRole } from '../api/developers-api';
import { ApiDocs } from '../components/api-docs';
import { ApiKeys } from '../components/api-keys';

/** The webhooks' screen, built beside this one (its route lives with the webhooks). */
const WEBHOOKS_HREF = paths.developersWebhooks.getHref();

/** /developers: the account's API keys and the ordering API's documentation. */
export default function DevelopersPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const space = useSpace(user.uid);
  const role = useKeyRole(space.teamId, user.uid);

  return (
    <section className="section">
      <PageMeta title={t`Developers`} />
      <div className="container">
        <h1 className="title" data-testid="developers-title">
          <Trans>Developers</Trans>
        </h1>
        <p className="subtitle is-6">
          <Trans>Order and follow tasks from your own tools (a CMS, a spreadsheet script, Zapier or Make).</Trans>
        </p>
        <div className="tabs">
          <ul>
            <li className="is-active">
              <a href="#keys" aria-current="page">
                <Trans>API keys</Trans>
              </a>
            </li>
            <li>
              <Link to={WEBHOOKS_HREF} data-testid="developers-webhooks-link">
                <Trans>Webhooks</Trans>
              </Link>
            </li>
          </ul>
        </div>

        <h2 className="title is-4">
          <Trans>API keys</Trans>
        </h2>
        {role === null ? (
          <PageLoader />
        ) : role === 'none' ? (
          <p className="notification is-info is-light" role="note" data-testid="api-keys-not-member">
            <Trans>You are no longer in this team. Switch to your personal space to make your own keys.</Trans>
          </p>
        ) : (
          <>
            {role === 'member' ? (
              <p className="notification is-info is-light" role="note" data-testid="api-keys-member-note">
                <Trans>
                  A key you make for the team orders as you: your monthly cap and the team's approval rule apply. You
                  see the keys you made; the owners see them all.
                </Trans>
              </p>
            ) : null}
            <ApiKeys accountId={space.accountId} mine={role === 'member' ? user.uid : null} />
          </>
        )}

        <hr />
        <ApiDocs />
      </div>
    </section>
  );
}
