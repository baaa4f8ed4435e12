import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading';
import { RouteErrorBoundary } from '../route-error-boundary';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useScrolledBodyClass, useScrollOnNavigation } from './use-scroll-behaviour';

export function RootLayout() {
  const { pathname } = useLocation();
  useScrollOnNavigation();
  useScrolledBodyClass();
  useFocusOnNavigation();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="skip-link">
        Vai al contenuto
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-grow-1">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
