import type { Page } from '@playwright/test';

/** The keys of the answers the workshop keeps in IndexedDB (features/workshop/offline/kept-answers.ts). */
export function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('verificauto-workshop-data');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('answers')) return resolve([]);
          const keys = database.transaction('answers').objectStore('answers').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/**
 * Whether the app's service worker (the installable app's) is active, to serve the shell offline. Not
 * `navigator.serviceWorker.ready`: it waits for a worker of the page's first address, /signin, which none has.
 */
export async function hasServiceWorker(page: Page): Promise<boolean> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const active = await page.evaluate(async () => {
      const registrations = await navigator.serviceWorker.getRegistrations();
      return registrations.some((registration) => registration.active?.state === 'activated');
    });
    if (active) return true;
    await page.waitForTimeout(500);
  }
  return false;
}
