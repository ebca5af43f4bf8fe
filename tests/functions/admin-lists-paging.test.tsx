// @vitest-environment happy-dom
// The staff's live lists a page at a time, against the emulators, signed in, with the rules: the
// admin's quotes and a reviewer's own tasks listen to one page, the next page reaches older ones,
// a status filter reaches an older quote of that status, and a customer with no quotes or a
// person without the staff claims gets an answer on the screen. The quotes panel runs with a page
// of 3 (every quote written runs a trigger, so a few quotes stand for many); the reviewer's desk
// with the real page size (writing tasks runs nothing).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { signOut, type User } from 'firebase/auth';
import { getDocs, terminate } from 'firebase/firestore';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../../web/src/features/admin/api/live-page';
import { adminQuotesQuery } from '../../web/src/features/admin/api/quotes-admin';
import { myReviewTasksQuery } from '../../web/src/features/admin/api/use-review-queue';
import QuotesPanel from '../../web/src/features/admin/pages/quotes-panel';
import ReviewQueue from '../../web/src/features/admin/pages/review-queue';
import ReviewerDesk from '../../web/src/features/admin/pages/reviewer-desk';
import { auth } from '../../web/src/lib/firebase-auth';
import { db } from '../../web/src/lib/firebase-data';
import { randomId } from '../support/emulators';
import { taskDoc } from '../support/factories';
import { adminAuth, adminDb } from '../support/functions-client';
import { quoteDoc, versionOf } from '../support/quotes';
import { SignedInScreen, signInNewCustomer } from '../support/signed-in-screen';

const WAIT = { timeout: 20_000 };
const MINUTE = 60_000;
const DAY = 86_400_000;
const PAGE = 3;
let user: User;
let uid = '';
const customer = { uid: randomId('asker'), email: '' };
const quiet = { uid: randomId('quiet'), email: '' };
const written: string[] = [];

