import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BottomNav } from '../shell/bottom-nav';
import { Footer } from '../shell/footer';
import { Header } from '../shell/header';
import { PageLoader } from '../../components/page-loader';

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
    </div>
  );
}
