/**
 * Where the installable workshop app lives (docs/decisions/067-workshop-app-installable.md): its service
 * worker's script at the site's root, its scope and its manifest. Read by the pages and by the worker.
 */
export const WORKSHOP_SCOPE = '/officina';
export const WORKSHOP_WORKER_URL = '/officina-sw.js';
export const WORKSHOP_MANIFEST_URL = '/officina.webmanifest';
export const WORKSHOP_APPLE_TOUCH_ICON_URL = '/icons/officina-apple-touch-180.png';

/** Every page of the workshop app is the same shell (apps/server/src/plugins/pages.ts): this one is kept. */
export const WORKSHOP_SHELL_URL = WORKSHOP_SCOPE;

/** A page's request to a waiting worker of a new build: take over if no other page of the app is open. */
export const TAKE_OVER_MESSAGE = 'verificauto:take-over';

/** `/officina` and the paths below it; not `/officinaX`, which the scope's prefix would also match. */
export const WORKSHOP_PATH = /^\/officina(\/|$)/;
