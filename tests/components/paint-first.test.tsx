// @vitest-environment happy-dom
// The task form paints its heading before the session is back (app/layouts/protected-layout.tsx:
// Pending). Auth, the data providers' code and the header's widgets are fetched only after that
// paint there: fetched beside it, they shared a phone's bandwidth and main thread with it (in the
// signed-in bench, the form's largest paint came about 0.7 s later at 4x slowdown). Other screens
// need them for their largest paint and fetch them at once: Auth first, Firestore's code in the
// next task, so the two never run in one long task. The toaster waits for the first paint everywhere. The modules that would fetch (the
// session's Auth follower, the lazy data providers, the header's widgets, the queue watcher, the
// toaster) are
// replaced by recorders; animation frames are held until the test lets the browser paint.
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../web/src/lib/i18n';

const fetched = vi.hoisted(() => ({ auth: 0, data: 0, widgets: 0, toaster: 0 }));
vi.mock('../../web/src/lib/auth-session', () => ({
  watchAuth: () => {
    fetched.auth += 1;
    return () => undefined;
  },
  refreshIdToken: async () => undefined,
}));
vi.mock('../../web/src/app/providers/lazy-data-providers', () => ({
  preloadDataProviders: () => {
    fetched.data += 1;
  },
  LazyDataProviders: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('../../web/src/app/shell/header', () => ({
  preloadSignedInWidgets: () => {
    fetched.widgets += 1;
  },
}));
vi.mock('../../web/src/features/tasks/components/queue-watcher', () => ({ default: () => null }));
// Auth's module, which the layout waits for before it asks for Firestore's code.
vi.mock('../../web/src/lib/firebase-auth', () => ({ auth: {} }));
vi.mock('../../web/src/app/toasts', () => ({
  default: () => {
    fetched.toaster = 1;
    return null;
  },
}));

let frames: FrameRequestCallback[] = [];
beforeEach(async () => {
  Object.assign(fetched, { auth: 0, data: 0, widgets: 0, toaster: 0 });
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  localStorage.setItem('tasklane_may_be_signed_in', '1');
  // Each test is a new page load: the lazy modules' caches start empty.
  vi.resetModules();
  await activateLocale('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Renders the screen; its effects have run when this returns, but no task queued by them has. */
async function open(path: string) {
  window.history.replaceState(null, '', path);
  const { AppShell } = await import('../../web/src/app/app');
  const { ProtectedLayout } = await import('../../web/src/app/layouts/protected-layout');
  render(
    <AppShell>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<ProtectedLayout />}>
            <Route path={path} element={<p>screen</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppShell>,
  );
}

/** The tasks queued so far run (modules arriving, timers at 0). */
async function nextTasks() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** What the browser does once the frame is painted: animation frames, then the tasks they queue. */
async function paint() {
  await act(async () => {
    frames.splice(0).forEach((f) => f(performance.now()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The toaster's module (replaced here) arrives in a later task.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('a returning customer opening a signed-in screen', () => {
  it('on the task form: the heading is there, and Auth, the data code and the widgets wait for it to be painted', async () => {
    await open('/tasks/new');
    await nextTasks();
    expect(screen.getByRole('heading', { level: 1, name: 'Submit a task' })).toBeTruthy();
    expect(fetched).toEqual({ auth: 0, data: 0, widgets: 0, toaster: 0 });
    await paint();
    expect(fetched).toMatchObject({ auth: 1, toaster: 1 });
    await nextTasks();
    expect(fetched).toEqual({ auth: 1, data: 1, widgets: 1, toaster: 1 });
  });

  it('on a data screen: Auth at once, then Firestore’s code in a task of its own, all before any paint; the toaster after it', async () => {
    await open('/dashboard');
    // Asked for in the same task as Auth, Firestore's code ran with it in one long task.
    expect(fetched).toEqual({ auth: 1, data: 0, widgets: 0, toaster: 0 });
    await nextTasks();
    expect(fetched).toEqual({ auth: 1, data: 1, widgets: 1, toaster: 0 });
    await paint();
    expect(fetched.toaster).toBe(1);
  });
});
