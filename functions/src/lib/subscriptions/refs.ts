import { invoiceSchema, subscriptionSchema } from '@tasklane/domain';
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { db } from '../admin.js';

/** Reads parse with the collection's zod schema, so a malformed document fails loudly. */
function converter<S extends z.ZodType>(schema: S): FirestoreDataConverter<z.output<S>> {
  return {
    toFirestore: (v) => v as DocumentData,
    fromFirestore: (snap: QueryDocumentSnapshot) => schema.parse(snap.data()),
  };
}

/** subscriptions/{uid}: the customer's one plan, as last read from Stripe. */
export const subscriptionsRef = () => db.collection('subscriptions').withConverter(converter(subscriptionSchema));
/** invoices/{in_…}: paid subscription invoices and the credits each granted. */
export const invoicesRef = () => db.collection('invoices').withConverter(converter(invoiceSchema));
