import { Trans, useLingui } from '@lingui/react/macro';
import { formatCents } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { PageLoader } from '../../../components/page-loader';
import { formatDateTime } from '../../../lib/format';
import { downloadReceipt, useReceipts, type ReceiptRow } from '../api/receipts-api';

const PAGE = 10;

/** Container: the signed-in user's receipts and credit notes, live, newest first, paged. */
export function BillingHistory({ uid }: { uid: string }) {
  const [max, setMax] = useState(PAGE);
  const receipts = useReceipts(uid, max);
  return (
    <BillingHistoryView
      status={receipts.status}
      receipts={receipts.data ?? []}
      canLoadMore={receipts.status === 'success' && receipts.data.length >= max}
      onLoadMore={() => setMax((m) => m + PAGE)}
      onDownload={downloadReceipt}
    />
  );
}

/** Presentation: loading, error, empty, or the table with one download button per document. */
export function BillingHistoryView({
  status,
  receipts,
  canLoadMore,
  onLoadMore,
  onDownload,
}: {
  status: 'loading' | 'error' | 'success';
  receipts: ReceiptRow[];
  canLoadMore: boolean;
  onLoadMore: () => void;
  onDownload: (receiptId: string) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'fr' ? 'fr' : 'en';
  const [busy, setBusy] = useState<string | null>(null);

  async function download(id: string) {
    setBusy(id);
    try {
      await onDownload(id);
    } catch (err) {
      console.error('Receipt download failed', err);
      toast.error(t`The receipt could not be downloaded. Please try again.`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="mt-5" aria-labelledby="billing-history-title" data-testid="billing-history">
      <h2 className="title is-5" id="billing-history-title">
        <Trans>Receipts and credit notes</Trans>
      </h2>
      {status === 'loading' ? (
        <PageLoader />
      ) : status === 'error' ? (
        <div className="notification is-danger is-light" role="alert">
          <Trans>Your billing history could not be loaded.</Trans>
        </div>
      ) : receipts.length === 0 ? (
        <p className="has-text-grey-dark" data-testid="billing-empty">
          <Trans>No receipts yet. Each card payment and each refund will be listed here with its PDF.</Trans>
        </p>
      ) : (
        <div className="table-container">
          <table className="table is-fullwidth is-striped is-stacked-mobile" data-testid="billing-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
                <th scope="col">
                  <Trans>Document</Trans>
                </th>
                <th scope="col" className="has-text-right">
                  <Trans>Total</Trans>
                </th>
                <th scope="col">
                  <span className="is-sr-only">
                    <Trans>PDF</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {receipts.map((r) => {
                const note = r.kind === 'credit_note';
                return (
                  <tr key={r.id} data-testid="billing-row" data-kind={r.kind}>
                    <td data-label={t`Date`}>{formatDateTime(r.issuedAt, i18n.locale)}</td>
                    <td data-label={t`Document`}>
                      <div>
                        <span className="is-block">{note ? <Trans>Credit note</Trans> : <Trans>Receipt</Trans>}</span>
                        <span className="is-size-7 has-text-grey-dark">{r.number}</span>
                        <span className="is-block is-size-7">
                          {r.lines.map((l) => l.description[locale]).join(', ')}
                        </span>
                      </div>
                    </td>
                    <td className="has-text-right" data-label={t`Total`}>
                      {note ? `−${formatCents(r.totalCents, locale)}` : formatCents(r.totalCents, locale)}
                    </td>
                    <td className="has-text-right">
                      <button
                        type="button"
                        className={`button is-small is-light ${busy === r.id ? 'is-loading' : ''}`}
                        disabled={busy !== null}
                        aria-busy={busy === r.id}
                        aria-label={t`Download ${r.number} as PDF`}
                        data-testid={`download-${r.number}`}
                        onClick={() => void download(r.id)}
                      >
                        <Trans>PDF</Trans>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {canLoadMore ? (
        <button type="button" className="button is-light is-fullwidth" data-testid="billing-more" onClick={onLoadMore}>
          <Trans>Load more</Trans>
        </button>
      ) : null}
    </section>
  );
}
