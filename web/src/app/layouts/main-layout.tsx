import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BottomNav } from '../../features/shell/components/bottom-nav';
import { Footer } from '../../features/shell/components/footer';
import { Header } from '../../features/shell/components/header';
import { PageLoader } from '../../features/shell/components/page-loader';
import { RouteFocus } from './route-focus';
import { ScrollManager } from './scroll-manager';

export function MainLayout() {
  return (
    <div className="app-shell">
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BottomNav />
      {/* A new screen opens at its top; back and forward return to where the person was. */}
      <ScrollManager />
      <RouteFocus />
    </div>
  );
}
