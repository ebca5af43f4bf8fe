// @vitest-environment happy-dom
// The dashboard's two lists against the emulators, signed in, with the rules: tasks in progress
// however old, and the latest deliveries, each listed by status. The newest 20 tasks of any status,
// filtered on the page, hid a delivery reopened long after it was submitted once 20 newer tasks
// existed, and hid every delivery of a customer with 20 tasks in progress.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { signOut, type User } from 'firebase/auth';
import { terminate } from 'firebase/firestore';
import type { ReactNode } from 'react';
import { SignedInScreen, signInNewCustomer } from '../support/signed-in-screen';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import DashboardPage from '../../web/src/features/tasks/pages/dashboard-page';
import { auth } from '../../web/src/lib/firebase-auth';
import { db } from '../../web/src/lib/firebase-data';
import { randomId } from '../support/emulators';
import { taskDoc } from '../support/factories';
import { adminDb } from '../support/functions-client';

const WAIT = { timeout: 20_000 };
const DAY = 86_400_000;
let user: User;

beforeAll(async () => {
  const created = await signInNewCustomer('dash', 'Noémie Roy');
  user = created.user;
  const uid = created.uid;
  const now = Date.now();
  const batch = adminDb.batch();
  // A delivery from a month ago, reopened for a revision today.
  const old = new Date(now - 30 * DAY);
  batch.set(
    adminDb.doc(`tasks/${randomId('task')}`),
    taskDoc(uid, {
      title: 'Reopened brochure',
      status: 'reopened',
      queueStatus: null,
      queuePosition: null,
      submittedAt: old,
      history: [{ at: old, by: uid, from: null, to: 'submitted' }],
    }),
  );
  // 25 newer deliveries.
  for (let i = 0; i < 25; i++) {
    const at = new Date(now - (i + 1) * 3_600_000);
    batch.set(
      adminDb.doc(`tasks/${randomId('task')}`),
      taskDoc(uid, {
        title: `Delivery ${i + 1}`,
        status: 'delivered',
        queueStatus: null,
        queuePosition: null,
        submittedAt: at,
        deliveredAt: at,
        result: 'Done.',
        history: [{ at, by: uid, from: null, to: 'submitted' }],
      }),
    );
  }
  await batch.commit();
});
afterEach(() => cleanup());
afterAll(async () => {
  // Closes the listen stream before the process goes (see clearEmulatorData).
  await terminate(db);
  await signOut(auth);
});

function Providers({ children }: { children: ReactNode }) {
  return <SignedInScreen user={user}>{children}</SignedInScreen>;
}

describe('dashboard lists', () => {
  it('lists a task in progress however old, and the five latest deliveries', async () => {
    render(<DashboardPage />, { wrapper: Providers });
    const list = await screen.findByTestId('task-list', {}, WAIT);
    await waitFor(
      () =>
        expect(
          within(list)
            .getAllByTestId('task-link')
            .map((a) => a.textContent),
        ).toEqual(['Reopened brochure']),
      WAIT,
    );
    const deliveries = await screen.findByTestId('recent-deliveries', {}, WAIT);
    expect(
      within(deliveries)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Delivery 1', 'Delivery 2', 'Delivery 3', 'Delivery 4', 'Delivery 5']);
  });
});
