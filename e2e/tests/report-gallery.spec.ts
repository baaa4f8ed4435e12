import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  expectImageLoaded,
  GOLF,
  gallery,
  galleryCounter,
  openAcceptedReport,
  reportSection,
  buyerTest as test,
} from '../support/report';
import { DESKTOP, MOBILE } from '../support/site';

// The product rules (docs/product.md#report-page): the photo is limited to 90% of the viewport.
const MAX_SHARE = 0.9;

/** The photo shown by the open gallery, as a share of the viewport's width and height. */
async function photoShareOfViewport(page: Page) {
  const photo = gallery(page).getByRole('img');
  await expectImageLoaded(photo);
  const box = await photo.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('Foto della galleria senza dimensioni');
  return {
    box,
    viewport,
    width: box.width / viewport.width,
    height: box.height / viewport.height,
  };
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`galleria foto a ${viewport.width}px`, () => {
    test.use({ viewport });

    test('apre la foto, le frecce cambiano il contatore, Esc chiude e rende il focus; foto entro il 90% dello schermo; axe', async ({
      page,
    }) => {
      await openAcceptedReport(page);
      const photos = reportSection(page, 'Foto');
      // The seed fills every exterior slot (tools/demo/src/seed/demo-photos.ts).
      const total = 12;
      await expect(photos.getByRole('heading', { level: 3, name: `Esterni (${total})` })).toBeVisible();
      const first = photos.getByRole('button', {
        name: `Ingrandisci: ${GOLF.name}, vista anteriore`,
        exact: true,
      });
      await first.click();

      const dialog = gallery(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName('Galleria foto: Esterni');
      await expect(galleryCounter(page)).toHaveText(`1 / ${total}`);
      await expect(dialog.getByText('Anteriore', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('img')).toHaveAccessibleName(`${GOLF.name}, vista anteriore`);

      // The photo is as large as the rules allow, and never more than 90% of the viewport.
      const share = await photoShareOfViewport(page);
      expect(share.width, JSON.stringify(share)).toBeLessThanOrEqual(MAX_SHARE + 0.005);
      expect(share.height, JSON.stringify(share)).toBeLessThanOrEqual(MAX_SHARE + 0.005);
      expect(Math.max(share.width, share.height), JSON.stringify(share)).toBeGreaterThan(0.8);
      expect(share.box.x).toBeGreaterThanOrEqual(0);
      expect(share.box.x + share.box.width).toBeLessThanOrEqual(share.viewport.width);
      expect(share.box.y).toBeGreaterThanOrEqual(0);
      expect(share.box.y + share.box.height).toBeLessThanOrEqual(share.viewport.height);

      await expectNoSeriousA11yViolations(page);

      // Right and left arrow keys; the counter wraps around.
      await page.keyboard.press('ArrowRight');
      await expect(galleryCounter(page)).toHaveText(`2 / ${total}`);
      await expect(dialog.getByRole('img')).toHaveAccessibleName(`${GOLF.name}, fiancata sinistra`);
      await page.keyboard.press('ArrowRight');
      await expect(galleryCounter(page)).toHaveText(`3 / ${total}`);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(galleryCounter(page)).toHaveText(`1 / ${total}`);
      await page.keyboard.press('ArrowLeft');
      await expect(galleryCounter(page)).toHaveText(`${total} / ${total}`);
      await page.keyboard.press('ArrowRight');
      await expect(galleryCounter(page)).toHaveText(`1 / ${total}`);
      // The buttons do the same.
      await dialog.getByRole('button', { name: 'Foto successiva' }).click();
      await expect(galleryCounter(page)).toHaveText(`2 / ${total}`);
      await dialog.getByRole('button', { name: 'Foto precedente' }).click();
      await expect(galleryCounter(page)).toHaveText(`1 / ${total}`);

      // Escape closes it and gives the focus back to the photo that opened it.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(first).toBeFocused();

      // Another group has its own count; the close button works too.
      const imperfections = photos.getByRole('button', {
        name: 'Ingrandisci: Disco anteriore con scalino evidente',
        exact: true,
      });
      await imperfections.click();
      await expect(dialog).toHaveAccessibleName('Galleria foto: Imperfezioni');
      await expect(galleryCounter(page)).toHaveText('4 / 4');
      await dialog.getByRole('button', { name: 'Chiudi galleria' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(imperfections).toBeFocused();
    });
  });
}
