import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '../support/site';

/** Issue 14 / decision 038: the public pages are HTML from the build, the browser only hydrates them. */
test.describe('pagine prerenderizzate, senza JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of PUBLIC_ROUTES.filter(({ path }) => path !== '/error')) {
    test(`${route.path} mostra già il suo titolo, la barra e il piè di pagina`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
      await expect(page.locator('header.site-header')).toBeVisible();
      await expect(page.locator('footer.site-footer')).toContainText('P. IVA');
      // The server filled in what the build did not know.
      expect(await page.content()).not.toContain('%VA:');
    });
  }

  test('il report di esempio arriva intero, con i punteggi e la sua anteprima per i link', async ({
    page,
  }) => {
    await page.goto('/report/example/good');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Toyota Yaris');
    await expect(page.getByText('Report completo', { exact: true }).first()).toBeVisible();
    const ogTitle = page.locator('meta[property="og:title"]');
    await expect(ogTitle).toHaveAttribute('content', /Toyota Yaris/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http:\/\/.+\/examples\//,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/report\/example\/good$/);
  });
});

test.describe('pagine prerenderizzate, con JavaScript', () => {
  test('la pagina idratata risponde ai comandi, senza errori né spostamenti del contenuto', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(message.text());
      }
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/report/example/good');
    const title = page.getByRole('heading', { level: 1 });
    const before = await title.boundingBox();
    await page.waitForLoadState('networkidle');
    expect((await title.boundingBox())?.y).toBe(before?.y);
    // Hydrated: the menu button works.
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await expect(page.getByRole('button', { name: 'Chiudi il menu' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
