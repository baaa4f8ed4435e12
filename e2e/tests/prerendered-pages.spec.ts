import { expect, type Page, test } from '@playwright/test';
import { APPROVED_REPORT_PATH, GOLF, REPORT_IDS } from '../support/report';
import { PUBLIC_ROUTES } from '../support/site';

const CHECKOUT_PATH = `/checkout/${REPORT_IDS.approved}`;

/** The page's console errors, but for the failed requests its API calls expect (a guest's 401). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  return errors;
}

/** Decision 038: the public pages are HTML from the build, the browser only hydrates them. */
test.describe('pagine prerenderizzate, senza JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of PUBLIC_ROUTES.filter(({ path }) => path !== '/error')) {
    test(`${route.path} mostra già il suo titolo, la barra e il piè di pagina`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
      await expect(page.locator('header.site-header')).toBeVisible();
      await expect(page.locator('footer.site-footer')).toContainText('P. IVA');
      // The server filled in what the build did not know.
      expect(await page.content()).not.toContain('%VA:');
    });
  }

  test('una pagina col suo contenuto chiede gli script solo dopo il caricamento; una in attesa dei dati subito', async ({
    page,
  }) => {
    for (const path of ['/', '/report/example/good', CHECKOUT_PATH, APPROVED_REPORT_PATH]) {
      await page.goto(path);
      await expect(page.locator('script[data-entry]')).toHaveAttribute('data-entry', /^\/assets\/index-/);
      await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    }
    // A shell, whose content comes from the scripts, asks for them at once.
    await page.goto('/signin');
    await expect(page.locator('script[data-entry]')).toHaveCount(0);
    await expect(page.locator('head script[type="module"][src^="/assets/index-"]')).toHaveCount(1);
  });

  test('il checkout arriva per un ospite col riepilogo dell’ordine e la foto, il modulo in attesa dello script', async ({
    page,
  }) => {
    await page.goto(CHECKOUT_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Acquista il report' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Riepilogo dell’ordine' })).toBeVisible();
    await expect(page.locator('img.checkout-summary-image')).toBeVisible();
    await expect(page.getByText('19,00 €').first()).toBeVisible();
    // The fields take typing at once; only the button waits for the page to run, or the browser would
    // send the form, card included, in the address.
    await page.getByLabel('Email', { exact: true }).fill('ospite@example.it');
    await expect(page.getByRole('button', { name: 'Paga 19,00 €' })).toBeDisabled();
  });

  test('il link condiviso arriva per un ospite con la scheda d’acquisto, l’anteprima e la dichiarazione', async ({
    page,
  }) => {
    await page.goto(APPROVED_REPORT_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Report di ispezione' })).toBeVisible();
    const preview = page.getByRole('region', { name: GOLF.name });
    await expect(preview).toContainText(GOLF.km);
    const photo = preview.locator('img.vehicle-image');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    await expect(page.getByRole('link', { name: 'Acquista il report' })).toHaveAttribute(
      'href',
      new RegExp(`/checkout/${REPORT_IDS.approved}$`),
    );
    await expect(page.getByText('oppure', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Dichiarazione di responsabilità' }),
    ).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Volkswagen Golf/);
    // Its data came with it: nothing to ask for from the head.
    await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveCount(0);
  });

  test('il report di esempio arriva intero, con i punteggi e la sua anteprima per i link', async ({
    page,
  }) => {
    await page.goto('/report/example/good');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Toyota Yaris');
    await expect(page.getByText('Report completo', { exact: true }).first()).toBeVisible();
    const ogTitle = page.locator('meta[property="og:title"]');
    await expect(ogTitle).toHaveAttribute('content', /Toyota Yaris/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http:\/\/.+\/examples\//,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/report\/example\/good$/);
  });
});

