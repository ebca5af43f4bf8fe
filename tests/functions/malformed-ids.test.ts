import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, errorOf, signedInClient, type TestClient } from '../support/functions-client';

// Firestore refuses these as document ids ('a/b' is a path, '..' a dot segment, '__x__' reserved);
// the shared id schema must turn them into 'invalid-argument' before any database call.
const MALFORMED = ['a/b', '..', '__x__'];

let customer: TestClient;
let admin: TestClient;
beforeAll(async () => {
  [customer, admin] = await Promise.all([signedInClient(), signedInClient({ admin: true })]);
});
afterAll(async () => Promise.all([customer.close(), admin.close()]));

const customerCalls: [string, (id: string) => unknown][] = [
  ['cancelTask', (taskId) => ({ taskId })],
  ['requestRevision', (taskId) => ({ taskId, note: 'Please shorten the second paragraph.' })],
  ['requestRefund', (taskId) => ({ taskId, reason: 'The result missed the brief entirely.' })],
  ['acceptQuote', (quoteId) => ({ quoteId, version: 1, paymentMethod: 'credits' })],
  ['requestQuoteChanges', (quoteId) => ({ quoteId, note: 'Please split it in two phases.' })],
  ['declineQuote', (quoteId) => ({ quoteId })],
  ['requestQuoteRevision', (quoteId) => ({ quoteId, note: 'Please use shorter sentences.' })],
  ['confirmQuote', (quoteId) => ({ quoteId })],
];
const adminCalls: [string, (id: string) => unknown][] = [
  ['pickUpTask', (taskId) => ({ taskId })],
  ['deliverTask', (taskId) => ({ taskId, result: 'Done.' })],
  ['decideRefund', (taskId) => ({ taskId, decision: 'declined', reason: 'Not eligible.' })],
  ['setAdminRole', (uid) => ({ uid, admin: true })],
  [
    'answerQuote',
    (quoteId) => ({
      quoteId,
      scope: 'All thirty pages.',
      estimateCad: 250,
      nteCad: 290,
      deliveryDate: Date.now() + 86_400_000,
    }),
  ],
  ['deliverQuote', (quoteId) => ({ quoteId, result: 'Done.', actualCad: 10 })],
];

describe('malformed document ids', () => {
  for (const [name, input] of customerCalls) {
    it(`${name} answers invalid-argument`, async () => {
      for (const id of MALFORMED) {
        const err = await errorOf(customer.callRaw(name, input(id)));
        expect(err.code, `${name}(${id})`).toBe('functions/invalid-argument');
      }
    });
  }
  for (const [name, input] of adminCalls) {
    it(`${name} answers invalid-argument`, async () => {
      for (const id of MALFORMED) {
        const err = await errorOf(admin.callRaw(name, input(id)));
        expect(err.code, `${name}(${id})`).toBe('functions/invalid-argument');
      }
    });
  }
  it('wrote nothing', async () => {
    expect(
      (
        await adminDb
          .collection('refundRequests')
          .where('reason', '==', 'The result missed the brief entirely.')
          .where('userId', '==', customer.uid)
          .get()
      ).size,
    ).toBe(0);
  });
});
