import { Plural, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useWallet } from '../../../lib/data/use-wallet';

export function CreditBalanceView({
  status,
  balance,
}: {
  status: 'loading' | 'error' | 'success';
  balance: number | null;
}) {
  return (
    <Link to={paths.credits.getHref()} className="navbar-item credit-balance" data-testid="credit-balance">
      {status !== 'success' || balance === null ? (
        <span aria-busy="true">...</span>
      ) : (
        <span>
          <Plural value={balance} one="# credit" other="# credits" />
        </span>
      )}
    </Link>
  );
}

export function CreditBalance({ uid }: { uid: string }) {
  const { status, data, error } = useWallet(uid);
  const { t } = useLingui();
  useEffect(() => {
    if (status === 'error') {
      toast.error(`${t`Error Loading Credits`}: ${error?.message ?? ''}`, { id: 'credits-error' });
    }
  }, [status, error, t]);
  return <CreditBalanceView status={status} balance={data ? data.balance : null} />;
}
