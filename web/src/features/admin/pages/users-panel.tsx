import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSession, useSignedInUser } from '../../../hooks/use-session';
import { setAdminRole, useProfilesPage, type ProfileRow } from '../api/users-api';
import { setReviewerRole } from '../api/reviewers-api';
import { PageLoader } from '../../../components/page-loader';
import { ClosedTeamBalances } from '../components/closed-team-balances';
import { TeamsOverview } from '../components/teams-overview';
import { TextField } from '../../../components/fields/controls';

const PAGE = 25;

/** Presentation: one user row with its grant/revoke button. */
function UserRow({
  row,
  isSelf,
  onToggle,
  onToggleReviewer,
}: {
  row: ProfileRow;
  isSelf: boolean;
  onToggle: (row: ProfileRow) => Promise<void>;
  onToggleReviewer: (row: ProfileRow) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [reviewerBusy, setReviewerBusy] = useState(false);
  const isAdmin = row.role === 'admin';
  const isReviewer = row.reviewer === true;
  return (
    <tr data-testid="user-row" data-email={row.email}>
      <td>{row.name}</td>
      <td>{row.email}</td>
      <td>{row.company}</td>
      <td>
        <span className={`tag ${isAdmin ? 'is-primary' : 'is-light'}`} data-testid="user-role">
          {isAdmin ? <Trans>Administrator</Trans> : <Trans>Customer</Trans>}
        </span>
        {isReviewer && (
          <span className="tag is-info is-light ml-1" data-testid="user-reviewer">
            <Trans>Reviewer</Trans>
          </span>
        )}
      </td>
      <td>
        <button
          type="button"
          className={`button is-small ${isAdmin ? 'has-text-danger-dark' : 'is-primary is-outlined'} ${busy ? 'is-loading' : ''}`}
          disabled={busy || (isAdmin && isSelf)}
          aria-busy={busy}
          data-testid="toggle-admin"
          onClick={() => {
            setBusy(true);
            void onToggle(row).finally(() => setBusy(false));
          }}
        >
          {isAdmin ? <Trans>Revoke admin</Trans> : <Trans>Make admin</Trans>}
        </button>{' '}
        <button
          type="button"
          className={`button is-small ${isReviewer ? 'has-text-danger-dark' : 'is-link is-outlined'} ${reviewerBusy ? 'is-loading' : ''}`}
          disabled={reviewerBusy}
          aria-busy={reviewerBusy}
          data-testid="toggle-reviewer"
          onClick={() => {
            setReviewerBusy(true);
            void onToggleReviewer(row).finally(() => setReviewerBusy(false));
          }}
        >
          {isReviewer ? <Trans>Revoke reviewer</Trans> : <Trans>Make reviewer</Trans>}
        </button>
      </td>
    </tr>
  );
}

/** /admin/users: profiles, newest first, paged by "load more"; grant or revoke admin. */
export default function UsersPanel() {
  const { t } = useLingui();
  const { refreshClaims } = useSession();
  const user = useSignedInUser();
  const [count, setCount] = useState(PAGE);
  const [search, setSearch] = useState('');
  const email = search.trim();
  const { status, data, error } = useProfilesPage(count, email.includes('@') ? email : '');

  const toggle = async (row: ProfileRow) => {
    const admin = row.role !== 'admin';
    const name = row.name;
    try {
      await setAdminRole(row.id, admin);
      if (row.id === user.uid) await refreshClaims();
      toast.success(admin ? t`${name} is now an admin.` : t`${name} is no longer an admin.`);
    } catch (err) {
      console.error('Role change failed', err);
      toast.error(t`Could not change the role. Please try again.`);
    }
  };

  const toggleReviewer = async (row: ProfileRow) => {
    const reviewer = row.reviewer !== true;
    const name = row.name;
    try {
      await setReviewerRole(row.id, reviewer);
      if (row.id === user.uid) await refreshClaims();
      toast.success(
        reviewer
          ? t`${name} is now a reviewer. Set their languages and categories in Reviewers.`
          : t`${name} is no longer a reviewer.`,
      );
    } catch (err) {
      console.error('Role change failed', err);
      toast.error(t`Could not change the role. Please try again.`);
    }
  };

  const searchBox = (
    <div style={{ maxWidth: '28rem' }}>
      <TextField
        id="users-search"
        label={<Trans>Find a user by e-mail</Trans>}
        type="email"
        autoComplete="off"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t`name@example.com`}
        data-testid="users-search"
      />
    </div>
  );

  if (status === 'loading') return <PageLoader />;
  if (status === 'error') {
    console.error('Profiles fetch failed', error);
    return (
      <div className="notification is-danger is-light" role="alert">
        <Trans>Could not load the users.</Trans>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <div>
        {searchBox}
        <p className="has-text-grey-dark" data-testid="users-empty">
          {email ? <Trans>No user has this e-mail address.</Trans> : <Trans>No users yet.</Trans>}
        </p>
      </div>
    );
  }
  return (
    <div data-testid="users-panel">
      {searchBox}
      <p className="mb-3 has-text-grey-dark">
        <Trans>You cannot revoke your own admin role; another admin must do it.</Trans>
      </p>
      <div className="table-container">
        <table className="table is-fullwidth is-striped">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Name</Trans>
              </th>
              <th scope="col">
                <Trans>Email</Trans>
              </th>
              <th scope="col">
                <Trans>Company</Trans>
              </th>
              <th scope="col">
                <Trans>Role</Trans>
              </th>
              <th scope="col">
                <span className="is-sr-only">
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <UserRow
                key={row.id}
                row={row}
                isSelf={row.id === user.uid}
                onToggle={toggle}
                onToggleReviewer={toggleReviewer}
              />
            ))}
          </tbody>
        </table>
      </div>
      {!email.includes('@') && data.length >= count && (
        <button type="button" className="button" onClick={() => setCount((c) => c + PAGE)} data-testid="users-more">
          <Trans>Load more</Trans>
        </button>
      )}
      <TeamsOverview />
      <ClosedTeamBalances />
    </div>
  );
}
