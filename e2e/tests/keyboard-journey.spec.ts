import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, SELLER_EMAIL } from '../support/auth';
import { tabTo } from '../support/keyboard';
import {
  APPROVED_REPORT_PATH,
  GOLF,
  gallery,
  galleryCounter,
  liabilityModal,
  reportTitle,
} from '../support/report';
import { MOBILE } from '../support/site';

// Sign-in, the reserved area and a full report with the keyboard alone — no click, no fill, no
// goto after the first page. The seller of the approved Golf reads it: the same report page and dialogs
// as its buyer, and the buyer's account, signed in by many other tests, stays inside its 10 sign-ins.
// One width, the phone's (where the menu needs its toggler too): one sign-in more for the whole suite.

test(`accesso, area riservata e report con la sola tastiera a ${MOBILE.width}px`, async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/signin');

  // Sign-in: both steps typed and submitted with Enter.
  await tabTo(page, page.getByPlaceholder('Indirizzo email'));
  await page.keyboard.type(SELLER_EMAIL);
  await page.keyboard.press('Enter');
  const password = page.getByLabel('Password', { exact: true });
  await tabTo(page, password);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  // Profile: the focus is on its heading; the report opens with Enter on its card's link.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator('main h1')).toBeFocused();
  // A seller lands on 'Sto vendendo'; End and Home move between the tabs and select them.
  const selling = page.getByRole('tab', { name: 'Sto vendendo' });
  const buying = page.getByRole('tab', { name: 'Sto comprando' });
  await tabTo(page, selling);
  await page.keyboard.press('End');
  await expect(buying).toBeFocused();
  await expect(buying).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(selling).toBeFocused();
  await expect(selling).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByRole('link', { name: `Vedi il report (${GOLF.name})` }));
  await page.keyboard.press('Enter');

  // The report: the declaration first, accepted with Enter on its focused 'Accetto'.
  await expect(page).toHaveURL(new RegExp(`${APPROVED_REPORT_PATH}$`));
  const modal = liabilityModal(page);
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Accetto', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  await expect(reportTitle(page)).toContainText(GOLF.name);

  // A photo opens the gallery; arrows move, Escape closes and gives the focus back to the photo.
  const firstPhoto = page.locator('button.photo-thumb').first();
  await tabTo(page, firstPhoto);
  await page.keyboard.press('Enter');
  await expect(gallery(page)).toBeVisible();
  await expect(galleryCounter(page)).toHaveText(/^1 \/ \d+$/);
  await page.keyboard.press('ArrowRight');
  await expect(galleryCounter(page)).toHaveText(/^2 \/ \d+$/);
  await page.keyboard.press('Escape');
  await expect(gallery(page)).toBeHidden();
  await expect(firstPhoto).toBeFocused();

  // Sign-out from the menu, also by keyboard (on a phone the menu opens with Enter on its toggler).
  const signOut = page.getByRole('button', { name: 'Esci' });
  await tabTo(page, page.getByRole('button', { name: 'Apri il menu' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await tabTo(page, signOut, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});
