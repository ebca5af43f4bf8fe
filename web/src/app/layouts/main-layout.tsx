import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BottomNav } from '../shell/bottom-nav';
import { Footer } from '../shell/footer';
import { Header } from '../shell/header';
import { PageLoader } from '../../components/page-loader';
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