beforeAll(async () => {
  ({ user, uid } = await signInNewCustomer('paging', 'Inès Gagnon'));
  const now = Date.now();
  const batch = adminDb.batch();
  for (const c of [customer, quiet]) {
    c.email = `${c.uid}@example.test`;
    batch.set(adminDb.doc(`profiles/${c.uid}`), {
      name: 'Jeanne Roy',
      email: c.email,
      locale: 'en',
      role: 'customer',
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
    written.push(`profiles/${c.uid}`);
  }
  // Four quotes needing work, "Open quote 1" the most recently changed, and one delivered a month ago.
  const quotes = [
    ...[1, 2, 3, 4].map((i) => ({ title: `Open quote ${i}`, status: 'requested' as const, at: now - i * MINUTE })),
    { title: 'Delivered long ago', status: 'delivered' as const, at: now - 30 * DAY },
  ];
  for (const q of quotes) {
    const path = `quotes/${randomId('quote')}`;
    const extra =
      q.status === 'delivered'
        ? { versions: [versionOf()], result: 'Done.', actualCents: 10_000, deliveredAt: q.at }
        : {};
    batch.set(adminDb.doc(path), {
      ...quoteDoc(customer.uid, { title: q.title, status: q.status, ...extra }),
      createdAt: new Date(q.at),
      updatedAt: new Date(q.at),
    });
    written.push(path);
  }
  await batch.commit();
});
afterEach(() => cleanup());
afterAll(async () => {
  const batch = adminDb.batch();
  for (const path of written) batch.delete(adminDb.doc(path));
  await batch.commit();
  // Closes the listen stream before the process goes (see clearEmulatorData).
  await terminate(db);
  await signOut(auth);
});

function Providers({ children }: { children: ReactNode }) {
  return <SignedInScreen user={user}>{children}</SignedInScreen>;
}

const titles = () => screen.queryAllByTestId('open-quote').map((b) => b.textContent);

async function findQuotesOf(email: string) {
  fireEvent.change(screen.getByTestId('quote-email'), { target: { value: email } });
  fireEvent.submit(screen.getByTestId('quote-email-apply').closest('form') as HTMLFormElement);
}

describe('without the staff claims', () => {
  it('the quotes panel and the review queue say they could not load, without a crash', async () => {
    render(<QuotesPanel pageSize={PAGE} />, { wrapper: Providers });
    expect((await screen.findByTestId('admin-quotes-error', {}, WAIT)).textContent).toContain(
      'The quotes could not be loaded.',
    );
    cleanup();
    render(<ReviewQueue />, { wrapper: Providers });
    expect((await screen.findByTestId('review-queue-error', {}, WAIT)).textContent).toContain(
      'Could not load the review queue.',
    );
  });
});

describe('as an admin and reviewer', () => {
  beforeAll(async () => {
    await adminAuth.setCustomUserClaims(uid, { admin: true, reviewer: true });
    // The Firestore client takes the new token, claims included, for its next listens.
    await user.getIdToken(true);
  });

  it('quotes: one page, the next page, a status filter reaching an older quote, a customer with none', async () => {
    render(<QuotesPanel pageSize={PAGE} />, { wrapper: Providers });
    await findQuotesOf(customer.email);
    // Needing work, newest first: one page of three, and only three.
    await waitFor(() => expect(titles()).toEqual(['Open quote 1', 'Open quote 2', 'Open quote 3']), WAIT);
    expect(screen.getByTestId('admin-quotes-pages-page').textContent).toContain('Page 1');
    expect((screen.getByTestId('admin-quotes-pages-prev') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('admin-quotes-pages-next'));
    await waitFor(() => expect(titles()).toEqual(['Open quote 4']), WAIT);
    expect(screen.getByTestId('admin-quotes-pages-page').textContent).toContain('Page 2');
    expect((screen.getByTestId('admin-quotes-pages-next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('admin-quotes-pages-prev'));
    await waitFor(() => expect(titles()).toEqual(['Open quote 1', 'Open quote 2', 'Open quote 3']), WAIT);

    // Every quote: the delivered one is older than a page, so only the next page reaches it.
    fireEvent.change(screen.getByTestId('quote-filter'), { target: { value: 'all' } });
    await waitFor(() => expect(titles()).toEqual(['Open quote 1', 'Open quote 2', 'Open quote 3']), WAIT);
    fireEvent.click(screen.getByTestId('admin-quotes-pages-next'));
    await waitFor(() => expect(titles()).toEqual(['Open quote 4', 'Delivered long ago']), WAIT);

    // Its status, chosen, brings it first; opened, it is worked on from its own listener.
    fireEvent.change(screen.getByTestId('quote-filter'), { target: { value: 'delivered' } });
    await waitFor(() => expect(titles()).toEqual(['Delivered long ago']), WAIT);
    expect(screen.queryByTestId('admin-quotes-pages')).toBeNull();
    fireEvent.click(screen.getByTestId('open-quote'));
    expect((await screen.findByTestId('admin-quote', {}, WAIT)).textContent).toContain(
      "Delivered: waiting for the customer's confirmation",
    );

    // A customer who never asked for a quote: the empty state, not a loader.
    await findQuotesOf(quiet.email);
    expect((await screen.findByTestId('admin-quotes-empty', {}, WAIT)).textContent).toContain('No quotes here.');
    await findQuotesOf('nobody-at-all@example.test');
    expect(await screen.findByTestId('admin-quotes-no-customer', {}, WAIT)).toBeTruthy();
  });

  it("the reviewer's desk: empty, then one page of its tasks live, and the next page", async () => {
    render(<ReviewerDesk />, { wrapper: Providers });
    const mine = await screen.findByTestId('desk-mine', {}, WAIT);
    expect(await within(mine).findByTestId('review-queue-empty', {}, WAIT)).toBeTruthy();

    const now = Date.now();
    const batch = adminDb.batch();
    const ids: string[] = [];
    for (let i = 1; i <= ADMIN_PAGE_SIZE + 2; i++) {
      const id = randomId('task');
      ids.push(id);
      written.push(`tasks/${id}`);
      batch.set(
        adminDb.doc(`tasks/${id}`),
        taskDoc(customer.uid, {
          title: `Review ${i}`,
          status: 'in_review',
          reviewerId: uid,
          queueStatus: null,
          queuePosition: null,
          dueAt: new Date(now + i * 3_600_000) as never,
        }),
      );
    }
    await batch.commit();

    const rows = () =>
      [...mine.querySelectorAll('[data-testid^="review-row-"]')].map((r) =>
        r.getAttribute('data-testid')?.slice('review-row-'.length),
      );
    // Live, bounded: the 25 due first, never all 27.
    await waitFor(() => expect(rows()).toEqual(ids.slice(0, ADMIN_PAGE_SIZE)), WAIT);
    fireEvent.click(within(mine).getByTestId('desk-mine-pages-next'));
    await waitFor(() => expect(rows()).toEqual(ids.slice(ADMIN_PAGE_SIZE)), WAIT);
    expect(within(mine).getByTestId('desk-mine-pages-page').textContent).toContain('Page 2');
  });

  it('the screens listen to one page and one more (which says whether a next page exists), however long the list', async () => {
    // The screens show one page whatever the query returns; what bounds the live traffic is the
    // query they listen to, made by the same builders.
    const quotes = await getDocs(adminQuotesQuery(db, 'all', customer.uid, null, PAGE));
    expect(quotes.size).toBe(PAGE + 1);
    const tasks = await getDocs(myReviewTasksQuery(db, uid));
    expect(tasks.size).toBe(ADMIN_PAGE_SIZE + 1);
    const next = await getDocs(myReviewTasksQuery(db, uid, tasks.docs[ADMIN_PAGE_SIZE - 1]));
    expect(next.size).toBe(2);
  });
});
