import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  attentionTotals,
  EXAMPLES,
  euros,
  expectImageLoaded,
  liabilityModal,
  type ReportBody,
  reportSection,
  reportTitle,
} from '../support/report';
import { DESKTOP, MOBILE } from '../support/site';

/** The sample file behind /report/example/{name}: the expected figures come from it, not from the page. */
function sampleReport(file: string): ReportBody {
  const url = new URL(`../../apps/web/src/features/report/examples/${file}`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { report: ReportBody }).report;
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`report di esempio a ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const [name, example] of Object.entries(EXAMPLES)) {
      test(`/report/example/${name}: ${example.title}, banner, nessuna chiamata a /api/report, niente copia link né dichiarazione; axe`, async ({
        page,
      }) => {
        const reportCalls: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.startsWith('/api/report')) reportCalls.push(`${request.method()} ${pathname}`);
        });
        const sample = sampleReport(example.file);

        await page.goto(`/report/example/${name}`);
        const disclaimer = reportSection(page, 'Limitazioni di responsabilità');
        await expect(disclaimer).toBeVisible();
        const main = page.getByRole('main');

        const banner = main.getByRole('complementary', { name: 'Report di esempio' });
        await expect(banner).toBeVisible();
        await expect(banner).toContainText('Dati dimostrativi');
        await expect(banner.getByRole('link', { name: 'Prenota un’ispezione' })).toHaveAttribute(
          'href',
          '/booking',
        );
        await expect(reportTitle(page)).toContainText(example.title);
        await expect(page).toHaveTitle(new RegExp(`^Report di esempio ${example.title}`));
        // The main image at the top (the same photo is also among the thumbnails).
        await expectImageLoaded(
          main.locator('header.report-header').getByRole('img', {
            name: `${example.title}, vista di tre quarti anteriore sinistra`,
            exact: true,
          }),
        );

        // Example mode: no copy-link action, no report number, no declaration to accept.
        await expect(main.getByRole('button', { name: /Copia link/ })).toHaveCount(0);
        await expect(main.getByText(/Report n\./)).toHaveCount(0);
        await expect(main.getByText(`Redatto il`, { exact: false })).toBeVisible();
        await expect(liabilityModal(page)).toHaveCount(0);
        await expect(page.getByRole('dialog')).toHaveCount(0);

        // The rest of the report is there.
        for (const section of [
          'Giudizio del tecnico',
          'Valutazione',
          'Dettagli del veicolo',
          'Foto',
          'Report completo',
        ]) {
          await expect(reportSection(page, section), section).toBeVisible();
        }
        await expect(reportSection(page, 'Valutazione').getByRole('listitem')).toHaveCount(5);

        // Points of attention and their totals, with the dot thousands separator.
        const totals = attentionTotals(sample.items);
        const table = reportSection(page, 'Punti di attenzione').getByRole('table');
        await expect(table.getByRole('row')).toHaveCount(totals.rows);
        const totalRow = table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: 'Totale' }) });
        await expect(totalRow.getByRole('cell')).toHaveText([euros(totals.min), euros(totals.max)]);
        if (name === 'bad') {
          expect(totals.min).toBeGreaterThanOrEqual(1000);
          await expect(totalRow.getByRole('cell').first()).toHaveText(/^\d{1,3}(\.\d{3})+\u00a0€$/);
          await expect(totalRow).toContainText('5.840');
        }

        await expectNoSeriousA11yViolations(page);
        expect(reportCalls).toEqual([]);
      });
    }
  });
}
