import { Trans, useLingui } from '@lingui/react/macro';
import {
  computeTaxes,
  creditsToReserve,
  formatCents,
  formatRateBps,
  isProvince,
  quoteCardPayments,
  quoteCardRaiseCharge,
  TAX_NAMES,
  type QuoteAccepted,
  type QuoteVersion,
  type TaxLine,
} from '@tasklane/domain';

function TaxRows({ taxes, locale }: { taxes: TaxLine[]; locale: 'en' | 'fr' }) {
  return (
    <>
      {taxes.map((tax) => (
        <tr key={tax.code}>
          <td>
            {TAX_NAMES[tax.code][locale]} ({formatRateBps(tax.rateBps, locale)})
          </td>
          <td className="has-text-right">{formatCents(tax.amountCents, locale)}</td>
        </tr>
      ))}
    </>
  );
}

/**
 * What accepting the offer costs: the credits reserved (⌈ceiling ÷ credit price⌉) or the card
 * charge (ceiling + the province's taxes), and what happens at settlement.
 */
export function OfferPrice({
  version,
  creditPriceCents,
  province,
}: {
  version: QuoteVersion;
  creditPriceCents: number;
  province: string | null | undefined;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'fr' ? 'fr' : 'en';
  const credits = creditsToReserve(version.nteCents, creditPriceCents);
  const taxes = isProvince(province) ? computeTaxes(province, version.nteCents, new Date()) : null;
  const estimate = formatCents(version.estimateCents, locale);
  const nte = formatCents(version.nteCents, locale);
  return (
    <div data-testid="offer-price">
      <table className="table is-fullwidth is-narrow">
        <tbody>
          <tr>
            <td>
              <Trans>Estimate</Trans>
            </td>
            <td className="has-text-right" data-testid="offer-estimate">
              {estimate}
            </td>
          </tr>
          <tr>
            <th>
              <Trans>Not-to-exceed ceiling</Trans>
            </th>
            <th className="has-text-right" data-testid="offer-nte">
              {nte}
            </th>
          </tr>
          {taxes ? (
            <>
              <TaxRows taxes={taxes.lines} locale={locale} />
              <tr>
                <th>
                  <Trans>Card charge (ceiling + taxes)</Trans>
                </th>
                <th className="has-text-right" data-testid="offer-card-total">
                  {formatCents(taxes.totalCents, locale)}
                </th>
              </tr>
            </>
          ) : null}
          <tr>
            <th>
              <Trans>Or with credits</Trans>
            </th>
            <th className="has-text-right" data-testid="offer-credits">
              {credits === 1 ? <Trans>1 credit</Trans> : <Trans>{credits} credits</Trans>}
            </th>
          </tr>
        </tbody>
      </table>
      {taxes ? null : (
        <p className="help">
          <Trans>Add your province in your profile to see the card price with taxes.</Trans>
        </p>
      )}
      <p className="help">
        <Trans>
          Accepting holds the ceiling. When the work is done you pay its actual cost, and the rest comes back to you
          (unused credits, or a card refund of the difference with its taxes).
        </Trans>
      </p>
    </div>
  );
}

/**
 * A higher ceiling on a quote paid by card: only the difference between the new ceiling and the
 * locked one is charged, plus the taxes of the province billed the first time.
 */
export function RaiseCardPrice({ accepted, version }: { accepted: QuoteAccepted; version: QuoteVersion }) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'fr' ? 'fr' : 'en';
  // The server only offers a higher ceiling on a quote billed in a province; anything else shows no price.
  if (!isProvince(accepted.province) || version.nteCents <= accepted.version.nteCents) return null;
  const charge = quoteCardRaiseCharge(accepted, version.nteCents, new Date());
  const locked = formatCents(accepted.version.nteCents, locale);
  const next = formatCents(version.nteCents, locale);
  return (
    <table className="table is-fullwidth is-narrow" data-testid="raise-price">
      <tbody>
        <tr>
          <td>
            <Trans>Ceiling you accepted</Trans>
          </td>
          <td className="has-text-right">{locked}</td>
        </tr>
        <tr>
          <td>
            <Trans>New ceiling (version {version.number})</Trans>
          </td>
          <td className="has-text-right" data-testid="raise-nte">
            {next}
          </td>
        </tr>
        <tr>
          <th>
            <Trans>Difference</Trans>
          </th>
          <th className="has-text-right" data-testid="raise-difference">
            {formatCents(charge.subtotalCents, locale)}
          </th>
        </tr>
        <TaxRows taxes={charge.taxes} locale={locale} />
        <tr>
          <th>
            <Trans>To pay by card (difference + taxes)</Trans>
          </th>
          <th className="has-text-right" data-testid="raise-card-total">
            {formatCents(charge.totalCents, locale)}
          </th>
        </tr>
      </tbody>
    </table>
  );
}

/** The frozen acceptance: what was held, and, once settled, what was paid and returned. */
export function AcceptedPrice({
  accepted,
  actualCents,
  settlement,
}: {
  accepted: QuoteAccepted;
  actualCents: number | null;
  settlement: { consumedCredits: number; releasedCredits: number; refundCents: number } | null;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'fr' ? 'fr' : 'en';
  const nte = formatCents(accepted.version.nteCents, locale);
  const held = accepted.reservedCredits;
  const payments = quoteCardPayments(accepted);
  return (
    <table className="table is-fullwidth is-narrow" data-testid="accepted-price">
      <tbody>
        <tr>
          <td>
            <Trans>Locked ceiling (version {accepted.version.number})</Trans>
          </td>
          <td className="has-text-right">{nte}</td>
        </tr>
        {accepted.paymentMethod === 'credits' ? (
          <tr>
            <td>
              <Trans>Credits held</Trans>
            </td>
            <td className="has-text-right" data-testid="held-credits">
              {held}
            </td>
          </tr>
        ) : (
          <>
            <TaxRows taxes={accepted.taxes} locale={locale} />
            {payments.length > 1
              ? payments.map((p, i) => (
                  <tr key={p.paymentId} data-testid="card-payment">
                    <td>
                      {i === 0 ? <Trans>First card payment</Trans> : <Trans>Higher ceiling, version {p.version}</Trans>}
                    </td>
                    <td className="has-text-right">{formatCents(p.totalCents, locale)}</td>
                  </tr>
                ))
              : null}
            <tr>
              <td>
                <Trans>Charged to your card</Trans>
              </td>
              <td className="has-text-right" data-testid="charged-total">
                {formatCents(accepted.totalCents, locale)}
              </td>
            </tr>
          </>
        )}
        {actualCents !== null ? (
          <tr>
            <th>
              <Trans>Actual cost</Trans>
            </th>
            <th className="has-text-right" data-testid="actual-cost">
              {formatCents(actualCents, locale)}
            </th>
          </tr>
        ) : null}
        {settlement && accepted.paymentMethod === 'credits' ? (
          <tr>
            <td>
              <Trans>Credits used / returned</Trans>
            </td>
            <td className="has-text-right" data-testid="settled-credits">
              {settlement.consumedCredits} / {settlement.releasedCredits}
            </td>
          </tr>
        ) : null}
        {settlement && accepted.paymentMethod === 'card' ? (
          <tr>
            <td>
              <Trans>Refunded to your card</Trans>
            </td>
            <td className="has-text-right" data-testid="settled-refund">
              {formatCents(settlement.refundCents, locale)}
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
