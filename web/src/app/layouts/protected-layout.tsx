import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { appLazy } from '../../lib/app-lazy';
import { RequireAuth } from '../guards/require-auth';
import { LazyDataProviders } from '../providers/lazy-data-providers';
import { IdlePrefetch } from './idle-prefetch';

// Its own chunk, with the app's messages: it uses Firestore, which public pages must never download.
const QueueWatcher = appLazy(() => import('../../features/tasks/components/queue-watcher'));

/**
 * Every signed-in screen: the auth guard, then reactfire's SDK providers (and the queue toasts'
 * listener); `prefetch`: the screens to fetch once the browser is idle.
 */
export function ProtectedLayout({ prefetch = [] }: { prefetch?: readonly (() => void)[] }) {
  return (
    <RequireAuth>
      <LazyDataProviders>
        <Suspense fallback={null}>
          <QueueWatcher />
        </Suspense>
        <Outlet />
        <IdlePrefetch preload={prefetch} />
      </LazyDataProviders>
    </RequireAuth>
  );
}
