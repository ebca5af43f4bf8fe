import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { NavLink, Route, Routes } from 'react-router';
import { PageLoader } from '../../shell/components/page-loader';
import { PageMeta } from '../../shell/components/page-meta';

// Each panel is its own chunk and its own file, so the issues that build them don't collide.
const ReviewQueue = lazy(() => import('../components/review-queue'));
const ReviewWorkspace = lazy(() => import('../components/review-workspace'));
const RefundRequests = lazy(() => import('../components/refund-requests'));
const UsersPanel = lazy(() => import('../components/users-panel'));

export const adminHref = {
  queue: () => '/admin',
  review: (taskId: string) => `/admin/review/${encodeURIComponent(taskId)}`,
  refunds: () => '/admin/refunds',
  users: () => '/admin/users',
};

export default function AdminPage() {
  const { t } = useLingui();
  const tab = ({ isActive }: { isActive: boolean }) => (isActive ? 'is-active' : '');
  return (
    <section className="section">
      <PageMeta title={t`Admin`} />
      <div className="container">
        <h1 className="title">
          <Trans>Admin</Trans>
        </h1>
        <div className="tabs">
          <ul>
            <li>
              <NavLink to={adminHref.queue()} end className={tab}>
                <Trans>Review queue</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={adminHref.refunds()} className={tab}>
                <Trans>Refund requests</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={adminHref.users()} className={tab}>
                <Trans>Users</Trans>
              </NavLink>
            </li>
          </ul>
        </div>
        <Suspense fallback={<PageLoader />}>
          <Routes>
            <Route index element={<ReviewQueue />} />
            <Route path="review/:taskId" element={<ReviewWorkspace />} />
            <Route path="refunds" element={<RefundRequests />} />
            <Route path="users" element={<UsersPanel />} />
          </Routes>
        </Suspense>
      </div>
    </section>
  );
}
