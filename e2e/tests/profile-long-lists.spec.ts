import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, MOBILE, scrollY } from '../support/site';

/** The demo dealer (tools/demo/src/seed/demo-dealer.ts): 300 approved inspections over a year. */
const DEALER_EMAIL = 'concessionario@verificauto.test';
const DEALER_INSPECTIONS = 300;
/** LoadMore's pages loaded by scrolling alone (apps/web/src/components/ui/load-more.tsx). */
const SCROLL_LOADED_PAGES = 3;

/** Every inspection of the signed-in seller, newest first, read through the API's pages. */
async function inspectionsByApi(page: Page): Promise<string[]> {
  const first = await page.request.get('/api/user/reports');
  expect(first.status()).toBe(200);
  let body = (await first.json()) as {
    inspectionsRequested: { uuid: string }[];
    inspectionsRequestedNext: string | null;
  };
  const uuids = body.inspectionsRequested.map((card) => card.uuid);
  while (body.inspectionsRequestedNext) {
    const next = await page.request.get(
      `/api/user/reports/requested?before=${body.inspectionsRequestedNext}`,
    );
    expect(next.status()).toBe(200);
    body = await next.json();
    uuids.push(...body.inspectionsRequested.map((card) => card.uuid));
  }
  return uuids;
}

const sellingPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Sto vendendo' });
/** One 'Vedi il report' per card: its address names the inspection. */
const reportLinks = (page: Page) => sellingPanel(page).getByRole('link', { name: /^Vedi il report/ });
const shownInspections = async (page: Page) =>
  (await reportLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).map(
    (href) => String(href).replace('/report/', ''),
  );

for (const viewport of [MOBILE, DESKTOP]) {
  test(`a seller with ${DEALER_INSPECTIONS} inspections pages through them all, and Back keeps the list (${viewport.width}px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signInThroughApi(page, DEALER_EMAIL);
    const expected = await inspectionsByApi(page);
    expect(expected).toHaveLength(DEALER_INSPECTIONS);

    await page.goto('/profile');
    await expect(page.getByRole('tab', { name: 'Sto vendendo', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(reportLinks(page)).toHaveCount(30);
    await expectNoSeriousA11yViolations(page);

    const more = sellingPanel(page).getByRole('button', { name: 'Carica altre ispezioni' });
    for (let shown = 30, page_ = 1; shown < DEALER_INSPECTIONS; shown += 30, page_ += 1) {
      if (viewport === MOBILE && page_ <= SCROLL_LOADED_PAGES) {
        // Scrolling to the end of the list is enough: the next page loads as it comes into view.
        await more.scrollIntoViewIfNeeded();
      } else if (viewport === MOBILE) {
        // Then the list stops growing by itself, and the footer and 'I miei dati' below it can be reached.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        // Long enough for a page to load had scrolling asked for one (they take a few ms here).
        await page.waitForTimeout(1_000);
        await expect(reportLinks(page)).toHaveCount(shown);
        await expect(page.getByRole('contentinfo')).toBeInViewport();
        await more.click();
      } else {
        // From the keyboard: the button has the focus, and the list grows under it.
        await more.focus();
        await page.keyboard.press('Enter');
      }
      await expect(reportLinks(page)).toHaveCount(shown + 30);
    }
    await expect(more).toHaveCount(0);
    // The 300th card is the oldest inspection, and no card came twice.
    const shown = await shownInspections(page);
    expect(shown).toEqual(expected);
    expect(new Set(shown).size).toBe(DEALER_INSPECTIONS);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`profile-300-${viewport.width}.png`) });

    // Opening the 250th report and coming back finds the 300 cards and the place in the list.
    const card = reportLinks(page).nth(249);
    await card.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(1000);
    await card.click();
    await expect(page).toHaveURL(`/report/${expected[249]}`);
    await expect(page.locator('main h1')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/profile');
    await expect(reportLinks(page)).toHaveCount(DEALER_INSPECTIONS);
    await expect.poll(() => scrollY(page)).toBe(before);
    await expect(card).toBeInViewport();

    await page.goForward();
    await expect(page).toHaveURL(`/report/${expected[249]}`);
    await page.goBack();
    await expect(reportLinks(page)).toHaveCount(DEALER_INSPECTIONS);
    await expect.poll(() => scrollY(page)).toBe(before);
    expect(await shownInspections(page)).toEqual(expected);
  });
}
