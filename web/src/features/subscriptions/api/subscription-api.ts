import type { CallableInput } from '@tasklane/domain';
import { limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { call, callableError } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';

/** The signed-in customer's plan, live (absent until they first subscribe). */
export function useSubscription(uid: string) {
  const db = useFirestore();
  return useFirestoreDocData(webRefs.subscription(db, uid));
}

/** Their paid plan invoices, newest period first (the rules need the userId filter). */
export function useInvoices(uid: string, max: number) {
  const db = useFirestore();
  return useFirestoreCollectionData(query(webRefs.invoices(db), where('userId', '==', uid), orderBy('periodStart', 'desc'), limit(max)));
}

/** Starts Stripe Checkout for a plan; the caller sends the browser to the returned URL. */
export const startSubscription = (input: CallableInput<'startSubscription'>) => call('startSubscription', input);
/** The success page's check: the same grant as Stripe's invoice.paid webhook. */
export const confirmSubscription = (sessionId: string) => call('confirmSubscription', { sessionId });
export const changePlan = (planId: string) => call('changePlan', { planId });
export const cancelAtPeriodEnd = () => call('cancelAtPeriodEnd', {});
export const resumeSubscription = () => call('resumeSubscription', {});
export const openBillingPortal = (locale: 'en' | 'fr') => call('openBillingPortal', { locale });

/** Receipt PDFs come from the server (owner or admin only). */
export async function downloadReceipt(receiptId: string): Promise<void> {
  const { base64, filename, contentType } = await call('getReceiptPdf', { receiptId });
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Let the browser start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export const SUBSCRIPTION_FAILURES = ['province_required', 'already_subscribed', 'no_subscription', 'same_plan', 'plan_unavailable', 'not_cancelling', 'already_cancelling', 'checkout_in_progress', 'unknown'] as const;
export type SubscriptionFailure = (typeof SUBSCRIPTION_FAILURES)[number];

/** Why a plan action was refused, from the callable error's reason code. */
export function subscriptionFailure(err: unknown): SubscriptionFailure {
  const reason = callableError(err).reason;
  return SUBSCRIPTION_FAILURES.find((r) => r === reason) ?? 'unknown';
}
