import {
  cadToCents,
  creditsToReserve,
  quoteApprovalId,
  quoteOfferOpen,
  quoteRaiseOpen,
  type Quote,
  type QuoteAccepted,
} from '@tasklane/domain';
import type { Transaction } from 'firebase-admin/firestore';
import type { HttpsError } from 'firebase-functions/v2/https';
import { approvalNeeded, prepareApprovalRequest } from '../approvals/request.js';
import { moveCredits, readWallet } from '../credits.js';
import { ledgerText } from '../ledger-text.js';
import { readSettings } from '../settings.js';
import type { ActingAccount } from '../teams.js';
import { readCustomerQuote } from './read.js';
import { countMemberSpending, quotePayer } from './spending.js';
import { quoteRefused, transitionQuote } from './transition.js';

/** A higher ceiling is paid the way the quote was: credits cannot top up a card payment, nor the reverse. */
export function raisePaidOtherWay(accepted: QuoteAccepted): HttpsError {
  return quoteRefused('A higher ceiling is paid the way the quote was accepted', 'raise_same_method', {
    paymentMethod: accepted.paymentMethod,
  });
}

/** Why the open offer cannot be accepted, or null when it can. */
export function refusal(quote: Quote, version: number, nowMs: number): HttpsError | null {
  if (quote.accepted && quoteRaiseOpen(quote, nowMs)) {
    return quote.versions.at(-1)?.number === version
      ? null
      : quoteRefused('A newer version replaced this offer', 'version_changed');
  }
  if (quote.accepted) return quoteRefused('This quote is already accepted', 'already_accepted');
  if (
    quote.status === 'expired' ||
    (quote.status === 'quoted' && quote.expiresAt !== null && nowMs >= quote.expiresAt)
  ) {
    return quoteRefused('This offer has expired', 'expired');
  }
  if (!quoteOfferOpen(quote, nowMs))
    return quoteRefused(`A ${quote.status} quote cannot be accepted`, 'wrong_state', { status: quote.status });
  if (quote.versions.at(-1)?.number !== version)
    return quoteRefused('A newer version replaced this offer', 'version_changed');
  return null;
}

export interface CreditsAsk {
  quoteId: string;
  version: number;
  /** The person accepting: the caller, or the member whose request an owner approves. */
  userId: string;
  /** An owner approved the member's request: no rule asked again, its credit price kept. */
  approved?: { requestId: string; creditPriceCents: number };
}

export interface CreditsAcceptance {
  status: 'accepted' | 'approval_pending';
  reservedCredits: number;
  balance: number;
  url: null;
  requestId?: string;
}

/** Read phase: when the team's approval rule holds this acceptance, the request it makes (written now). */
async function holdForApproval(
  tx: Transaction,
  ask: CreditsAsk,
  payer: ActingAccount,
  quote: Quote,
  credits: number,
  creditPriceCents: number,
): Promise<Omit<CreditsAcceptance, 'balance'> | null> {
  if (ask.approved || !approvalNeeded(payer, credits)) return null;
  const prepared = await prepareApprovalRequest(tx, {
    requestId: quoteApprovalId(ask.quoteId, ask.version),
    accountId: payer.accountId,
    userId: ask.userId,
    kind: 'quote',
    title: quote.title,
    priceCredits: credits,
    via: 'app',
    quote: { quoteId: ask.quoteId, version: ask.version, creditPriceCents },
  });
  const held = prepared.commit();
  // This version's request was declined, withdrawn or expired: an owner's answer stands.
  if (held.status !== 'pending')
    throw quoteRefused('This approval request is closed', 'request_closed', { status: held.status });
  return { status: 'approval_pending', reservedCredits: 0, url: null, requestId: held.requestId };
}

/**
 * Accepting a quote's current version with credits, inside the caller's transaction: ⌈NTE ÷ credit
 * price⌉ credits reserved from the paying account's wallet within the member's cap (or, on a higher
 * ceiling, the difference), the frozen copy written. A team member's acceptance the team's approval
 * rule catches becomes a request instead (status 'approval_pending'), nothing reserved.
 */
export async function acceptQuoteWithCredits(tx: Transaction, ask: CreditsAsk): Promise<CreditsAcceptance> {
  const snap = await readCustomerQuote(tx, ask.quoteId, ask.userId);
  const now = Date.now();
  const refused = refusal(snap.quote, ask.version, now);
  if (refused) throw refused;
  const settings = await readSettings(tx);
  // A team's quote spends the team's wallet, whichever current member accepts it.
  const payer = await quotePayer(tx, ask.userId, snap.quote);
  const wallet = await readWallet(tx, payer.accountId);
  const current = snap.quote.versions.at(-1) as Quote['versions'][number];
  const before = snap.quote.accepted;
  if (before) {
    // A higher ceiling: reserve the difference at the credit price locked on acceptance.
    if (before.paymentMethod !== 'credits') throw raisePaidOtherWay(before);
    const total = creditsToReserve(current.nteCents, before.creditPriceCents);
    const extra = Math.max(0, total - before.reservedCredits);
    const held = await holdForApproval(tx, ask, payer, snap.quote, extra, before.creditPriceCents);
    if (held) return { ...held, balance: wallet.balance };
    countMemberSpending(tx, payer, extra);
    const balance =
      extra > 0
        ? moveCredits(tx, wallet, {
            credits: -extra,
            type: 'consumed',
            description: ledgerText.quoteRaised(snap.quote.title),
            actorUserId: ask.userId,
            metadata: { quoteId: ask.quoteId, version: ask.version },
          })
        : wallet.balance;
    const raised: QuoteAccepted = {
      ...before,
      version: current,
      reservedCredits: before.reservedCredits + extra,
      subtotalCents: current.nteCents,
      totalCents: current.nteCents,
    };
    transitionQuote(
      tx,
      snap.ref,
      snap.quote,
      snap.quote.status,
      ask.userId,
      { accepted: raised, expiresAt: null },
      `Version ${ask.version} accepted: ceiling raised`,
    );
    return { status: 'accepted' as const, reservedCredits: extra, balance, url: null };
  }
  // An approved request keeps the credit price of the day it was made.
  const creditPriceCents = ask.approved?.creditPriceCents ?? cadToCents(settings.creditPriceCad);
  const reservedCredits = creditsToReserve(current.nteCents, creditPriceCents);
  const held = await holdForApproval(tx, ask, payer, snap.quote, reservedCredits, creditPriceCents);
  if (held) return { ...held, balance: wallet.balance };
  countMemberSpending(tx, payer, reservedCredits);
  const balance = moveCredits(tx, wallet, {
    credits: -reservedCredits,
    type: 'consumed',
    description: ledgerText.quoteAccepted(snap.quote.title),
    actorUserId: ask.userId,
    metadata: { quoteId: ask.quoteId, version: ask.version },
  });
  const accepted: QuoteAccepted = {
    version: current,
    paymentMethod: 'credits',
    creditPriceCents,
    reservedCredits,
    paymentId: null,
    province: null,
    subtotalCents: current.nteCents,
    taxes: [],
    totalCents: current.nteCents,
    acceptedAt: now,
    acceptedBy: ask.userId,
  };
  transitionQuote(
    tx,
    snap.ref,
    snap.quote,
    'accepted',
    ask.userId,
    { accepted, expiresAt: null, checkout: null },
    `Version ${ask.version} accepted with credits`,
  );
  return { status: 'accepted' as const, reservedCredits, balance, url: null };
}
