import { Trans, useLingui } from '@lingui/react/macro';
import {
  accountOf,
  cadToCents,
  creditsToReserve,
  formatCents,
  quoteOfferOpen,
  quoteRaiseOpen,
  quoteRefundOpen,
  type Quote,
} from '@tasklane/domain';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { QuoteThread } from '../components/quote-thread';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import { useSession, useSignedInUser } from '../../../hooks/use-session';
import { useSettings } from '../../../lib/data/use-settings';
import { useWallet } from '../../../lib/data/use-wallet';
import { formatDateTime } from '../../../lib/format';
import { categoryLabels } from '../../../lib/labels';
import {
  acceptQuote,
  confirmQuoteCheckout,
  declineQuote,
  requestQuoteChanges,
  useBillingProvince,
  useQuote,
} from '../api/quotes-api';
import { QuoteStatusTag } from '../../../components/quote-status-tag';
import { ExpiryCountdown } from '../components/quote-bits';
import { AcceptButtons, NoteForm, PayDifferenceButton, useQuoteErrorText } from '../components/quote-actions';
import { AcceptedPrice, OfferPrice, RaiseCardPrice } from '../components/quote-price';
import { QuoteVersions } from '../components/quote-versions';
import { QuoteStatusNotes } from '../components/quote-status-notes';
import { QuoteDeliveredActions } from '../components/quote-delivered-actions';

/** Coming back from Checkout: confirm the session once, so the page shows the acceptance at once. */
function useCheckoutReturn() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('session_id');
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!sessionId || done.current === sessionId) return;
    done.current = sessionId;
    confirmQuoteCheckout(sessionId).then(
      (out) => {
        if (out.status === 'paid') toast.success(t`Payment received: the quote is updated.`);
        setParams({}, { replace: true });
      },
      () => toast.error(t`We could not confirm the payment yet. This page updates as soon as it clears.`),
    );
  }, [sessionId, setParams, t]);
}

/**
 * Whether the viewer acts as the customer: their own personal quote, or a team's quote (the rules
 * let only its current members and admins read it, and a removed member's listener is refused at
 * once). Admins who open a team's quote see it as staff.
 */
function onCustomerSide(quote: Quote, uid: string, isAdmin: boolean): boolean {
  const accountId = accountOf(quote);
  if (accountId === uid) return true;
  return accountId !== quote.userId && !isAdmin;
}

