import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatCents, type Invoice, type WithId } from '@tasklane/domain';
import { useState } from 'react';
import { downloadReceipt } from '../api/subscription-api';
import { longDate, planName } from './plan-text';

/** Paid plan invoices, each with its receipt (PDF made on demand by the server). */
export function InvoiceList({ invoices }: { invoices: WithId<Invoice>[] }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'fr' ? 'fr' : 'en';
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (invoices.length === 0) {
    return (
      <p className="has-text-grey-dark" data-testid="invoices-empty">
        <Trans>No invoices yet.</Trans>
      </p>
    );
  }
  const download = async (receiptId: string) => {
    setBusy(receiptId);
    setFailed(false);
    try {
      await downloadReceipt(receiptId);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {failed ? (
        <div className="notification is-danger is-light" role="alert">
          <Trans>The receipt could not be downloaded. Please try again.</Trans>
        </div>
      ) : null}
      <div className="table-container">
        <table className="table is-fullwidth is-striped is-stacked-mobile" data-testid="invoices">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Period</Trans>
              </th>
              <th scope="col">
                <Trans>Plan</Trans>
              </th>
              <th scope="col" className="has-text-right">
                <Trans>Total</Trans>
              </th>
              <th scope="col">
                <Trans>Receipt</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((inv) => {
              const receiptId = inv.receiptId;
              return (
                <tr key={inv.id} data-testid="invoice-row">
                  <td data-label={t`Period`}>
                    <span>
                      {longDate(inv.periodStart, i18n.locale)} – {longDate(inv.periodEnd, i18n.locale)}
                    </span>
                  </td>
                  <td data-label={t`Plan`}>
                    <span>
                      {planName(i18n, inv.planId)} (<Plural value={inv.credits} one="# credit" other="# credits" />)
                    </span>
                  </td>
                  <td className="has-text-right" data-label={t`Total`}>
                    {formatCents(inv.totalCents, locale)}
                  </td>
                  <td data-label={t`Receipt`}>
                    {receiptId ? (
                      <button
                        type="button"
                        className={`button is-small is-light ${busy === receiptId ? 'is-loading' : ''}`}
                        disabled={busy !== null}
                        aria-busy={busy === receiptId}
                        aria-label={t`Download receipt ${receiptId}`}
                        onClick={() => void download(receiptId)}
                      >
                        {receiptId}
                      </button>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
