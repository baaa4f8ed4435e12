import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  TAKE_OVER_MESSAGE,
  WORKSHOP_PATH,
  WORKSHOP_SHELL_URL,
} from '../src/features/workshop/installable/workshop-app-scope';

/**
 * The workshop app's service worker (docs/decisions/067-workshop-app-installable.md), scope `/officina`.
 * It keeps this build's shell and the files the workshop's pages load, and nothing else: no API answer,
 * nothing personal. Requests it has no route for (the API, photos, other pages) go to the network as if it
 * were not there.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// Filled in by the build with the shell and the workshop's files (apps/web/build/workshop-precache.ts).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app opens from the kept shell, with or without network: the shell and the chunks it
// loads are of the same build, which a shell fetched from a server already on a newer build would not be.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(WORKSHOP_SHELL_URL), { allowlist: [WORKSHOP_PATH] }),
);

/** A new build takes over only when the page asking is the app's only open page (register-workshop-worker.ts). */
async function takeOverIfAlone() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.filter((client) => WORKSHOP_PATH.test(new URL(client.url).pathname));
  if (open.length <= 1) await self.skipWaiting();
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === TAKE_OVER_MESSAGE)
    event.waitUntil(takeOverIfAlone());
});

// The first visit's page is served by the network and works with this build's files: from now on its
// chunks come from the kept copies too, so that the editor opens without network in the same tab.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