/** /quotes/:id: the quote, live, with its versions, price breakdown and the customer's actions. */
export default function QuoteDetailPage() {
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const { t, i18n } = useLingui();
  const live = useQuote(id);
  const nowMs = useNow(30_000);
  const { settings } = useSettings();
  const { isAdmin } = useSession();
  // A team's quote is paid from the team's wallet, by card in the team's province.
  const accountId = live.status === 'success' && live.data ? accountOf(live.data) : user.uid;
  const wallet = useWallet(accountId);
  const province = useBillingProvince(user.uid, accountId);
  const errorText = useQuoteErrorText();
  const [showChanges, setShowChanges] = useState(false);
  useCheckoutReturn();

  if (live.status === 'loading') return <PageLoader />;
  const quote = live.status === 'success' ? live.data : undefined;
  if (!quote) {
    return (
      <section className="section">
        <PageMeta title={t`Quote not found`} />
        <div className="container">
          <div className="notification is-warning is-light" role="alert" data-testid="quote-not-found">
            <Trans>This quote does not exist or is not yours.</Trans>{' '}
            <Link to={paths.quotes.getHref()}>{t`Back to my quotes`}</Link>
          </div>
        </div>
      </section>
    );
  }
  const owner = onCustomerSide(quote, user.uid, isAdmin);
  const locale = i18n.locale;
  const current = quote.versions.at(-1);
  const open = current && quoteOfferOpen(quote, nowMs);
  const creditPriceCents = cadToCents(settings.creditPriceCad);
  const balance = wallet.status === 'success' ? (wallet.data?.balance ?? 0) : null;
  const raise =
    current && quote.accepted && quoteRaiseOpen(quote, nowMs) ? { version: current, accepted: quote.accepted } : null;
  const raiseCredits = raise
    ? Math.max(
        0,
        creditsToReserve(raise.version.nteCents, raise.accepted.creditPriceCents) - raise.accepted.reservedCredits,
      )
    : 0;
  const wanted = formatDateTime(quote.wantedBy, locale);
  // The money-back guarantee: once per quote, after delivery and before it settles.
  const refundAsked = quote.history.some((h) => h.to === 'refund_requested');
  const canAskRefund = owner && !refundAsked && quoteRefundOpen(quote, nowMs);

  const acceptCredits = async () => {
    if (!current) return;
    const out = await acceptQuote({
      quoteId: id,
      version: current.number,
      paymentMethod: 'credits',
      locale: locale === 'fr' ? 'fr' : 'en',
    });
    if (out.status === 'approval_pending') {
      toast.success(t`Sent for approval: a team owner approves or declines it. Nothing is held until then.`);
      return;
    }
    toast.success(t`Quote accepted: ${out.reservedCredits} credits are held until it is settled.`);
  };
  const acceptCard = async () => {
    if (!current) return;
    const out = await acceptQuote({
      quoteId: id,
      version: current.number,
      paymentMethod: 'card',
      locale: locale === 'fr' ? 'fr' : 'en',
    });
    if (out.url) window.location.assign(out.url);
  };

  return (
    <section className="section">
      <PageMeta title={quote.title} />
      <div className="container">
        <p className="mb-2">
          <Link to={paths.quotes.getHref()}>
            <Trans>← My quotes</Trans>
          </Link>
        </p>
        <div
          className="is-flex is-justify-content-space-between is-align-items-start is-flex-wrap-wrap"
          style={{ gap: '0.5rem' }}
        >
          <h1 className="title mb-2" data-testid="quote-title">
            {quote.title}
          </h1>
          <QuoteStatusTag status={quote.status} />
        </div>
        <p className="is-size-7 has-text-grey-dark mb-4">
          {i18n._(categoryLabels[quote.category])} · <Trans>needed by {wanted}</Trans>
          {quote.budgetCents !== null ? (
            <>
              {' · '}
              <Trans>budget {formatCents(quote.budgetCents, locale === 'fr' ? 'fr' : 'en')}</Trans>
            </>
          ) : null}
        </p>

        <div className="columns">
          <div className="column is-7-desktop">
            <div className="box">
              <h2 className="title is-6">
                <Trans>Your request</Trans>
              </h2>
              <p style={{ whiteSpace: 'pre-wrap' }}>{quote.description}</p>
              {quote.sourceText ? (
                <details className="mt-2">
                  <summary>
                    <Trans>Source text</Trans>
                  </summary>
                  <p className="mt-2" style={{ whiteSpace: 'pre-wrap' }}>
                    {quote.sourceText}
                  </p>
                </details>
              ) : null}
            </div>

            <QuoteStatusNotes quote={quote} />

            {quote.versions.length > 0 ? (
              <>
                <h2 className="title is-5 mt-4">
                  <Trans>Versions</Trans>
                </h2>
                <QuoteVersions quote={quote} locale={locale} />
              </>
            ) : null}
          </div>

          <div className="column is-5-desktop">
            {raise ? (
              <div className="box" data-testid="quote-raise">
                <h2 className="title is-6">
                  <Trans>A higher ceiling is proposed</Trans>
                </h2>
                {raise.accepted.paymentMethod === 'card' ? (
                  <>
                    <p className="mb-2">
                      <Trans>
                        The work needs more than the ceiling you accepted. To accept version {raise.version.number}, you
                        pay only the difference and its taxes; without it, the cost stays within the ceiling you
                        accepted. What is not used comes back to your card at settlement.
                      </Trans>
                    </p>
                    <RaiseCardPrice accepted={raise.accepted} version={raise.version} />
                  </>
                ) : (
                  <p className="mb-2">
                    <Trans>
                      The work needs more than the ceiling you accepted. Accepting version {raise.version.number} holds{' '}
                      {raiseCredits} more credits; without it, the cost stays within the ceiling you accepted.
                    </Trans>
                  </p>
                )}
                {quote.expiresAt !== null ? (
                  <p className="mb-2">
                    <ExpiryCountdown expiresAt={quote.expiresAt} nowMs={nowMs} />
                  </p>
                ) : null}
                {owner && raise.accepted.paymentMethod === 'card' ? <PayDifferenceButton onPay={acceptCard} /> : null}
                {owner && raise.accepted.paymentMethod === 'credits' ? (
                  <AcceptButtons
                    balance={balance}
                    creditsNeeded={raiseCredits}
                    onCredits={acceptCredits}
                    onCard={null}
                  />
                ) : null}
              </div>
            ) : null}
            {quote.accepted ? (
              <div className="box">
                <h2 className="title is-6">
                  <Trans>Price</Trans>
                </h2>
                <AcceptedPrice
                  accepted={quote.accepted}
                  actualCents={quote.actualCents}
                  settlement={quote.settlement}
                />
              </div>
            ) : current && (quote.status === 'quoted' || quote.status === 'expired') ? (
              <div className="box" data-testid="quote-offer">
                <h2 className="title is-6">
                  <Trans>Offer</Trans>
                </h2>
                {quote.expiresAt !== null ? (
                  <p className="mb-2">
                    <ExpiryCountdown expiresAt={quote.expiresAt} nowMs={nowMs} />
                  </p>
                ) : null}
                <OfferPrice version={current} creditPriceCents={creditPriceCents} province={province} />
                {owner && open ? (
                  <>
                    <AcceptButtons
                      balance={balance}
                      creditsNeeded={creditsToReserve(current.nteCents, creditPriceCents)}
                      onCredits={acceptCredits}
                      onCard={acceptCard}
                    />
                    <div className="buttons mt-3">
                      <button
                        type="button"
                        className="button is-small is-light"
                        onClick={() => setShowChanges((v) => !v)}
                        aria-expanded={showChanges}
                        data-testid="show-changes"
                      >
                        <Trans>Ask for changes</Trans>
                      </button>
                    </div>
                    {showChanges ? (
                      <NoteForm
                        id="changes-note"
                        testId="changes-form"
                        label={t`What should change?`}
                        submitLabel={t`Send to the team`}
                        onSubmit={async (note) => {
                          await requestQuoteChanges(id, note);
                          toast.success(t`Sent. We will answer with a new version.`);
                        }}
                      />
                    ) : null}
                  </>
                ) : null}
              </div>
            ) : null}
            {owner && quote.status === 'delivered' ? (
              <QuoteDeliveredActions quoteId={id} canAskRefund={canAskRefund} />
            ) : null}

            {owner &&
            (quote.status === 'requested' || quote.status === 'quoted' || quote.status === 'changes_requested') ? (
              <button
                type="button"
                className="button is-small is-danger is-light"
                data-testid="decline-quote"
                onClick={() => {
                  if (!window.confirm(t`Decline this quote? This cannot be undone.`)) return;
                  declineQuote(id, '').then(
                    () => toast.success(t`Quote declined.`),
                    (err: unknown) => toast.error(errorText(err)),
                  );
                }}
              >
                <Trans>Decline</Trans>
              </button>
            ) : null}
          </div>
        </div>
        <QuoteThread quoteId={id} accountId={accountOf(quote)} side={owner ? 'customer' : 'staff'} />
      </div>
    </section>
  );
}
