import { TAKE_OVER_MESSAGE, WORKSHOP_SCOPE, WORKSHOP_WORKER_URL } from './workshop-app-scope';

let registered: Promise<void> | undefined;

/**
 * Registers the workshop app's worker, once per document, after the page has loaded so that the shell's
 * files are precached after the page's own requests. A new build's worker waits while a page of the old one
 * runs (its chunks are the old build's); at the next visit the page asks it to take over, and the worker
 * does so only when this page is the app's only open page: then this page reloads into the new build, which
 * breaks no other page (docs/decisions/067-workshop-app-installable.md).
 */
export function registerWorkshopWorker(container: ServiceWorkerContainer): Promise<void> {
  registered ??= afterLoad()
    .then(() => container.register(WORKSHOP_WORKER_URL, { scope: WORKSHOP_SCOPE }))
    .then((registration) => {
      const waiting = registration.waiting;
      if (!waiting || !container.controller) return;
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      waiting.postMessage({ type: TAKE_OVER_MESSAGE });
    })
    // Without a worker (private browsing, a browser that refuses it) the app works online as before.
    .catch(() => undefined);
  return registered;
}

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
