// The setup every quotes test file shares: an admin (with a profile, so the quotes trigger
// notifies it), customers with a wallet, and quick ways to reach a quoted or stored quote.
import type { Quote } from '@tasklane/domain';
import { afterAll, beforeAll } from 'vitest';
import { adminDb, signedInClient, type TestClient } from './functions-client';
import { answerInput, quoteDoc, quoteRequestInput } from './quotes';
import { buyer } from './stripe';
import { setSettings } from './task-helpers';

export const DAY = 86_400_000;

/** Registers the file's setup and teardown; `admin` is set once the setup has run. */
export function quoteSuite() {
  const opened: TestClient[] = [];
  const suite = {
    admin: undefined as unknown as TestClient,
    /** Clients the file opened; they are closed after its tests. */
    opened,
    customer,
    readQuote,
    quotedFor,
    putQuote,
  };
  beforeAll(async () => {
    await setSettings();
    suite.admin = await signedInClient({ admin: true });
    // A profile with the admin role, so the quotes trigger notifies this admin of requests.
    await adminDb.doc(`profiles/${suite.admin.uid}`).set({
      name: 'Ada Admin',
      email: suite.admin.email,
      locale: 'en',
      role: 'admin',
      emailNotifications: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    opened.push(suite.admin);
  });
  afterAll(async () => Promise.all(opened.map((c) => c.close())));

  async function customer(balance = 20, locale: 'en' | 'fr' = 'en') {
    const c = await buyer({ province: 'ON', balance, locale });
    opened.push(c);
    return c;
  }

  async function readQuote(id: string) {
    return (await adminDb.doc(`quotes/${id}`).get()).data() as Quote;
  }

  /** A request answered with version 1 (estimate 250 $, NTE 290 $ = 10 credits at 29 $). */
  async function quotedFor(c: TestClient): Promise<string> {
    const { quoteId } = await c.call('requestQuote', quoteRequestInput(c.uid!));
    await suite.admin.call('answerQuote', answerInput(quoteId));
    return quoteId;
  }

  async function putQuote(uid: string, overrides: Partial<Quote>): Promise<string> {
    const ref = adminDb.collection('quotes').doc();
    await ref.set(quoteDoc(uid, overrides));
    return ref.id;
  }
  return suite;
}

export const reasonOf = (e: { details: unknown }) => (e.details as { reason?: string } | undefined)?.reason;
