import { expect, type Page, test } from '@playwright/test';
import {
  ANCHOR_OFFSET_PX,
  brandLogoHeight,
  DESKTOP,
  distanceFromViewportTop,
  expectNoScrolledStateFlicker,
  makePageTall,
  nextFrames,
  openPage,
  pageHeading,
  pushMainDownOnLoad,
  scrollPageTo,
  scrollToBottom,
  scrollY,
} from '../support/site';

test.use({ viewport: DESKTOP });

const TOLERANCE_PX = 2;

/** Waits until the anchor sits 150px (±2) below the viewport top; the policies chunk loads lazily. */
async function expectAnchorAtOffset(page: Page, id: string) {
  const placement = async () => {
    const top = await distanceFromViewportTop(page, id);
    if (top === null) return `#${id} assente`;
    return Math.abs(top - ANCHOR_OFFSET_PX) <= TOLERANCE_PX
      ? 'a 150px'
      : `a ${top}px (scrollY ${await scrollY(page)})`;
  };
  await expect.poll(placement).toBe('a 150px');
  // The page really scrolled (an anchor near the top would sit at 150px without any scrolling).
  expect(await scrollY(page)).toBeGreaterThan(0);
  // And it stays there: no later scroll (the browser's own fragment scroll, a late layout shift) moves it.
  await nextFrames(page);
  expect(await placement()).toBe('a 150px');
}

function footerLink(page: Page, name: string) {
  return page.locator('footer.site-footer').getByRole('link', { name, exact: true });
}

test.describe('scorrimento verso un’ancora (150px dal bordo superiore)', () => {
  test('caricando direttamente /policies#refund-policy', async ({ page }) => {
    await page.goto('/policies#refund-policy');
    await expectAnchorAtOffset(page, 'refund-policy');
  });

  test('caricando direttamente, anche se i font web arrivano dopo lo scorrimento (rete lenta)', async ({
    page,
  }) => {
    // The web fonts change the text metrics (and the 72ch width of the legal text): the whole page above
    // the anchor reflows after the first scroll. The anchor must still end up 150px from the top.
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/policies#refund-policy');
    await page.waitForFunction(() => {
      let titilliumLoaded = false;
      document.fonts.forEach((font) => {
        if (font.family.includes('Titillium') && font.status === 'loaded') titilliumLoaded = true;
      });
      return titilliumLoaded && document.fonts.status === 'loaded';
    });
    await expectAnchorAtOffset(page, 'refund-policy');
  });

  test('cliccando "Politica di rimborso" nel piè di pagina da un’altra pagina', async ({ page }) => {
    await openPage(page, '/about');
    await footerLink(page, 'Politica di rimborso').click();
    await expect(page).toHaveURL('/policies#refund-policy');
    await expectAnchorAtOffset(page, 'refund-policy');
  });

  test('cliccando un’altra ancora del piè di pagina restando su /policies', async ({ page }) => {
    await page.goto('/policies#refund-policy');
    await expectAnchorAtOffset(page, 'refund-policy');
    await footerLink(page, 'Informativa sulla privacy').click();
    await expect(page).toHaveURL('/policies#privacy-policy');
    await expectAnchorAtOffset(page, 'privacy-policy');
    await footerLink(page, 'Regolamento del servizio').click();
    await expect(page).toHaveURL('/policies#service-regulation');
    await expectAnchorAtOffset(page, 'service-regulation');
  });

  test('il meccanismo della barra funziona su qualunque pagina (ancora #main spostata in basso)', async ({
    page,
  }) => {
    // Independent of the pages' content: <main> is pushed 3000px down, and the address names it.
    await pushMainDownOnLoad(page);
    await page.goto('/about#main');
    await expect(pageHeading(page)).toBeVisible();
    await expectAnchorAtOffset(page, 'main');
  });
});

test.describe('ogni altra navigazione riporta in cima', () => {
  test('scorrendo in fondo e cliccando un link del piè di pagina verso un’altra pagina', async ({ page }) => {
    await openPage(page, '/about');
    await makePageTall(page);
    await scrollToBottom(page);
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await footerLink(page, 'Come vendere').click();
    await expect(page).toHaveURL('/how-to-sell');
    await expect(pageHeading(page)).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('scorrendo e cliccando un link della barra superiore', async ({ page }) => {
    await openPage(page, '/how-to-buy');
    await makePageTall(page);
    await scrollPageTo(page, 1500);
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await page
      .locator('header.site-header')
      .getByRole('link', { name: 'Lavora con noi', exact: true })
      .click();
    await expect(page).toHaveURL('/work-with-us');
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('lasciando /policies#refund-policy per una pagina senza ancora', async ({ page }) => {
    await page.goto('/policies#refund-policy');
    await expect(pageHeading(page)).toBeVisible();
    await makePageTall(page);
    await scrollPageTo(page, 1200);
    await footerLink(page, 'Come comprare').click();
    await expect(page).toHaveURL('/how-to-buy');
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe('stato "pagina scorsa"', () => {
  test('aggiunge is-scrolled al body oltre 10px e il logo passa da 64 a 50px, poi torna', async ({
    page,
  }) => {
    await openPage(page, '/about');
    await makePageTall(page);
    const body = page.locator('body');
    await expect(body).not.toHaveClass(/\bis-scrolled\b/);
    await expect.poll(() => brandLogoHeight(page)).toBe(64);

    await scrollPageTo(page, 8);
    // Give the scroll event a frame to be handled before asserting that nothing changed.
    await nextFrames(page);
    await expect(body).not.toHaveClass(/\bis-scrolled\b/);

    await scrollPageTo(page, 400);
    await expect(body).toHaveClass(/\bis-scrolled\b/);
    await expect.poll(() => brandLogoHeight(page)).toBe(50);
    const header = await page.locator('header.site-header').boundingBox();
    expect(header?.y).toBe(0);

    await scrollPageTo(page, 0);
    await expect(body).not.toHaveClass(/\bis-scrolled\b/);
    await expect.poll(() => brandLogoHeight(page)).toBe(64);
  });

  test('appena oltre la soglia di 10px lo stato resta stabile (nessuno sfarfallio)', async ({ page }) => {
    await openPage(page, '/about');
    await makePageTall(page);
    for (const top of [12, 15, 20]) {
      await scrollPageTo(page, 0);
      await expect(page.locator('body')).not.toHaveClass(/\bis-scrolled\b/);
      await expect.poll(() => brandLogoHeight(page)).toBe(64);
      await expectNoScrolledStateFlicker(page, top);
    }
  });

  test('caricando una pagina già scorsa (ancora) il body ha subito is-scrolled', async ({ page }) => {
    await pushMainDownOnLoad(page);
    await page.goto('/about#main');
    await expect.poll(() => scrollY(page)).toBeGreaterThan(10);
    await expect(page.locator('body')).toHaveClass(/\bis-scrolled\b/);
    await expect.poll(() => brandLogoHeight(page)).toBe(50);
  });
});
