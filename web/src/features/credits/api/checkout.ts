import { checkoutDraftSchema, type CallableInput, type CheckoutDraft } from '@tasklane/domain';
import type { FirestoreDataConverter } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { call, callableError } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';

/** Starts a Stripe Checkout; the caller sends the browser to the returned URL. */
export const startCheckout = (input: CallableInput<'createCheckoutSession'>) => call('createCheckoutSession', input);

/** Fulfils (or reports on) a Checkout session: the same server path as Stripe's webhook. */
export const confirmCheckout = (sessionId: string) => call('confirmCheckoutSession', { sessionId });

// Read-only: drafts are written by functions only, and rules refuse client writes anyway.
const draftConverter: FirestoreDataConverter<CheckoutDraft> = {
  toFirestore: () => {
    throw new Error('checkoutDrafts are read-only on the web');
  },
  fromFirestore: (snap) => checkoutDraftSchema.parse(snap.data()),
};

/** The order behind a cancelled Checkout (live), so the page can offer it again. */
export function useCheckoutDraft(draftId: string) {
  const db = useFirestore();
  return useFirestoreDocData(webRefs.checkoutDraft(db, draftId).withConverter(draftConverter));
}

/** Why a checkout could not start, from the callable error's details. */
export function checkoutFailure(err: unknown): 'province_required' | 'already_paid' | 'unknown' {
  const reason = callableError(err).reason;
  return reason === 'province_required' || reason === 'already_paid' ? reason : 'unknown';
}
