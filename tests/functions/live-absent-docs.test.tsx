// @vitest-environment happy-dom
// Screens that listen to a document which does not exist yet when they open: the customer's
// rating of a delivery round and the account's brand kit. They run on the app's own Firebase
// wiring (lib/firebase-auth, lib/firebase-data, the reactfire providers, lib/callable), signed in
// through the Auth emulator, with the rules and the real callables. No SDK is mocked.
//
// Two ways the document can arrive: written by the server while the screen is open (the listener
// must show it), or recorded by the screen's own call. The second must show even when the
// listener never reports the document: on a busy Firestore emulator a single-document listener can
// stay on "absent" after the document is created (a global snapshot newer than the document
// arrives first, and the SDK then drops the document as outdated). Taking the Firestore client
// offline before the call stands in for that listener, deterministically.
import { I18nProvider } from '@lingui/react';
import { EMPTY_BRAND_KIT, ratingId, type Task } from '@tasklane/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Timestamp } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { disableNetwork, enableNetwork, terminate } from 'firebase/firestore';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BrandScreen } from '../../web/src/features/brand/pages/brand-page';
import { RateDelivery } from '../../web/src/features/tasks/components/rate-delivery';
import { auth } from '../../web/src/lib/firebase-auth';
import { db } from '../../web/src/lib/firebase-data';
import DataProviders from '../../web/src/lib/data-providers';
import { activateLocale, i18n } from '../../web/src/lib/i18n';
import { randomId } from '../support/emulators';
import { taskDoc } from '../support/factories';
import { adminAuth, adminDb, passwordClient, type TestClient } from '../support/functions-client';

const WAIT = { timeout: 20_000 };
let uid = '';
let server: TestClient;

beforeAll(async () => {
  const email = `${randomId('live')}@example.test`;
  const password = 'Test-password-123!';
  uid = (await adminAuth.createUser({ email, password, displayName: 'Élise Dubé', emailVerified: true })).uid;
  await signInWithEmailAndPassword(auth, email, password);
  // The same person from another client: a server-side write made while the screen is open.
  server = await passwordClient(email, password);
  await activateLocale('en');
});
afterEach(async () => {
  cleanup();
  await enableNetwork(db);
});
afterAll(async () => {
  await server.close();
  // Closes the listen stream before the process goes (see clearEmulatorData).
  await terminate(db);
  await signOut(auth);
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <DataProviders>{children}</DataProviders>
      </MemoryRouter>
    </I18nProvider>
  );
}

/** A task of the customer's, delivered once (stored, so rateTask accepts it): no rating yet. */
async function deliveredTask(): Promise<{ taskId: string; task: Task }> {
  const at = new Date();
  const task = taskDoc(uid, {
    status: 'delivered',
    queueStatus: null,
    queuePosition: null,
    deliveredAt: at,
    result: 'Done.',
    history: [
      { at, by: uid, from: null, to: 'submitted' },
      { at, by: 'system', from: 'in_review', to: 'delivered' },
    ],
  });
  const taskId = randomId('task');
  await adminDb.doc(`tasks/${taskId}`).set(task);
  return { taskId, task };
}

/** What rateTask's transaction writes for round 1, written behind the screen's back. */
async function rateOnServer(taskId: string) {
  await adminDb.doc(`ratings/${ratingId(taskId, 1)}`).set({
    taskId,
    round: 1,
    userId: uid,
    accountId: uid,
    reviewerId: null,
    category: 'admin_docs',
    stars: 5,
    comment: 'Spot on.',
    locale: 'en',
    quote: null,
    published: false,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
}

/** The rating box of a delivered task, as the task page renders it. */
const ratingBox = (taskId: string, task: Task) => (
  <RateDelivery taskId={taskId} task={task} locale="en" nowMs={Date.now()} />
);

const submitText = async () => (await screen.findByTestId('rating-submit', {}, WAIT)).textContent;
const showsRated = () =>
  waitFor(() => expect(screen.getByTestId('rating-submit').textContent).toBe('Update my rating'), WAIT);

describe('the rating form, on a rating not given when the screen opened', () => {
  it('switches to the given rating when the server writes it', async () => {
    const { taskId, task } = await deliveredTask();
    render(ratingBox(taskId, task), { wrapper: Providers });
    expect(await submitText()).toBe('Send my rating');
    await rateOnServer(taskId);
    await showsRated();
  });

  it('does so under StrictMode (each listener started, stopped and started again)', async () => {
    const { taskId, task } = await deliveredTask();
    render(<StrictMode>{ratingBox(taskId, task)}</StrictMode>, { wrapper: Providers });
    expect(await submitText()).toBe('Send my rating');
    await rateOnServer(taskId);
    await showsRated();
  });

  it('does so when the screen was left and opened again before the rating was given', async () => {
    const { taskId, task } = await deliveredTask();
    const first = render(ratingBox(taskId, task), { wrapper: Providers });
    expect(await submitText()).toBe('Send my rating');
    first.unmount();
    render(ratingBox(taskId, task), { wrapper: Providers });
    expect(await submitText()).toBe('Send my rating');
    await rateOnServer(taskId);
    await showsRated();
  });

  it('shows the rating its own rateTask recorded even when the listener never reports it', async () => {
    const { taskId, task } = await deliveredTask();
    render(ratingBox(taskId, task), { wrapper: Providers });
    expect(await submitText()).toBe('Send my rating');
    await disableNetwork(db);
    fireEvent.click(screen.getByTestId('rating-star-4').querySelector('input') as HTMLInputElement);
    fireEvent.change(screen.getByTestId('rating-comment'), { target: { value: 'Clear and on time.' } });
    fireEvent.click(screen.getByTestId('rating-submit'));
    await showsRated();
    // The form now edits what was sent, and the server has it.
    expect((screen.getByTestId('rating-comment') as HTMLTextAreaElement).value).toBe('Clear and on time.');
    expect((await adminDb.doc(`ratings/${ratingId(taskId, 1)}`).get()).get('stars')).toBe(4);
  });
});

describe('the brand kit, on an account with none when the screen opened', () => {
  const emptyState = () => screen.queryByTestId('brand-empty');

  it('leaves the empty state when the server saves a kit', async () => {
    await adminDb.doc(`brandKits/${uid}`).delete();
    render(<BrandScreen accountId={uid} />, { wrapper: Providers });
    await screen.findByTestId('brand-empty', {}, WAIT);
    await server.call('saveBrandKit', { accountId: uid, kit: { ...EMPTY_BRAND_KIT, voice: ['warm', 'plain'] } });
    await waitFor(() => expect(emptyState()).toBeNull(), WAIT);
    expect((screen.getByLabelText('Your voice') as HTMLInputElement).value).toBe('warm, plain');
  });

  it('leaves it once its own save succeeded, even when the listener never reports the kit', async () => {
    await adminDb.doc(`brandKits/${uid}`).delete();
    render(<BrandScreen accountId={uid} />, { wrapper: Providers });
    await screen.findByTestId('brand-empty', {}, WAIT);
    await disableNetwork(db);
    fireEvent.change(screen.getByLabelText('Your voice'), { target: { value: 'bright, direct' } });
    fireEvent.click(screen.getByTestId('brand-save'));
    await waitFor(() => expect(emptyState()).toBeNull(), WAIT);
    expect((screen.getByLabelText('Your voice') as HTMLInputElement).value).toBe('bright, direct');
    expect(screen.getByTestId('brand-delete')).toBeTruthy();
    expect((await adminDb.doc(`brandKits/${uid}`).get()).get('voice')).toEqual(['bright', 'direct']);
  });
});
