import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { TaskNewFrame } from '../../components/task-new-heading';
import { paths } from '../../config/paths';
import { mayBeSignedIn } from '../../lib/session-hint';
import { appLazy } from '../../lib/app-lazy';
import { RequireAuth } from '../guards/require-auth';
import { LazyDataProviders } from '../providers/lazy-data-providers';
import { IdlePrefetch } from './idle-prefetch';

// Its own chunk, with the app's messages: it uses Firestore, which public pages must never download.
const QueueWatcher = appLazy(() => import('../../features/tasks/components/queue-watcher'));

const TASK_FORM: readonly string[] = [paths.taskNew.path, paths.submitTask.path, paths.taskSubmission.path];

/**
 * What a screen shows while Auth, Firestore and its own code load, for a browser that was signed
 * in here (the session hint): the task form's heading, its largest text, which needs no data, is
 * painted with the app's first render rather than once the session is back (seconds on a phone).
 * Other screens' largest content is their data: they show the loader. Without the hint the
 * visitor is most likely on the way to the sign-in page, so nothing of the screen is shown.
 */
function Pending() {
  const { pathname } = useLocation();
  return TASK_FORM.includes(pathname) && mayBeSignedIn() ? (
    <TaskNewFrame>
      <PageLoader />
    </TaskNewFrame>
  ) : (
    <PageLoader />
  );
}

/**
 * Every signed-in screen: the auth guard, then reactfire's SDK providers (and the queue toasts'
 * listener); `prefetch`: the screens to fetch once the browser is idle.
 */
export function ProtectedLayout({ prefetch = [] }: { prefetch?: readonly (() => void)[] }) {
  return (
    <RequireAuth pending={<Pending />}>
      <LazyDataProviders fallback={<Pending />}>
        <Suspense fallback={null}>
          <QueueWatcher />
        </Suspense>
        <Outlet />
        <IdlePrefetch preload={prefetch} />
      </LazyDataProviders>
    </RequireAuth>
  );
}
