import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ALL_PAGES, DESKTOP, MOBILE, openPage } from '../support/site';

// The scan waits for the page's own h1 (any text), so it checks whatever each page renders today.
for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`axe a ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const { path } of ALL_PAGES) {
      test(`${path}: nessuna violazione grave o critica`, async ({ page }) => {
        await openPage(page, path);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
