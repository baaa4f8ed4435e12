import { expect, type Page, test } from '@playwright/test';
import { NOT_FOUND_HEADING, PUBLIC_ROUTES, pageHeading, UNKNOWN_PATH } from '../support/site';

/**
 * Collects what would show a broken page: uncaught errors, console errors (CSP violations, React errors),
 * server errors and missing assets. The browser's own "Failed to load resource" lines are left out: a guest
 * legitimately gets 401 from the session check (GET /auth/me).
 */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 500 || (response.status() === 404 && pathname.startsWith('/assets/'))) {
      errors.push(`${response.status()} ${pathname}`);
    }
  });
  page.on('requestfailed', (request) => errors.push(`failed: ${request.url()}`));
  return errors;
}

async function expectShellAround(page: Page) {
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.locator('footer.site-footer')).toBeVisible();
}

test.describe('rotte pubbliche', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} mostra il titolo "${route.heading}"`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
      await expect(pageHeading(page)).toHaveCount(1);
      await expect(page).toHaveTitle(/Verificauto$/);
      await expectShellAround(page);
      expect(new URL(page.url()).pathname).toBe(route.path);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('pagina non trovata', () => {
  for (const path of [UNKNOWN_PATH, '/percorso/annidato/inesistente', '/about/non-esiste']) {
    test(`${path} mostra "${NOT_FOUND_HEADING}" senza cambiare indirizzo`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING, exact: true }),
      ).toBeVisible();
      await expect(page).toHaveTitle(/Verificauto$/);
      await expectShellAround(page);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(errors).toEqual([]);
    });
  }

  test('dalla pagina non trovata "Torna alla home" porta alla home', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toHaveCount(0);
    await expect(pageHeading(page)).toBeVisible();
  });
});
