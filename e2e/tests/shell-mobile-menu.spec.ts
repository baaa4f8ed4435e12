import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  brandLogoHeight,
  expectNoScrolledStateFlicker,
  MOBILE,
  makePageTall,
  openPage,
  pageHeading,
  scrollPageTo,
} from '../support/site';

test.use({ viewport: MOBILE });

function menu(page: Page) {
  const header = page.locator('header.site-header');
  return {
    toggler: header.locator('.navbar-toggler'),
    panel: page.locator('#site-nav'),
    link: (name: string) => header.getByRole('link', { name, exact: true }),
  };
}

async function expectMenuClosed(page: Page) {
  const { toggler, panel, link } = menu(page);
  await expect(toggler).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).not.toHaveClass(/\bshow\b/);
  await expect(link('Perché Verificauto')).toBeHidden();
}

async function expectMenuOpen(page: Page) {
  const { toggler, panel, link } = menu(page);
  await expect(toggler).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toHaveClass(/\bshow\b/);
  await expect(link('Perché Verificauto')).toBeVisible();
}

test.describe('menu mobile (375px)', () => {
  test('è chiuso all’apertura e il pulsante lo apre e lo richiude', async ({ page }) => {
    await openPage(page, '/');
    const { toggler, panel, link } = menu(page);
    await expect(toggler).toBeVisible();
    await expect(toggler).toHaveAttribute('aria-controls', 'site-nav');
    await expect(toggler).toHaveAccessibleName(/\S/);
    await expectMenuClosed(page);

    await toggler.click();
    await expectMenuOpen(page);
    for (const name of ['Lavora con noi', 'Area riservata', 'Prenota ora']) {
      await expect(link(name)).toBeVisible();
    }
    await expect(panel).toBeVisible();

    await toggler.click();
    await expectMenuClosed(page);
  });

  test('si chiude dopo una navigazione da una voce del menu', async ({ page }) => {
    await openPage(page, '/');
    await menu(page).toggler.click();
    await expectMenuOpen(page);
    await menu(page).link('Perché Verificauto').click();
    await expect(page).toHaveURL('/about');
    await expect(pageHeading(page)).toBeVisible();
    await expectMenuClosed(page);
  });

  test('si chiude dopo una navigazione da un link del piè di pagina', async ({ page }) => {
    await openPage(page, '/about');
    await menu(page).toggler.click();
    await expectMenuOpen(page);
    await page.locator('footer.site-footer').getByRole('link', { name: 'Come vendere', exact: true }).click();
    await expect(page).toHaveURL('/how-to-sell');
    await expectMenuClosed(page);
  });

  test('si chiude quando si torna indietro con il browser', async ({ page }) => {
    await openPage(page, '/');
    await menu(page).toggler.click();
    await menu(page).link('Lavora con noi').click();
    await expect(page).toHaveURL('/work-with-us');
    await expectMenuClosed(page);
    await menu(page).toggler.click();
    await expectMenuOpen(page);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expectMenuClosed(page);
  });

  test('si usa da tastiera: Tab fino al pulsante, Invio apre, Tab raggiunge le voci, Invio naviga', async ({
    page,
  }) => {
    await openPage(page, '/');
    const { toggler, link } = menu(page);
    for (let presses = 0; presses < 6; presses++) {
      await page.keyboard.press('Tab');
      if (await toggler.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(toggler).toBeFocused();

    await page.keyboard.press('Enter');
    await expectMenuOpen(page);
    await page.keyboard.press('Enter');
    await expectMenuClosed(page);
    await page.keyboard.press('Space');
    await expectMenuOpen(page);

    await page.keyboard.press('Tab');
    await expect(link('Perché Verificauto')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about');
    await expectMenuClosed(page);
  });

  test('axe non trova violazioni gravi con il menu aperto', async ({ page }) => {
    await openPage(page, '/');
    await menu(page).toggler.click();
    await expectMenuOpen(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('la barra resta in alto e il logo scende a 50px quando la pagina scorre', async ({ page }) => {
    await openPage(page, '/about');
    await makePageTall(page);
    await scrollPageTo(page, 600);
    await expect(page.locator('body')).toHaveClass(/\bis-scrolled\b/);
    await expect.poll(() => brandLogoHeight(page)).toBe(50);
    const box = await page.locator('header.site-header').boundingBox();
    expect(box?.y).toBe(0);
  });

  test('appena oltre la soglia di 10px lo stato resta stabile (nessuno sfarfallio)', async ({ page }) => {
    await openPage(page, '/about');
    await makePageTall(page);
    for (const top of [12, 15]) {
      await scrollPageTo(page, 0);
      await expect(page.locator('body')).not.toHaveClass(/\bis-scrolled\b/);
      await expectNoScrolledStateFlicker(page, top);
    }
  });
});
