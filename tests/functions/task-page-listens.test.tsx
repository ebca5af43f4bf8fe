// @vitest-environment happy-dom
// The task page's own data first: until the task is painted, the page listens to the task alone.
// Its settings, refund request, conversation, rating and queue place start one frame later, so
// their listen requests are not on the path to the page's largest paint. Against the emulators,
// signed in, with the rules; no SDK is mocked.
//
// What the client asks the server to listen to is read from the Firestore SDK's own debug log
// (firebase/app's onLog): each listen it opens is an `addTarget` sent on its listen stream.
// The browser's frames are held in the test (requestAnimationFrame queues until released), so
// "before the paint" lasts as long as the test needs, whatever the machine's speed.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { onLog } from 'firebase/app';
import { signOut, type User } from 'firebase/auth';
import { setLogLevel, terminate } from 'firebase/firestore';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import TaskDetailPage from '../../web/src/features/tasks/pages/task-detail-page';
import { auth } from '../../web/src/lib/firebase-auth';
import { db } from '../../web/src/lib/firebase-data';
import { randomId } from '../support/emulators';
import { refundRequestDoc, taskDoc } from '../support/factories';
import { adminDb } from '../support/functions-client';
import { SignedInScreen, signInNewCustomer } from '../support/signed-in-screen';

const WAIT = { timeout: 20_000 };
let user: User;
let uid = '';

/** Every listen target the client has sent, as the SDK logged it. */
const targets: string[] = [];
onLog(
  ({ message }) => {
    if (message.includes('addTarget')) targets.push(message);
  },
  { level: 'debug' },
);

/** Frames held back: the page has committed, but the browser has not painted yet. */
let held: FrameRequestCallback[] | null = null;
const paint = window.requestAnimationFrame.bind(window);
window.requestAnimationFrame = (frame: FrameRequestCallback) => {
  if (!held) return paint(frame);
  held.push(frame);
  return 0;
};
function releaseFrames(): void {
  const frames = held ?? [];
  held = null;
  frames.forEach((frame) => paint(frame));
}

beforeAll(async () => {
  ({ user, uid } = await signInNewCustomer('task-page', 'Mathis Gagnon'));
  // The SDK's debug lines also go to the console: kept out of the test's output.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  setLogLevel('debug');
});
beforeEach(() => {
  targets.length = 0;
  held = [];
});
afterEach(() => {
  releaseFrames();
  cleanup();
});
afterAll(async () => {
  setLogLevel('error');
  vi.restoreAllMocks();
  await terminate(db);
  await signOut(auth);
});

/** Which of the page's listens the client has opened so far (quotes and spaces aside: the log's format is the SDK's). */
function listened(taskId: string) {
  const sent = targets.map((t) => t.replace(/["'\s]/g, ''));
  const any = (...parts: string[]) => sent.some((t) => parts.every((part) => t.includes(part)));
  return {
    task: any(`/documents/tasks/${taskId}]`),
    settings: any('/documents/settings/app]'),
    refund: any('collectionId:refundRequests', `stringValue:${taskId}}`),
    thread: any(`/documents/threads/task_${taskId}]`),
    messages: any('collectionId:messages', `/documents/threads/task_${taskId}}`),
    rating: any(`/documents/ratings/${taskId}_`),
    queue: any('/documents/queueState/current]'),
  };
}

const page = (taskId: string) => (
  <SignedInScreen user={user} at={`/tasks/${taskId}`}>
    <Routes>
      <Route path="/tasks/:id" element={<TaskDetailPage />} />
    </Routes>
  </SignedInScreen>
);

/** Long enough for a listener started with the task's commit to have been sent and answered. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

describe('the task page listens to its task first', () => {
  it('a delivered task: settings, refund, conversation and rating start after the first paint', async () => {
    const taskId = randomId('delivered');
    const deliveredAt = new Date();
    await adminDb.doc(`tasks/${taskId}`).set(
      taskDoc(uid, {
        title: 'Polish the spring menu',
        status: 'delivered',
        queueStatus: 'active',
        activatedAt: new Date(Date.now() - 3_600_000),
        deliveredAt,
        result: 'Our spring menu, polished.',
        history: [
          { at: new Date(Date.now() - 7_200_000), by: uid, from: null, to: 'submitted' },
          { at: deliveredAt, by: 'reviewer', from: 'in_review', to: 'delivered' },
        ],
      }),
    );
    const thread = `task_${taskId}`;
    await adminDb.doc(`threads/${thread}`).set({
      kind: 'task',
      entityId: taskId,
      userId: uid,
      accountId: uid,
      title: 'Polish the spring menu',
      unread: { customer: 0, staff: 0 },
      messageCount: 1,
      lastMessageAt: deliveredAt,
      mail: {
        customer: { dueAt: null, lastSentAt: null, coveredUpTo: null },
        staff: { dueAt: null, lastSentAt: null, coveredUpTo: null },
      },
      createdAt: deliveredAt,
      updatedAt: deliveredAt,
    });
    await adminDb.doc(`threads/${thread}/messages/${randomId('m')}`).set({
      userId: uid,
      accountId: uid,
      authorId: 'reviewer',
      authorRole: 'staff',
      type: 'message',
      text: 'The menu is ready for a look.',
      files: [],
      hidden: false,
      hiddenAt: null,
      createdAt: deliveredAt,
    });
    await adminDb
      .doc(`refundRequests/${randomId('r')}`)
      .set(refundRequestDoc(taskId, uid, { taskTitle: 'Polish the spring menu', status: 'pending' }));

    render(page(taskId));
    await waitFor(() => expect(screen.getByTestId('task-title').textContent).toBe('Polish the spring menu'), WAIT);
    await settle();
    // Committed, not painted: the page has listened to its task and nothing else.
    expect(listened(taskId)).toEqual({
      task: true,
      settings: false,
      refund: false,
      thread: false,
      messages: false,
      rating: false,
      queue: false,
    });
    expect(screen.getByTestId('thread-loading')).toBeTruthy();
    expect(screen.queryByTestId('refund-status')).toBeNull();

    releaseFrames();
    await waitFor(
      () => expect(screen.getByTestId('thread-messages').textContent).toContain('The menu is ready for a look.'),
      WAIT,
    );
    await waitFor(() => expect(screen.getByTestId('refund-status').textContent).toContain('being reviewed'), WAIT);
    await waitFor(() => expect(screen.getByTestId('rating-box').querySelector('progress')).toBeNull(), WAIT);
    // A delivered task has no place in the queue: the queue's state is not listened to.
    expect(listened(taskId)).toEqual({
      task: true,
      settings: true,
      refund: true,
      thread: true,
      messages: true,
      rating: true,
      queue: false,
    });
  });

  it('a queued task: its place in the queue is counted after the first paint', async () => {
    const taskId = randomId('queued');
    await adminDb.doc(`tasks/${taskId}`).set(taskDoc(uid, { title: 'Captions for the open house' }));

    render(page(taskId));
    await waitFor(() => expect(screen.getByTestId('task-title').textContent).toBe('Captions for the open house'), WAIT);
    await settle();
    expect(listened(taskId)).toMatchObject({ task: true, queue: false, refund: false, thread: false, rating: false });
    expect(screen.getByTestId('queue-position-loading')).toBeTruthy();

    releaseFrames();
    await waitFor(
      () => expect(screen.getByTestId('queue-position').textContent).toMatch(/Position in the queue: #\d+/),
      WAIT,
    );
    // Not delivered: no rating to listen to.
    expect(listened(taskId)).toMatchObject({ task: true, queue: true, refund: true, thread: true, rating: false });
  });
});
