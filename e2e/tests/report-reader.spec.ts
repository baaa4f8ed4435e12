import { expect, type Locator, type Page, test } from '@playwright/test';
import { SELLER_EMAIL, signInThroughApi } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  APPROVED_REPORT_PATH,
  attentionTotals,
  buyerTest,
  CATEGORIES,
  CATEGORY_TABS,
  euros,
  expectImageLoaded,
  expectInDocumentOrder,
  GOLF,
  type InspectionReportBody,
  italianDate,
  liabilityModal,
  REPORT_IDS,
  reportResponse,
  reportSection,
  reportTitle,
} from '../support/report';
import { DESKTOP, HOME_HEADING, MOBILE, nextFrames, pageHeading, scrollY } from '../support/site';

/** The text that a 'Leggi di più'-style toggle shows or hides (its aria-controls). */
async function controlledBy(toggle: Locator): Promise<Locator> {
  const id = await toggle.getAttribute('aria-controls');
  if (!id) throw new Error(`${toggle} non ha aria-controls`);
  return toggle.page().locator(`[id="${id}"]`);
}

/** Whether the text is cut: its content is taller than its box. */
function isClamped(text: Locator) {
  return text.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
}

/** A clamped text's toggle: cut at first, whole after the click, cut again after the second click. */
async function expectClampToggle(section: Locator, more: string, less: string) {
  const toggle = section.getByRole('button', { name: more, exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const text = await controlledBy(toggle);
  expect(await isClamped(text)).toBe(true);
  await toggle.click();
  const collapse = section.getByRole('button', { name: less, exact: true });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => isClamped(text)).toBe(false);
  await collapse.click();
  await expect(section.getByRole('button', { name: more, exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect.poll(() => isClamped(text)).toBe(true);
}

/** The value of a term in a description list (vehicle details, preview). */
function detail(scope: Locator, term: string) {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
    .locator('+ dd');
}

async function openReportAs(page: Page, uuid: string): Promise<InspectionReportBody> {
  const answer = reportResponse(page, uuid);
  await page.goto(`/report/${uuid}`);
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as InspectionReportBody;
}

buyerTest.describe("report dell'acquirente", () => {
  buyerTest.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });

  buyerTest(
    'la dichiarazione compare prima del report, non si chiude con Esc né col fondo; "Chiudi" porta alla home',
    async ({ page }) => {
      const body = await openReportAs(page, REPORT_IDS.approved);
      expect(body.access.role).toBe('buyer');

      const modal = liabilityModal(page);
      await expect(modal).toBeVisible();
      await expect(modal).toContainText(
        'Prima di visualizzare il report leggi e accetta questa dichiarazione.',
      );
      await expect(modal).toContainText('non puoi rivenderlo');
      await expect(modal.getByRole('button', { name: 'Accetto', exact: true })).toBeVisible();
      // Behind it: the title, no report yet.
      await expect(reportTitle(page)).toHaveText(
        `${GOLF.name} 1.6 TDI 115 CV 5p. Highline BlueMotion Technology ${GOLF.year}`,
      );
      await expect(reportSection(page, 'Punti di attenzione')).toHaveCount(0);

      // Static backdrop, no keyboard dismissal (docs/product.md#liability-declaration).
      await page.keyboard.press('Escape');
      await nextFrames(page);
      await expect(modal).toBeVisible();
      await page.mouse.click(5, 5);
      await nextFrames(page);
      await expect(modal).toBeVisible();
      await expect(page).toHaveURL(APPROVED_REPORT_PATH);

      await modal.getByRole('button', { name: 'Chiudi', exact: true }).click();
      await expect(page).toHaveURL('/');
      await expect(pageHeading(page)).toHaveText(HOME_HEADING);
      await expect(modal).toHaveCount(0);
      await expect(reportSection(page, 'Punti di attenzione')).toHaveCount(0);

      // Back on the report the declaration is asked again.
      await page.goto(APPROVED_REPORT_PATH);
      await expect(liabilityModal(page)).toBeVisible();
    },
  );

  buyerTest(
    '"Accetto" mostra il report completo con tutte le sezioni, nell\'ordine della specifica',
    async ({ page }) => {
      const body = await openReportAs(page, REPORT_IDS.approved);
      const { report } = body;
      const main = page.getByRole('main');
      await liabilityModal(page).getByRole('button', { name: 'Accetto', exact: true }).click();
      await expect(liabilityModal(page)).toHaveCount(0);
      // The focus moves to the report's title.
      await expect(reportTitle(page)).toBeFocused();
      await expect(reportTitle(page)).toContainText(GOLF.name);
      await expect(page).toHaveTitle(new RegExp(`^Report ${GOLF.name}`));

      // 1. Report number, prepared date and copy link.
      const number = main.getByText(`Report n. ${report.report_number}`, { exact: true });
      const prepared = main.getByText(`Redatto il ${italianDate(report.verdict_datecompleted ?? '')}`, {
        exact: true,
      });
      const copyLink = main.getByRole('button', { name: 'Copia link', exact: true });
      // 2. Title and main image.
      const mainImage = main.getByRole('img', { name: GOLF.name, exact: true });
      // 3.-10. The sections.
      const verdict = reportSection(page, 'Giudizio del tecnico');
      const scores = reportSection(page, 'Valutazione');
      const attention = reportSection(page, 'Punti di attenzione');
      const details = reportSection(page, 'Dettagli del veicolo');
      const photos = reportSection(page, 'Foto');
      const categories = reportSection(page, 'Report completo');
      const backToTop = main.getByRole('link', { name: 'Torna su', exact: true });
      const disclaimer = reportSection(page, 'Limitazioni di responsabilità');
      const parts = [
        number,
        prepared,
        copyLink,
        reportTitle(page),
        mainImage,
        verdict,
        scores,
        attention,
        details,
        photos,
        categories,
        backToTop,
        disclaimer,
      ];
      for (const part of parts) await expect(part).toBeVisible();
      await expectInDocumentOrder(parts);
      await expectImageLoaded(mainImage);
      await expect(main.getByRole('list', { name: 'Dati dell’ispezione' })).toContainText(
        /Accesso per altri \d+ giorn[oi], fino al/,
      );

      // Copy link: the address of this report.
      await copyLink.click();
      await expect(main.getByRole('status').filter({ hasText: 'Link copiato' })).toBeVisible();
      const origin = new URL(page.url()).origin;
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${origin}${APPROVED_REPORT_PATH}`,
      );

      // Verdict clamped to 14 lines: 'Leggi di più' ↔ 'Leggi di meno'.
      await expect(verdict.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(verdict).toContainText('In sintesi');
      await expectClampToggle(verdict, 'Leggi di più', 'Leggi di meno');

      // The five category bars (1 decimal) and the overall gauge (2 decimals), from the server's scores.
      const bars = scores.getByRole('listitem');
      await expect(bars).toHaveCount(CATEGORIES.length);
      for (const [index, category] of CATEGORIES.entries()) {
        const score = report[category.scoreField];
        expect(score, category.label).not.toBeNull();
        await expect(bars.nth(index)).toHaveText(
          `${category.label}${(score ?? 0).toFixed(1).replace('.', ',')} su 5`,
        );
      }
      const overall = (report.score_overall ?? Number.NaN).toFixed(2).replace('.', ',');
      await expect(
        scores.getByRole('img', { name: `Valutazione complessiva ${overall} su 5`, exact: true }),
      ).toBeVisible();

      // Points of attention: by severity, one row per finding, then the totals.
      const totals = attentionTotals(report.items);
      expect(totals.count).toBeGreaterThan(0);
      const table = attention.getByRole('table', {
        name: 'Punti di attenzione per gravità, con i costi di riparazione stimati',
      });
      await expect(table.getByRole('row')).toHaveCount(totals.rows);
      await expect(table.getByRole('row', { name: /^Dischi e pastiglie anteriori / })).toContainText(
        [euros(220), euros(320)].join(''),
      );
      const totalRow = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Totale' }) });
      await expect(totalRow.getByRole('cell')).toHaveText([euros(totals.min), euros(totals.max)]);
      await expect(attention).toContainText(`costano tra ${euros(totals.min)} e ${euros(totals.max)}`);

      // Vehicle details: closed, then open.
      const detailsToggle = details.getByRole('button', { name: 'Dettagli del veicolo', exact: true });
      await expect(detailsToggle).toHaveAttribute('aria-expanded', 'false');
      await expect(detail(details, 'Targa')).toBeHidden();
      await detailsToggle.click();
      await expect(detailsToggle).toHaveAttribute('aria-expanded', 'true');
      await expect(detail(details, 'Targa')).toHaveText(GOLF.plate);
      await expect(detail(details, 'Telaio (VIN)')).toBeVisible();
      await expect(detail(details, 'Chilometraggio')).toHaveText(GOLF.km);

      // Photos grouped Esterni, Interni, Imperfezioni, with their counts.
      const groups = [
        photos.getByRole('heading', { level: 3, name: `Esterni (${report.key_photos.exterior.length})` }),
        photos.getByRole('heading', { level: 3, name: `Interni (${report.key_photos.interior.length})` }),
        photos.getByRole('heading', {
          level: 3,
          name: `Imperfezioni (${report.key_photos_imperfections.length})`,
        }),
      ];
      for (const group of groups) await expect(group).toBeVisible();
      await expectInDocumentOrder(groups);
      await expect(photos.getByRole('button', { name: /^Ingrandisci: / })).toHaveCount(
        report.key_photos.exterior.length +
          report.key_photos.interior.length +
          report.key_photos_imperfections.length,
      );

      // The report by category, as tabs at this width.
      const tabs = categories.getByRole('tab');
      await expect(tabs).toHaveText(CATEGORY_TABS);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await expect(categories.getByRole('tabpanel', { name: 'Esterni' })).toContainText('Graffio profondo');

      // 'Torna su' scrolls back to the top and puts the focus on the title.
      await backToTop.click();
      await expect.poll(() => scrollY(page)).toBe(0);
      await expect(reportTitle(page)).toBeFocused();
      await expect(page).toHaveURL(APPROVED_REPORT_PATH);

      // The disclaimer is clamped to 6 lines, with its own toggle.
      await expect(disclaimer).toContainText('Il report riporta l’esito di un’ispezione');
      await expectClampToggle(disclaimer, 'Mostra di più', 'Mostra di meno');
    },
  );
});

test('il venditore vede il proprio report (200), anche quello ancora in approvazione', async ({ page }) => {
  await signInThroughApi(page, SELLER_EMAIL);
  const awaiting = await page.request.get(`/api/report/${REPORT_IDS.awaitingApproval}`);
  expect(awaiting.status()).toBe(200);
  expect(((await awaiting.json()) as InspectionReportBody).access.role).toBe('seller');

  const body = await openReportAs(page, REPORT_IDS.approved);
  expect(body.access.role).toBe('seller');
  await expect(liabilityModal(page)).toBeVisible();
  await liabilityModal(page).getByRole('button', { name: 'Accetto', exact: true }).click();
  await expect(liabilityModal(page)).toHaveCount(0);
  await expect(reportTitle(page)).toContainText(GOLF.name);
  await expect(reportSection(page, 'Punti di attenzione')).toBeVisible();
  // The seller has no purchase: no remaining-access line.
  await expect(page.getByRole('main').getByRole('list', { name: 'Dati dell’ispezione' })).not.toContainText(
    'Accesso',
  );
});

for (const viewport of [MOBILE, DESKTOP]) {
  buyerTest.describe(`axe sul report a ${viewport.width}px`, () => {
    buyerTest.use({ viewport });

    buyerTest(
      'la dichiarazione, poi il report completo con le parti richiudibili aperte',
      async ({ page }) => {
        await page.goto(APPROVED_REPORT_PATH);
        await expect(liabilityModal(page)).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        await liabilityModal(page).getByRole('button', { name: 'Accetto', exact: true }).click();
        await expect(liabilityModal(page)).toHaveCount(0);
        await reportSection(page, 'Giudizio del tecnico')
          .getByRole('button', { name: 'Leggi di più' })
          .click();
        await page.getByRole('button', { name: 'Dettagli del veicolo', exact: true }).click();
        await expect(detail(reportSection(page, 'Dettagli del veicolo'), 'Targa')).toBeVisible();
        await reportSection(page, 'Limitazioni di responsabilità')
          .getByRole('button', { name: 'Mostra di più' })
          .click();
        await expect(page.getByRole('button', { name: 'Mostra di meno' })).toBeVisible();
        await expectImageLoaded(page.getByRole('main').getByRole('img', { name: GOLF.name, exact: true }));
        await expectNoSeriousA11yViolations(page);
      },
    );
  });
}
