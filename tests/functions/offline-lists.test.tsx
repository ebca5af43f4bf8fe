// @vitest-environment happy-dom
// A list's first answer must be the server's when the local cache has nothing: offline (or with a
// server slow to open the listen stream, which the SDK treats as offline after 10 s), the SDK
// answers every new listener at once from its cache, and the dashboard said "Nothing in progress"
// to a customer with a task in progress. Against the emulators, signed in, with the rules and the
// app's own Firebase wiring; no SDK is mocked.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { signOut, type User } from 'firebase/auth';
import { collection, disableNetwork, enableNetwork, onSnapshot, query, terminate, where } from 'firebase/firestore';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import DashboardPage from '../../web/src/features/tasks/pages/dashboard-page';
import { auth } from '../../web/src/lib/firebase-auth';
import { db } from '../../web/src/lib/firebase-data';
import { randomId } from '../support/emulators';
import { taskDoc } from '../support/factories';
import { adminDb } from '../support/functions-client';
import { SignedInScreen, signInNewCustomer } from '../support/signed-in-screen';

const WAIT = { timeout: 20_000 };
let user: User;
let uid = '';

beforeAll(async () => {
  ({ user, uid } = await signInNewCustomer('offline', 'Rosalie Bélanger'));
  const at = new Date(Date.now() - 3_600_000);
  await adminDb.doc(`tasks/${randomId('task')}`).set(
    taskDoc(uid, {
      title: 'Spring newsletter',
      status: 'in_review',
      submittedAt: at,
      history: [{ at, by: uid, from: null, to: 'submitted' }],
    }),
  );
  const delivered = new Date(Date.now() - 7_200_000);
  await adminDb.doc(`tasks/${randomId('task')}`).set(
    taskDoc(uid, {
      title: 'Fall brochure',
      status: 'delivered',
      queueStatus: null,
      queuePosition: null,
      submittedAt: delivered,
      deliveredAt: delivered,
      result: 'Done.',
      history: [{ at: delivered, by: uid, from: null, to: 'submitted' }],
    }),
  );
});
afterAll(async () => {
  cleanup();
  await terminate(db);
  await signOut(auth);
});

function Providers({ children }: { children: ReactNode }) {
  return <SignedInScreen user={user}>{children}</SignedInScreen>;
}

it('offline, the dashboard keeps loading instead of saying "nothing in progress"; back online, it lists the tasks', async () => {
  // Before anything listens: the cache holds none of this customer's tasks.
  await disableNetwork(db);
  render(<DashboardPage />, { wrapper: Providers });
  // A listener added after the page's own gets its cache answer after theirs.
  const cached = await new Promise<{ fromCache: boolean; size: number }>((resolve) => {
    const stop = onSnapshot(query(collection(db, 'tasks'), where('accountId', '==', uid)), (snap) => {
      stop();
      resolve({ fromCache: snap.metadata.fromCache, size: snap.size });
    });
  });
  expect(cached).toEqual({ fromCache: true, size: 0 });
  // Lets React render what those answers asked for (a list's answer is a transition).
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.queryByTestId('no-active-tasks')).toBeNull();
  expect(screen.queryByText('No deliveries yet.')).toBeNull();
  expect(screen.getByText('Active tasks').parentElement?.querySelector('.page-loader')).not.toBeNull();

  await enableNetwork(db);
  const list = await screen.findByTestId('task-list', {}, WAIT);
  await waitFor(
    () =>
      expect(
        within(list)
          .getAllByTestId('task-link')
          .map((a) => a.textContent),
      ).toEqual(['Spring newsletter']),
    WAIT,
  );
  expect(
    within(await screen.findByTestId('recent-deliveries', {}, WAIT))
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Fall brochure']);
});
