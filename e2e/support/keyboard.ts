import { expect, type Locator, type Page } from '@playwright/test';

const MAX_TABS = 80;

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never does. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let press = 0; press < MAX_TABS; press++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} non raggiungibile con ${key} in ${MAX_TABS} passi`);
}
