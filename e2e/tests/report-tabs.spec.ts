import { expect } from '@playwright/test';
import { CATEGORY_TABS, openAcceptedReport, reportSection, buyerTest as test } from '../support/report';
import { DESKTOP, MOBILE } from '../support/site';

test.describe('report per categoria', () => {
  test.use({ viewport: DESKTOP });

  test('a 1280px sono schede (tablist); a 375px diventano sezioni richiudibili impilate', async ({
    page,
  }) => {
    await openAcceptedReport(page);
    const section = reportSection(page, 'Report completo');
    const labels = CATEGORY_TABS;

    // Tabs: one panel at a time.
    await expect(section.getByRole('tablist')).toBeVisible();
    await expect(section.getByRole('tab')).toHaveText(labels);
    await section.getByRole('tab', { name: 'Pneumatici e sospensioni' }).click();
    await expect(section.getByRole('tab', { name: 'Pneumatici e sospensioni' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const tyresPanel = section.getByRole('tabpanel', { name: 'Pneumatici e sospensioni' });
    await expect(
      tyresPanel.getByRole('heading', { level: 3, name: 'Dischi e pastiglie anteriori' }),
    ).toBeVisible();
    await expect(section.getByRole('tabpanel')).toHaveCount(1);

    // Below 576px: no tablist, one collapsible card per category, stacked.
    await page.setViewportSize(MOBILE);
    await expect(section.getByRole('tablist')).toHaveCount(0);
    await expect(section.getByRole('tab')).toHaveCount(0);
    const toggles = section.getByRole('heading', { level: 3 }).getByRole('button');
    await expect(toggles).toHaveText(labels);
    const boxes = await Promise.all(
      labels.map((label) => section.getByRole('button', { name: label, exact: true }).boundingBox()),
    );
    for (const [index, box] of boxes.entries()) {
      const previous = boxes[index - 1];
      if (!box) throw new Error(`${labels[index]}: sezione senza dimensioni`);
      if (previous) expect(box.y, labels[index]).toBeGreaterThan(previous.y);
    }

    const card = (label: string) =>
      section
        .locator('.accordion-item')
        .filter({ has: page.getByRole('button', { name: label, exact: true }) });
    const cardToggle = (label: string) => section.getByRole('button', { name: label, exact: true });
    // The first card is open, the others closed.
    await expect(cardToggle('Esterni')).toHaveAttribute('aria-expanded', 'true');
    await expect(
      card('Esterni').getByRole('heading', { level: 4, name: 'Vernice della carrozzeria' }),
    ).toBeVisible();
    await expect(cardToggle('Pneumatici e sospensioni')).toHaveAttribute('aria-expanded', 'false');
    const brakes = card('Pneumatici e sospensioni').getByRole('heading', {
      level: 4,
      name: 'Dischi e pastiglie anteriori',
    });
    await expect(brakes).toBeHidden();

    await cardToggle('Pneumatici e sospensioni').click();
    await expect(cardToggle('Pneumatici e sospensioni')).toHaveAttribute('aria-expanded', 'true');
    await expect(brakes).toBeVisible();
    const brakesItem = card('Pneumatici e sospensioni')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 4, name: 'Dischi e pastiglie anteriori' }) });
    await expect(brakesItem.getByRole('img', { name: 'Valutazione 2 su 5' })).toBeVisible();
    await expect(brakesItem).toContainText('Pastiglie anteriori al 20% circa');
    await expect(brakesItem).toContainText('Costo di riparazione stimato: 220 € – 320 €');
    await expect(brakesItem.getByRole('button', { name: /^Ingrandisci: / })).toBeVisible();
    // Several cards can be open together; each closes on its own.
    await expect(
      card('Esterni').getByRole('heading', { level: 4, name: 'Vernice della carrozzeria' }),
    ).toBeVisible();
    await cardToggle('Esterni').click();
    await expect(cardToggle('Esterni')).toHaveAttribute('aria-expanded', 'false');
    await expect(
      card('Esterni').getByRole('heading', { level: 4, name: 'Vernice della carrozzeria' }),
    ).toBeHidden();
    await expect(brakes).toBeVisible();

    // Opened at 375px from the start, it is stacked too; back at 1280px the tabs return.
    await openAcceptedReport(page);
    await expect(cardToggle('Esterni')).toHaveAttribute('aria-expanded', 'true');
    await expect(section.getByRole('tablist')).toHaveCount(0);
    await page.setViewportSize(DESKTOP);
    await expect(section.getByRole('tablist')).toBeVisible();
    await expect(section.locator('.accordion-item')).toHaveCount(0);
  });
});
