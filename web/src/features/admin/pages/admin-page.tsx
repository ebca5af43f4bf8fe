import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { NavLink, Route, Routes } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { childPath, paths } from '../../../config/paths';
import { useSession } from '../../../hooks/use-session';
import { NewMessagesBadge } from '../components/new-messages-badge';

// Each panel is its own chunk and its own file, so the issues that build them don't collide.
const ReviewQueue = lazy(() => import('./review-queue'));
const ReviewWorkspace = lazy(() => import('./review-workspace'));
const RefundRequests = lazy(() => import('./refund-requests'));
const UsersPanel = lazy(() => import('./users-panel'));
const TasksPanel = lazy(() => import('./tasks-panel'));
const AdminTaskDetail = lazy(() => import('./admin-task-detail'));
const SettingsEditor = lazy(() => import('./settings-editor'));
const ContactInbox = lazy(() => import('./contact-inbox'));
const QuotesPanel = lazy(() => import('./quotes-panel'));
const AnalyticsPanel = lazy(() => import('./analytics-panel'));
const ReviewerDesk = lazy(() => import('./reviewer-desk'));
const ReviewersPanel = lazy(() => import('./reviewers-panel'));
const AdminsOnly = lazy(() => import('./admins-only'));
const RatingsPanel = lazy(() => import('./ratings-panel'));
const PrivacyIncidents = lazy(() => import('./privacy-incidents'));

/**
 * A reviewer who is not an admin gets the desk and the review workspace only: no admin tab, and
 * every admin address answers "admins only" (the rules and callables refuse the data anyway).
 */
function ReviewerOnlyPage() {
  const { t } = useLingui();
  return (
    <section className="section">
      <PageMeta title={t`Review desk`} />
      <div className="container">
        <h1 className="title">
          <Trans>Review desk</Trans>
        </h1>
        <Suspense fallback={<PageLoader />}>
          <Routes>
            <Route index element={<ReviewerDesk />} />
            <Route path={childPath(paths.admin, paths.adminReview)} element={<ReviewWorkspace />} />
            <Route path="*" element={<AdminsOnly />} />
          </Routes>
        </Suspense>
      </div>
    </section>
  );
}

export default function AdminPage() {
  const { isAdmin } = useSession();
  return isAdmin ? <AdminOnlyPage /> : <ReviewerOnlyPage />;
}

function AdminOnlyPage() {
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
              <NavLink to={paths.admin.getHref()} end className={tab}>
                <Trans>Review queue</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.adminRefunds.getHref()} className={tab}>
                <Trans>Refund requests</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.adminQuotes.getHref()} className={tab}>
                <Trans>Quotes</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.adminUsers.getHref()} className={tab}>
                <Trans>Users</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.adminTasks.getHref()} className={tab}>
                <Trans>Tasks</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.adminMessages.getHref()} className={tab}>
                <Trans>Messages</Trans>
                <NewMessagesBadge />
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.adminSettings.getHref()} className={tab}>
                <Trans>Settings</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.adminReviewers.getHref()} className={tab}>
                <Trans>Reviewers</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.adminRatings.getHref()} className={tab}>
                <Trans>Ratings</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.adminAnalytics.getHref()} className={tab}>
                <Trans>Analytics</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.adminIncidents.getHref()} className={tab}>
                <Trans>Incidents</Trans>
              </NavLink>
            </li>
          </ul>
        </div>
        <Suspense fallback={<PageLoader />}>
          <Routes>
            <Route index element={<ReviewQueue />} />
            <Route path={childPath(paths.admin, paths.adminReview)} element={<ReviewWorkspace />} />
            <Route path={childPath(paths.admin, paths.adminRefunds)} element={<RefundRequests />} />
            <Route path={childPath(paths.admin, paths.adminUsers)} element={<UsersPanel />} />
            <Route path={childPath(paths.admin, paths.adminTasks)} element={<TasksPanel />} />
            <Route path={childPath(paths.admin, paths.adminTask)} element={<AdminTaskDetail />} />
            <Route path={childPath(paths.admin, paths.adminSettings)} element={<SettingsEditor />} />
            <Route path={childPath(paths.admin, paths.adminMessages)} element={<ContactInbox />} />
            <Route path={childPath(paths.admin, paths.adminQuotes)} element={<QuotesPanel />} />
            <Route path={childPath(paths.admin, paths.adminAnalytics)} element={<AnalyticsPanel />} />
            <Route path={childPath(paths.admin, paths.adminReviewers)} element={<ReviewersPanel />} />
            <Route path={childPath(paths.admin, paths.adminRatings)} element={<RatingsPanel />} />
            <Route path={childPath(paths.admin, paths.adminIncidents)} element={<PrivacyIncidents />} />
          </Routes>
        </Suspense>
      </div>
    </section>
  );
}
