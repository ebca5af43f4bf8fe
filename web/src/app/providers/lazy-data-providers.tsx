import { Suspense, type ReactNode } from 'react';
import { PageLoader } from '../../components/page-loader';
import { readyLazy } from '../../lib/app-lazy';

const DataProviders = readyLazy(() => import('../../lib/data-providers'));

/** Fetches reactfire's providers and the Firestore SDK ahead of the session (see ProtectedLayout). */
export const preloadDataProviders = DataProviders.preload;

export function LazyDataProviders({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback ?? <PageLoader />}>
      <DataProviders>{children}</DataProviders>
    </Suspense>
  );
}
