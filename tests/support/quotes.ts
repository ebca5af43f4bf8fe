// Typed factories and helpers for quote tests: a request input, a quote document in any state.
import type { CallableInput, Quote, QuoteAccepted, QuoteVersion } from '@tasklane/domain';
import { randomUUID } from 'node:crypto';

const DAY = 86_400_000;

/** A valid requestQuote input in the space of `accountId` (the caller's uid, or a team's id). */
export function quoteRequestInput(
  accountId: string,
  overrides: Partial<CallableInput<'requestQuote'>> = {},
): CallableInput<'requestQuote'> {
  return {
    requestId: randomUUID(),
    accountId,
    title: 'Rewrite our employee handbook',
    category: 'hr_operations',
    description: 'Our 30-page handbook needs a plain-language rewrite in English and French.',
    sourceText: 'Section 1. Hours of work. Employees work 37.5 hours a week.',
    wantedBy: Date.now() + 30 * DAY,
    language: 'en',
    budgetCad: 500,
    ...overrides,
  };
}

export function answerInput(
  quoteId: string,
  overrides: Partial<CallableInput<'answerQuote'>> = {},
): CallableInput<'answerQuote'> {
  return {
    quoteId,
    scope: 'Rewrite all 30 pages in plain language, one review round.',
    estimateCad: 250,
    nteCad: 290,
    deliveryDate: Date.now() + 10 * DAY,
    ...overrides,
  };
}

export function versionOf(overrides: Partial<QuoteVersion> = {}): QuoteVersion {
  const now = Date.now();
  return {
    number: 1,
    scope: 'Rewrite all 30 pages.',
    estimateCents: 25_000,
    nteCents: 29_000,
    deliveryDate: now + 10 * DAY,
    expiresAt: now + 14 * DAY,
    createdAt: now,
    by: 'admin-1',
    ...overrides,
  };
}

export function acceptedOf(overrides: Partial<QuoteAccepted> = {}): QuoteAccepted {
  const version = overrides.version ?? versionOf();
  return {
    version,
    paymentMethod: 'credits',
    creditPriceCents: 2900,
    reservedCredits: 10,
    paymentId: null,
    province: null,
    subtotalCents: version.nteCents,
    taxes: [],
    totalCents: version.nteCents,
    acceptedAt: Date.now(),
    ...overrides,
  };
}

/** A quote document as the callables leave it (requested unless overridden). */
export function quoteDoc(userId: string, overrides: Partial<Quote> = {}): Quote {
  const now = Date.now();
  return {
    userId,
    // Personal unless overridden with a team's id, as requestQuote writes it.
    accountId: userId,
    title: 'Rewrite our employee handbook',
    category: 'hr_operations',
    description: 'Our 30-page handbook needs a plain-language rewrite.',
    sourceText: '',
    wantedBy: now + 30 * DAY,
    language: 'en',
    budgetCents: null,
    status: 'requested',
    versions: [],
    expiresAt: null,
    accepted: null,
    checkout: null,
    changesNote: null,
    result: null,
    actualCents: null,
    deliveredAt: null,
    revisionCount: 0,
    revisionNote: null,
    settlement: null,
    history: [{ at: now, by: userId, from: null, to: 'requested' }],
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
