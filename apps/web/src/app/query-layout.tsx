import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../features/auth/auth-context';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/**
 * Wraps the routes that load data with TanStack Query. It is a lazy route of its own so that the query
 * library stays out of the home page's first load (budget 120 KB).
 */
export default function QueryLayout() {
  const { signedIn } = useAuth();
  const wasSignedIn = useRef(signedIn);
  // After a sign-out nothing of the previous user may stay in the cache (shared devices). Only on the
  // change: clearing while signed out would also cancel a guest page's first fetch, started just before.
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) queryClient.clear();
    wasSignedIn.current = signedIn;
  }, [signedIn]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
