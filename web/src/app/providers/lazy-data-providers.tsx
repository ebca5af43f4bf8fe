import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoader } from '../../components/page-loader';

const DataProviders = lazy(() => import('../../lib/data-providers'));

export function LazyDataProviders({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback ?? <PageLoader />}>
      <DataProviders>{children}</DataProviders>
    </Suspense>
  );
}
