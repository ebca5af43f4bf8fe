import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatCad, type LedgerType } from '@tasklane/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSignedInUser } from '../../../hooks/use-session';
import { paths } from '../../../config/paths';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { useSettings } from '../../../lib/data/use-settings';
import { formatDateTime } from '../../../lib/format';
import { useLedger } from '../api/use-ledger';
import { BillingHistory } from '../components/billing-history';
import { BuyPackButton } from '../components/buy-pack-button';
import { useWallet } from '../../../lib/data/use-wallet';
import { useSpace } from '../../../hooks/use-space';
import { useMayBuy } from '../../../lib/data/use-may-buy';
import { OwnersOnlyNote } from '../../../components/owners-only-note';

const PAGE = 20;

const ledgerTypeLabels: Record<LedgerType, MessageDescriptor> = {
  consumed: msg`Used`,
  refunded: msg`Refunded`,
  purchased: msg`Bought`,
  granted: msg`Granted by Tasklane`,
  plan: msg`Monthly plan`,
  adjusted: msg`Adjusted by Tasklane`,
};

/** /credits: balance, every credit movement newest first (paged), and the packs on sale. */
export default function CreditsPage() {
  const user = useSignedInUser();
  const uid = user.uid;
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const wantedPack = params.get('pack');
  // A team space shows and buys for the team's wallet (only its owners may buy).
  const space = useSpace(uid);
  const wallet = useWallet(space.accountId);
  const mayBuy = useMayBuy(uid, space.teamId);
  const { settings } = useSettings();
  const [max, setMax] = useState(PAGE);
  const ledger = useLedger(space.accountId, max);
  const balance = wallet.status === 'success' ? (wallet.data?.balance ?? 0) : null;

  return (
    <section className="section">
      <PageMeta title={t`Credits and billing`} />
      <div className="container" style={{ maxWidth: 900 }}>
        <h1 className="title">
          <Trans>Credits and billing</Trans>
        </h1>

        <div className="columns">
          <div className="column is-4">
            <div className="box" data-testid="credits-balance">
              <p className="heading">
                <Trans>Your balance</Trans>
              </p>
              <p className="title is-3">
                {balance === null ? '...' : <Plural value={balance} one="# credit" other="# credits" />}
              </p>
              <p className="is-size-7 has-text-grey-dark">
                <Trans>Credits never expire.</Trans>
              </p>
            </div>
          </div>
          <div className="column">
            <h2 className="title is-5" id="buy-credits">
              <Trans>Buy credits</Trans>
            </h2>
            {mayBuy === false ? <OwnersOnlyNote /> : null}
            <div className="columns is-mobile is-multiline">
              {settings.packs.map((pack) => {
                const n = pack.credits;
                return (
                  <div key={pack.id} className="column is-half-mobile is-one-third-tablet">
                    <div
                      className={`box has-text-centered ${wantedPack === pack.id ? 'has-background-info-light' : ''}`}
                      data-testid={`pack-${pack.id}`}
                    >
                      <p className="has-text-weight-semibold">
                        <Plural value={n} one="# credit" other="# credits" />
                      </p>
                      <p className="mb-2">{formatCad(pack.priceCad, i18n.locale)}</p>
                      {mayBuy === true ? (
                        <BuyPackButton
                          packId={pack.id}
                          label={n === 1 ? t`Buy 1 credit` : t`Buy ${n} credits`}
                          autoFocus={wantedPack === pack.id}
                          teamId={space.teamId}
                        />
                      ) : null}
                    </div>
                  </div>
                );
              })}
            </div>
          </div>
        </div>

        <h2 className="title is-5">
          <Trans>History</Trans>
        </h2>
        {ledger.status === 'loading' ? (
          <PageLoader />
        ) : ledger.status === 'error' ? (
          <div className="notification is-danger is-light" role="alert">
            <Trans>Your credit history could not be loaded.</Trans>
          </div>
        ) : ledger.data.length === 0 ? (
          <p className="has-text-grey-dark" data-testid="ledger-empty">
            <Trans>No credit movements yet.</Trans>
          </p>
        ) : (
          <div className="table-container">
            <table className="table is-fullwidth is-striped is-stacked-mobile" data-testid="ledger">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Date</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Movement</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Description</Trans>
                  </th>
                  <th scope="col" className="has-text-right">
                    <Trans>Credits</Trans>
                  </th>
                  <th scope="col" className="has-text-right">
                    <Trans>Balance</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {ledger.data.map((entry) => {
                  // In French where the entry has it (entries older than that have only English).
                  const description =
                    i18n.locale === 'fr' && entry.descriptionFr ? entry.descriptionFr : entry.description;
                  return (
                    <tr key={entry.id} data-testid="ledger-row" data-type={entry.type}>
                      <td data-label={t`Date`}>{formatDateTime(entry.createdAt, i18n.locale)}</td>
                      <td data-label={t`Movement`}>{i18n._(ledgerTypeLabels[entry.type])}</td>
                      <td data-label={t`Description`}>
                        <span>
                          {entry.taskId ? (
                            <Link to={paths.task.getHref(entry.taskId)}>{description}</Link>
                          ) : (
                            description
                          )}
                        </span>
                      </td>
                      <td
                        className={`has-text-right ${entry.credits < 0 ? 'has-text-danger-dark' : 'has-text-success-dark'}`}
                        data-label={t`Credits`}
                      >
                        {entry.credits > 0 ? `+${entry.credits}` : entry.credits}
                      </td>
                      <td className="has-text-right" data-label={t`Balance`}>
                        {entry.balanceAfter}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {ledger.status === 'success' && ledger.data.length >= max ? (
          <button
            type="button"
            className="button is-light is-fullwidth"
            data-testid="ledger-more"
            onClick={() => setMax((m) => m + PAGE)}
          >
            <Trans>Load more</Trans>
          </button>
        ) : null}
        <BillingHistory uid={uid} />
      </div>
    </section>
  );
}
