import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm, TECHNICIAN_EMAIL } from '../support/auth';
import { CHECKED_IN_CAR } from '../support/workshop';

// The workshop app installable and its shell kept by a service worker (docs/decisions/067-workshop-app-installable.md).
// The data without network is another part of the app: this journey asserts only the shell.
const PHONE = { width: 390, height: 844 } as const;
const TABLET = { width: 1024, height: 768 } as const;

const manifestLinks = (page: Page) => page.locator('link[rel="manifest"]');
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);
const activeWorkerScope = (page: Page) =>
  page.evaluate(async () => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const active = registrations.find((registration) => registration.active?.state === 'activated');
    return active ? new URL(active.scope).pathname : null;
  });

/** The page the app draws around every route: the header with its navigation, and no error in its place. */
async function expectAppShell(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verificauto, vai alla home' })).toBeVisible();
  await expect(page.getByRole('main')).toBeAttached();
  await expect(page.getByText('Si è verificato un errore')).toHaveCount(0);
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

// One sign-in: the demo workshop's account is shared by every spec of a run.
test('dopo una visita in linea, /officina e l’editor si aprono senza rete; le pagine pubbliche restano fuori', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);

  await test.step('la home: nessun manifest e nessun service worker', async () => {
    await page.goto('/');
    await expect(manifestLinks(page)).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      0,
    );
  });

  await test.step('il tecnico accede: /officina collega il manifest e il service worker prende la pagina', async () => {
    await page.goto('/signin');
    await signInThroughForm(page, TECHNICIAN_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL('/officina');
    await expect(page.getByRole('heading', { level: 1, name: 'Officina' })).toBeVisible();
    await expect(manifestLinks(page)).toHaveCount(1);
    await expect(manifestLinks(page)).toHaveAttribute('href', '/officina.webmanifest');
    // The worker is active once it has kept the shell and the workshop's files. This page, opened at
    // /signin, stays outside its scope: a worker controls the pages loaded under /officina.
    await expect.poll(() => activeWorkerScope(page), { timeout: 30_000 }).toBe('/officina');
    expect(await controlled(page)).toBe(false);

    const manifest = await page.request.get('/officina.webmanifest');
    expect(manifest.headers()['content-type']).toBe('application/manifest+json');
    expect(await manifest.json()).toMatchObject({
      start_url: '/officina',
      scope: '/officina',
      display: 'standalone',
    });
  });

  await test.step('senza rete, /officina ricaricata è l’app, servita dal service worker', async () => {
    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    expect(response?.fromServiceWorker()).toBe(true);
    await expectAppShell(page);
    await expect(manifestLinks(page)).toHaveCount(1);
    expect(await controlled(page)).toBe(true);
    await screenshot(page, `officina-senza-rete-${PHONE.width}`);
    await page.setViewportSize(TABLET);
    await screenshot(page, `officina-senza-rete-${TABLET.width}`);
    await page.setViewportSize(PHONE);
  });

  await test.step('senza rete, l’editor di una prenotazione, mai aperto prima, carica il suo codice', async () => {
    const response = await page.goto(`/officina/ispezioni/${CHECKED_IN_CAR.uuid}`);
    expect(response?.fromServiceWorker()).toBe(true);
    await expectAppShell(page);
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/assets\/inspection-editor-page-[\w-]+\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);
  });

  await test.step('di nuovo in rete: le pagine pubbliche non sono mai controllate dal service worker', async () => {
    await context.setOffline(false);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await controlled(page)).toBe(false);
    await expect(manifestLinks(page)).toHaveCount(0);
  });
});
