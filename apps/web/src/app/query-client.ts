import { type DehydratedState, hydrate, QueryClient } from '@tanstack/react-query';

/** The one query cache of the pages inside QueryLayout; the build's prerender fills it for the example reports. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** The data block of a page prerendered with data (decision 038): its first render shows the same. */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

const prerenderedState =
  typeof document === 'undefined' ? null : document.getElementById(QUERY_STATE_ELEMENT_ID);
if (prerenderedState?.textContent)
  hydrate(queryClient, JSON.parse(prerenderedState.textContent) as DehydratedState);
