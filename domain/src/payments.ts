import type { Locale } from './constants.js';
import { creditsToCad, priceOf } from './pricing.js';
import type { TaskInput } from './schemas/task.js';
import type { Settings } from './settings/schema.js';
import { cadToCents, computeTaxes, type Province, type TaxLine } from './tax.js';

/** What the customer buys at Checkout: a pack of credits, or one task paid by card. */
export type CheckoutOrder = { kind: 'pack'; packId: string } | { kind: 'task'; task: TaskInput };

export interface CheckoutQuote {
  description: Record<Locale, string>;
  /** Credits added to the wallet (packs); 0 for a card task. */
  credits: number;
  /** The task's price in credits (card tasks), recorded on the task as submitTask does. */
  priceCredits: number;
  subtotalCents: number;
  taxes: TaxLine[];
  totalCents: number;
  /**
   * The receipt's lines when there is more than one (a bilingual task: the task, then the
   * English-and-French surcharge); absent means one line with the description and subtotal.
   */
  lines?: { description: Record<Locale, string>; amountCents: number }[];
}

export class UnknownPackError extends Error {}

/**
 * Prices an order from the settings and adds the taxes of the customer's province in force at
 * `at`. All amounts in cents, taxes rounded per line as on a Canadian invoice.
 */
export function quoteCheckout(order: CheckoutOrder, settings: Settings, province: Province, at: Date): CheckoutQuote {
  let subtotalCents: number;
  let description: Record<Locale, string>;
  let credits = 0;
  let priceCredits = 0;
  let lines: CheckoutQuote['lines'];
  if (order.kind === 'pack') {
    const pack = settings.packs.find((p) => p.id === order.packId);
    if (!pack) throw new UnknownPackError(order.packId);
    subtotalCents = cadToCents(pack.priceCad);
    credits = pack.credits;
    description = {
      en: `Tasklane credits: pack of ${pack.credits}`,
      fr: `Crédits Tasklane : forfait de ${pack.credits}`,
    };
  } else {
    const price = priceOf(order.task.category, order.task.tier, settings, { bilingual: order.task.bilingual });
    subtotalCents = cadToCents(price.cad);
    priceCredits = price.credits;
    description = { en: `Tasklane task: ${order.task.title}`, fr: `Tâche Tasklane : ${order.task.title}` };
    if (price.bilingualCredits > 0) {
      description = {
        en: `Tasklane task (English and French): ${order.task.title}`,
        fr: `Tâche Tasklane (anglais et français) : ${order.task.title}`,
      };
      // The surcharge's share is what the whole costs beyond the one-language task, so the two
      // lines always add up to the subtotal the taxes are computed on.
      const oneLanguageCents = cadToCents(creditsToCad(price.credits - price.bilingualCredits, settings));
      lines = [
        {
          description: { en: `Tasklane task: ${order.task.title}`, fr: `Tâche Tasklane : ${order.task.title}` },
          amountCents: oneLanguageCents,
        },
        {
          description: {
            en: `English and French (both languages, +${price.bilingualCredits} cr.)`,
            fr: `Anglais et français (deux langues, +${price.bilingualCredits} cr.)`,
          },
          amountCents: subtotalCents - oneLanguageCents,
        },
      ];
    }
  }
  const taxes = computeTaxes(province, subtotalCents, at);
  return {
    description,
    credits,
    priceCredits,
    subtotalCents,
    taxes: taxes.lines,
    totalCents: taxes.totalCents,
    ...(lines ? { lines } : {}),
  };
}

/**
 * The card refund owed for `credits` of a pack payment: the pack's per-credit share of what was
 * charged (taxes included), never more than what is left to refund on that payment.
 */
export function packCreditsRefundCents(
  payment: { totalCents: number; refundedCents: number; credits: number },
  credits: number,
): number {
  if (payment.credits <= 0 || credits <= 0) return 0;
  const share = Math.round((payment.totalCents * Math.min(credits, payment.credits)) / payment.credits);
  return Math.max(0, Math.min(share, payment.totalCents - payment.refundedCents));
}

/**
 * The language a receipt leads with: French for a Québec address (Bill 96: commercial documents in
 * French, another language no more prominent), else the customer's. The PDF prints both
 * languages side by side, this one first; the mail to a Québec address is French first, then the
 * customer's language.
 */
export function receiptLeadLocale(receipt: { province: string; customer: { locale: 'en' | 'fr' } }): 'en' | 'fr' {
  return receipt.province === 'QC' ? 'fr' : receipt.customer.locale;
}
