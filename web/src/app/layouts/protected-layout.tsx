import { Outlet } from 'react-router';
import { RequireAuth } from '../guards/require-auth';
import { LazyDataProviders } from '../providers/lazy-data-providers';

/** Every signed-in screen: the auth guard, then reactfire's SDK providers. */
export function ProtectedLayout() {
  return (
    <RequireAuth>
      <LazyDataProviders>
        <Outlet />
      </LazyDataProviders>
    </RequireAuth>
  );
}
