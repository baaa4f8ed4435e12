import { expect, type Page } from '@playwright/test';

export const HOME_HEADING = 'Vendi la tua auto usata con il report Verificauto';

/** The public routes of the foundation issue and their fixed page headings (h1). */
export const PUBLIC_ROUTES = [
  { path: '/', heading: HOME_HEADING },
  { path: '/about', heading: 'Perché Verificauto' },
  { path: '/how-to-sell', heading: 'Come vendere la tua auto con Verificauto' },
  { path: '/how-to-buy', heading: 'Come comprare un’auto usata con Verificauto' },
  { path: '/policies', heading: 'Note legali' },
  { path: '/contact', heading: 'Contatti' },
  { path: '/work-with-us', heading: 'Lavora con noi' },
  { path: '/error', heading: 'Si è verificato un errore' },
] as const;

export const NOT_FOUND_HEADING = 'Pagina non trovata';
export const UNKNOWN_PATH = '/questa-pagina-non-esiste';

/** Every page checked by the accessibility scan: the public routes plus the not-found page. */
export const ALL_PAGES = [...PUBLIC_ROUTES, { path: UNKNOWN_PATH, heading: NOT_FOUND_HEADING }] as const;

export const ANCHOR_OFFSET_PX = 150;
export const MOBILE = { width: 375, height: 800 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** The page's own h1 (pages are lazy chunks: the shell shows first, the heading a moment later). */
export function pageHeading(page: Page) {
  return page.locator('main h1');
}

/**
 * Waits until React has taken over the page's h1: a prerendered page (decision 038) shows its heading before
 * its script runs, and a tap before then reaches plain HTML. React marks the elements it has hydrated.
 */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() =>
      pageHeading(page).evaluate((heading) =>
        Object.keys(heading).some((key) => key.startsWith('__reactFiber$')),
      ),
    )
    .toBe(true);
}

/** Opens a path and waits until the page has rendered its h1, whatever its text, and React runs it. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(pageHeading(page)).toBeVisible();
  await waitForHydration(page);
}

export function scrollY(page: Page) {
  return page.evaluate(() => Math.round(window.scrollY));
}

/** Distance in px from the viewport top to the element's top, or null while the element is missing. */
export function distanceFromViewportTop(page: Page, id: string) {
  return page.evaluate((elementId) => {
    const element = document.getElementById(elementId);
    return element ? Math.round(element.getBoundingClientRect().top) : null;
  }, id);
}

/**
 * Makes the page long enough to scroll whatever the page content (the shell is what is under test).
 * The <main> element belongs to the persistent layout, so the height survives client-side navigation.
 * Set through the CSSOM, which the server's CSP (style-src 'self') allows, unlike an injected <style>.
 */
export async function makePageTall(page: Page, px = 4000) {
  await page.evaluate((minHeight) => {
    const main = document.querySelector<HTMLElement>('main#main');
    if (!main) throw new Error('main#main non trovato');
    main.style.minHeight = `${minHeight}px`;
  }, px);
}

export async function scrollPageTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
}

export async function scrollToBottom(page: Page) {
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
}

export function brandLogoHeight(page: Page) {
  return page
    .locator('header.site-header svg.brand-logo')
    .evaluate((logo) => Math.round(logo.getBoundingClientRect().height));
}

/**
 * Before any page script runs, arranges for <main> to be pushed far down as soon as the layout renders it,
 * so that an address ending in #main needs a real scroll whatever the page content.
 */
export async function pushMainDownOnLoad(page: Page, marginTopPx = 3000) {
  await page.addInitScript((marginTop) => {
    const observer = new MutationObserver(() => {
      const main = document.getElementById('main');
      if (!main) return;
      main.style.marginTop = `${marginTop}px`;
      main.style.minHeight = '2000px';
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, marginTopPx);
}

/** Resolves after two animation frames: enough for a scroll event to be handled and styles to apply. */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Scrolls to `top` and, for `durationMs`, records every change of the body's is-scrolled class and the
 * scroll positions seen. Watching a time window is the only way to tell a stable state from a flicker.
 */
function watchScrolledStateAfterScrollingTo(page: Page, top: number, durationMs = 800) {
  return page.evaluate(
    ({ y, duration }) =>
      new Promise<{ classChanges: number; positions: number[]; scrolled: boolean }>((resolve) => {
        let classChanges = 0;
        const positions: number[] = [];
        let last = document.body.classList.contains('is-scrolled');
        const observer = new MutationObserver(() => {
          const now = document.body.classList.contains('is-scrolled');
          if (now !== last) classChanges++;
          last = now;
        });
        observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
        const onScroll = () => positions.push(Math.round(window.scrollY));
        window.addEventListener('scroll', onScroll, { passive: true });
        window.scrollTo({ top: y, behavior: 'instant' });
        setTimeout(() => {
          observer.disconnect();
          window.removeEventListener('scroll', onScroll);
          resolve({ classChanges, positions, scrolled: document.body.classList.contains('is-scrolled') });
        }, duration);
      }),
    { y: top, duration: durationMs },
  );
}

/** Waits until no CSS transition (the logo's height, the header's shadow) is running any more. */
async function waitForTransitionsToEnd(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0);
}

/** Once the transitions are over, scrolls to `top` and expects is-scrolled to change at most once (no flicker). */
export async function expectNoScrolledStateFlicker(page: Page, top: number) {
  await waitForTransitionsToEnd(page);
  const watched = await watchScrolledStateAfterScrollingTo(page, top);
  expect(
    watched.classChanges,
    `scrollTo(${top}): posizioni ${watched.positions.join(' ')}`,
  ).toBeLessThanOrEqual(1);
}
