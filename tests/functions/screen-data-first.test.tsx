// @vitest-environment happy-dom
// The screen's own data first: the header's bell starts listening once the screen has painted its
// first live answer, not beside it, nor while the screen is still rendering it. Against the
// emulators, signed in, with the rules; no SDK mocked.
// The bell's badge is what shows its listener ran: with two unread notifications it appears once
// the bell's newest notifications have come and been counted.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { signOut, type User } from 'firebase/auth';
import { terminate } from 'firebase/firestore';
import { SignedInScreen, signInNewCustomer } from '../support/signed-in-screen';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import NotificationBell from '../../web/src/features/notifications/components/notification-bell';
import { useWallet } from '../../web/src/lib/data/use-wallet';
import { auth } from '../../web/src/lib/firebase-auth';
import { db } from '../../web/src/lib/firebase-data';
import { resetScreenDataForTests, useAfterScreenData, useNoteScreenData } from '../../web/src/lib/screen-data';
import { randomId } from '../support/emulators';
import { notificationDoc, walletDoc } from '../support/factories';
import { adminDb } from '../support/functions-client';

const WAIT = { timeout: 20_000 };
let user: User;
let uid = '';

beforeAll(async () => {
  ({ user, uid } = await signInNewCustomer('screen-first', 'Léa Tremblay'));
  const batch = adminDb.batch();
  batch.set(adminDb.doc(`wallets/${uid}`), walletDoc(uid, { balance: 7 }));
  for (let i = 0; i < 2; i++)
    batch.set(
      adminDb.doc(`notifications/${randomId('n')}`),
      notificationDoc(uid, { createdAt: new Date(Date.now() - i * 60_000) }),
    );
  await batch.commit();
});
afterEach(() => cleanup());
afterAll(async () => {
  await terminate(db);
  await signOut(auth);
});

/** Whether the rest had been let go, at each commit that put the screen's data on screen. */
const releasedAtDataCommits: boolean[] = [];

/** A screen whose data is the wallet, as the dashboard's balance. */
function WalletScreen() {
  const wallet = useWallet(uid);
  const released = useAfterScreenData();
  const shown = wallet.status === 'success';
  useLayoutEffect(() => {
    if (shown) releasedAtDataCommits.push(released);
  });
  return <p data-testid="screen-balance">{wallet.status === 'success' ? wallet.data?.balance : '…'}</p>;
}

/** Another listener of the screen, as the live hooks report it: listening, with or without its first answer. */
function OtherListener({ answered }: { answered: boolean }) {
  useNoteScreenData(answered);
  return null;
}

function AfterData() {
  return <p data-testid="after-data">{String(useAfterScreenData())}</p>;
}

/** The bell and the held-back flag, beside what the screen listens to. */
const withBell = (screenListeners?: ReactNode) => (
  <SignedInScreen user={user}>
    <NotificationBell />
    <AfterData />
    {screenListeners}
  </SignedInScreen>
);

describe('the screen’s own data first', () => {
  // A page load with no screen data yet; a screen without data would make the rest wait a minute.
  beforeEach(() => {
    resetScreenDataForTests(60_000);
    releasedAtDataCommits.length = 0;
  });

  it('the bell listens only once the screen has had its data', async () => {
    const { rerender } = render(withBell());
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications');
    // Long enough for an ungated bell to have listened and counted (its first count waits for an
    // idle moment, at most 2 s); the gated one has not started.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.getByTestId('after-data').textContent).toBe('false');

    rerender(withBell(<WalletScreen />));
    await waitFor(() => expect(screen.getByTestId('screen-balance').textContent).toBe('7'), WAIT);
    // The commit that showed the balance had not let the rest go: that waits for the next frame.
    expect(releasedAtDataCommits[0]).toBe(false);
    await waitFor(() => expect(screen.getByTestId('after-data').textContent).toBe('true'), WAIT);
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'), WAIT);
  });

  it('a listener of the screen still waiting for its first answer holds the rest until it has it', async () => {
    const { rerender } = render(
      withBell(
        <>
          <WalletScreen />
          <OtherListener answered={false} />
        </>,
      ),
    );
    await waitFor(() => expect(screen.getByTestId('screen-balance').textContent).toBe('7'), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(screen.getByTestId('after-data').textContent).toBe('false');

    rerender(
      withBell(
        <>
          <WalletScreen />
          <OtherListener answered />
        </>,
      ),
    );
    await waitFor(() => expect(screen.getByTestId('after-data').textContent).toBe('true'), WAIT);
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'), WAIT);
  });

  it('a screen with no live data holds the rest back only for a while', async () => {
    resetScreenDataForTests(500);
    render(withBell());
    await waitFor(() => expect(screen.getByTestId('after-data').textContent).toBe('true'), WAIT);
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'), WAIT);
  });
});
