import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../lib/auth-context';
import { queryClient } from './query-client';

/**
 * Wraps the routes that load data with TanStack Query. It is a lazy route of its own so that the query
 * library stays out of the home page's first load (budget 120 KB).
 */
export function QueryLayout() {
  const { onSignOut } = useAuth();
  // After a sign-out nothing of the previous user may stay in the cache (shared devices), and no request
  // still on its way may act on the ended session: clearing also cancels them, so a late 401 cannot send
  // the user to sign in instead of home. Only on the change: a guest page's first fetch is kept.
  useEffect(() => onSignOut(() => queryClient.clear()), [onSignOut]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
