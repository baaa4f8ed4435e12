import './styles/main.scss';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './app/register-device-data';
import { AppRoutes, preloadRoute } from './app/router';
import { startAnalytics } from './lib/analytics';
import { AuthProvider } from './lib/auth-context';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root mancante in index.html');

const app = (
  <StrictMode>
    <BrowserRouter>
      <AuthProvider>
        <AppRoutes />
      </AuthProvider>
    </BrowserRouter>
  </StrictMode>
);
// A public page comes rendered from the build (src/prerender-pages.tsx, decision 038); the others start empty.
// A page whose chunk fails to load is rendered anew, where the route's error boundary shows the failure.
if (root.hasChildNodes()) {
  preloadRoute(window.location.pathname)
    .catch(() => undefined)
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking it for
    // the whole page (the example report's checklist items: one long task on a phone).
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else createRoot(root).render(app);
startAnalytics();
