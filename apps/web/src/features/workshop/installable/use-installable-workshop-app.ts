import { useEffect } from 'react';
import { registerWorkshopWorker } from './register-workshop-worker';
import { WORKSHOP_APPLE_TOUCH_ICON_URL, WORKSHOP_MANIFEST_URL } from './workshop-app-scope';

const HEAD_LINKS = [
  { rel: 'manifest', href: WORKSHOP_MANIFEST_URL },
  { rel: 'apple-touch-icon', href: WORKSHOP_APPLE_TOUCH_ICON_URL },
];

/**
 * Makes a page of the workshop app part of the installable app: its manifest linked while the page is
 * shown, and the worker that keeps the app's shell for use without network registered. Only the workshop's
 * pages call it, so that the public pages neither link the manifest nor load the worker
 * (docs/decisions/067-workshop-app-installable.md).
 */
export function useInstallableWorkshopApp() {
  useEffect(() => {
    const links = HEAD_LINKS.map(({ rel, href }) => {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      document.head.append(link);
      return link;
    });
    // The development server has no worker: it is written by the build (apps/web/vite.config.ts).
    if (import.meta.env.PROD && 'serviceWorker' in navigator)
      void registerWorkshopWorker(navigator.serviceWorker);
    return () => {
      for (const link of links) link.remove();
    };
  }, []);
}