test.describe('pagine prerenderizzate, con JavaScript', () => {
  test('la pagina idratata risponde ai comandi, senza errori né spostamenti del contenuto', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/report/example/good');
    // The scripts were asked for once the page had loaded (src/scripts-after-paint.ts).
    const [entryStart, loaded] = await page.evaluate(async () => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      while (!performance.getEntriesByType('resource').some(({ name }) => name.includes('/assets/index-')))
        await new Promise((resolve) => setTimeout(resolve, 50));
      const entry = performance
        .getEntriesByType('resource')
        .find(({ name }) => name.includes('/assets/index-'));
      return [entry?.startTime ?? 0, navigation.loadEventEnd];
    });
    expect(loaded).toBeGreaterThan(0);
    expect(entryStart).toBeGreaterThanOrEqual(loaded);
    const title = page.getByRole('heading', { level: 1 });
    const before = await title.boundingBox();
    await page.waitForLoadState('networkidle');
    expect((await title.boundingBox())?.y).toBe(before?.y);
    // Hydrated: the menu button works.
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await expect(page.getByRole('button', { name: 'Chiudi il menu' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('il checkout reso dal server si idrata senza errori né spostamenti, e il pulsante si sblocca', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(CHECKOUT_PATH);
  const summary = page.getByRole('heading', { name: 'Riepilogo dell’ordine' });
  const before = await summary.boundingBox();
  await expect(page.getByRole('button', { name: 'Paga 19,00 €' })).toBeEnabled();
  expect((await summary.boundingBox())?.y).toBe(before?.y);
  await page.getByLabel('Email', { exact: true }).fill('ospite@example.it');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ospite@example.it');
  expect(errors).toEqual([]);
});

test('il link condiviso reso dal server si idrata coi dati ricevuti: nessuna richiesta, errore o spostamento', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/report/${REPORT_IDS.approved}`) asked.push(request.url());
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(APPROVED_REPORT_PATH);
  const buy = page.getByRole('link', { name: 'Acquista il report' });
  const before = await buy.boundingBox();
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some(({ name }) => name.includes('/assets/index-')),
  );
  await page.waitForLoadState('networkidle');
  expect((await buy.boundingBox())?.y).toBe(before?.y);
  await expect(page.getByText('Loading...')).toHaveCount(0);
  // Hydrated: the menu button works.
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await expect(page.getByRole('button', { name: 'Chiudi il menu' })).toBeVisible();
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('pagine prerenderizzate, prima che lo script arrivi', () => {
  test('una ricerca inviata su /booking prima dell’idratazione non va persa', async ({ page }) => {
    // A phone on a slow network: the page is there, its scripts are not yet.
    let holdScripts = true;
    await page.route('**/assets/*.js', async (route) => {
      if (holdScripts) await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.goto('/booking', { waitUntil: 'commit' });
    const box = page.getByLabel('Indirizzo, comune o CAP', { exact: true });
    await box.fill('Bologna');
    holdScripts = false;
    await box.press('Enter');

    // The browser sent the form itself; the page, once running, searches for it and tidies the address.
    await expect(page.getByRole('heading', { level: 2, name: /^Officine vicino a Bologna/ })).toBeVisible();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(box).toHaveValue('Bologna');
  });

  test('sul checkout, quanto scritto e spuntato prima dell’idratazione resta e conta', async ({ page }) => {
    let holdScripts = true;
    await page.route('**/assets/*.js', async (route) => {
      if (holdScripts) await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.goto(CHECKOUT_PATH, { waitUntil: 'commit' });
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('ospite@example.it');
    await page.getByRole('checkbox', { name: /Ho letto e accetto il Regolamento/ }).check();
    holdScripts = false;

    // Once the page runs, the rest is filled in; the form sends what was typed before too.
    const pay = page.getByRole('button', { name: 'Paga 19,00 €' });
    await expect(pay).toBeEnabled();
    await page.getByLabel('Nome', { exact: true }).fill('Ospite');
    await expect(email).toHaveValue('ospite@example.it');
    await expect(page.getByRole('checkbox', { name: /Ho letto e accetto il Regolamento/ })).toBeChecked();
    await pay.click();
    // The other fields are still empty: the form points to them, not to the two filled in before.
    await expect(page.getByText('Inserisci il cognome.')).toBeVisible();
    await expect(
      page.getByText(/^Inserisci l.indirizzo email\.$|^Inserisci un indirizzo email valido\.$/),
    ).toHaveCount(0);
    await expect(page.getByText('Per acquistare devi accettare il Regolamento.')).toHaveCount(0);
  });
});
