import { Plural, Trans } from '@lingui/react/macro';
import { useWallet } from '../../../../lib/data/use-wallet';
import { useCustomerProfile } from '../../api/users-api';

/** The person who submitted the task, and the balance of the account that pays for it (a team's for a team task). */
export function CustomerBox({ userId, accountId }: { userId: string; accountId: string }) {
  const profile = useCustomerProfile(userId);
  const wallet = useWallet(accountId);
  return (
    <div className="box" data-testid="admin-task-customer">
      <h2 className="title is-6 mb-2">
        <Trans>Customer</Trans>
      </h2>
      {profile.status === 'success' && profile.data ? (
        <p style={{ overflowWrap: 'anywhere' }}>
          {profile.data.name} · <a href={`mailto:${encodeURIComponent(profile.data.email)}`}>{profile.data.email}</a>
        </p>
      ) : (
        <p className="has-text-grey-dark">
          {profile.status === 'loading' ? '…' : <Trans>No profile (the account may have been deleted).</Trans>}
        </p>
      )}
      <p data-testid="admin-task-balance">
        <Trans>Balance:</Trans>{' '}
        {wallet.status === 'success' && wallet.data ? (
          <Plural value={wallet.data.balance} one="# credit" other="# credits" />
        ) : (
          '…'
        )}
      </p>
    </div>
  );
}
