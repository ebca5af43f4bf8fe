import { cardRefundSchema, checkoutDraftSchema, paymentSchema, refundSchema } from '@tasklane/domain';
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { db } from '../admin.js';

/** Reads parse with the collection's zod schema; writes pass through (FieldValues included). */
function converter<S extends z.ZodType>(schema: S): FirestoreDataConverter<z.output<S>> {
  return {
    toFirestore: (v) => v as DocumentData,
    fromFirestore: (snap: QueryDocumentSnapshot) => schema.parse(snap.data()),
  };
}

export const paymentsRef = () => db.collection('payments').withConverter(converter(paymentSchema));
export const checkoutDraftsRef = () => db.collection('checkoutDrafts').withConverter(converter(checkoutDraftSchema));
export const cardRefundsRef = () => db.collection('cardRefunds').withConverter(converter(cardRefundSchema));
export const refundsRef = () => db.collection('refunds').withConverter(converter(refundSchema));
/** stripeCustomers/{uid}: the user's Stripe customer id; server-only. */
export const stripeCustomersRef = () => db.collection('stripeCustomers');
/** stripeEvents/{evt_…}: every webhook event handled, with its outcome; server-only. */
export const stripeEventsRef = () => db.collection('stripeEvents');
