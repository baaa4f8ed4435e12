import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ReportDraftSchema } from '@verificauto/shared/contracts/workshop';
import { signInThroughApi, TECHNICIAN_EMAIL, xsrfToken } from '../support/auth';
import { checkBothWidths } from '../support/axe';
import { BROWSER_USE } from '../support/browser';
import { CHECKED_IN_CAR, cameraPhoto } from '../support/workshop';
import { hasServiceWorker, keptKeys } from '../support/workshop-device';

// The workshop app after a browser restart without network (docs/decisions/067-workshop-app-installable.md,
// 068-workshop-data-offline.md): the shell from the service worker, the bookings and a report from the data
// kept on the device, its photos already uploaded from the thumbnails kept beside it.
const PHONE = { width: 390, height: 844 } as const;
/** A slot no other journey fills: the workshop journey takes the required ones of the same car. */
const EXTRA_SLOT = 'keys';

const draftPath = `/api/workshop/inspections/${CHECKED_IN_CAR.uuid}/draft`;

/**
 * The car checked in today has a photo on the server: one more key photo while its report is being written;
 * once the workshop journey has sent it, the photos it took. The key slots that have one.
 */
async function slotsWithPhotos(page: Page): Promise<string[]> {
  const uploaded = await page.request.post(
    `/api/workshop/inspections/${CHECKED_IN_CAR.uuid}/photos?${new URLSearchParams({
      client_key: randomUUID(),
      kind: 'key',
      slot: EXTRA_SLOT,
    })}`,
    {
      headers: { 'X-XSRF-TOKEN': await xsrfToken(page), 'content-type': 'image/jpeg' },
      data: (await cameraPhoto('chiavi.jpg', '#2cbbe2')).buffer,
    },
  );
  expect([200, 409], await uploaded.text()).toContain(uploaded.status());
  const draft = ReportDraftSchema.parse(await (await page.request.get(draftPath)).json());
  const slots = Object.keys(draft.key_photos).filter((slot) => draft.key_photos[slot]);
  expect(slots.length).toBeGreaterThan(0);
  return slots;
}

/**
 * The image of each slot drawn from the device (a blob), scrolled to (the tiles load lazily). Read by
 * selector at each poll: offline the tile replaces its failed image with the kept one.
 */
async function expectDrawnFromDevice(page: Page, slots: readonly string[]) {
  for (const slot of slots) {
    await page.locator(`#slot-${slot}`).scrollIntoViewIfNeeded();
    const drawn = () =>
      page.evaluate((selector) => {
        const image = document.querySelector<HTMLImageElement>(selector);
        return image?.complete && image.naturalWidth > 0 ? image.src : '';
      }, `#slot-${slot} img`);
    await expect.poll(drawn).toMatch(/^blob:/);
  }
}

async function firstPage(context: BrowserContext): Promise<Page> {
  return context.pages()[0] ?? (await context.newPage());
}

// One sign-in of the demo technician, through the API (the suite shares its 10 per 15 minutes).
test('riavviato senza rete, il browser apre /officina, le prenotazioni e un report con le foto già caricate', async ({
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const profile = mkdtempSync(path.join(tmpdir(), 'verificauto-restart-'));
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  let open: BrowserContext | undefined;
  const launch = async (offline: boolean) => {
    open = await playwright.chromium.launchPersistentContext(profile, {
      ...BROWSER_USE.launchOptions,
      baseURL,
      locale,
      timezoneId,
      viewport: PHONE,
      offline,
    });
    return open;
  };

  try {
    let slots: string[] = [];
    await test.step('con la rete: il tecnico apre /officina, il dispositivo tiene report e foto', async () => {
      const online = await launch(false);
      const page = await firstPage(online);
      await page.goto('/');
      await signInThroughApi(page, TECHNICIAN_EMAIL);
      slots = await slotsWithPhotos(page);
      const draft = ReportDraftSchema.parse(await (await page.request.get(draftPath)).json());
      const photoIds = slots.map((slot) => draft.key_photos[slot]);

      await page.goto('/officina');
      await expect(page.getByRole('heading', { level: 1, name: 'Officina' })).toBeVisible();
      expect(await hasServiceWorker(page)).toBe(true);
      await expect
        .poll(() => keptKeys(page), { timeout: 30_000 })
        .toEqual(
          expect.arrayContaining([
            'bookings',
            `draft:${CHECKED_IN_CAR.uuid}`,
            ...photoIds.map((id) => `photo:${id}`),
          ]),
        );
      // The browser's own cache holds a photo only as long as its signed link (12 hours at most): emptied,
      // it stands for the next morning, when only the device's copy is left.
      await (await online.newCDPSession(page)).send('Network.clearBrowserCache');
      await online.close();
    });

    await test.step('il browser riparte senza rete: /officina dal service worker, le prenotazioni dal dispositivo', async () => {
      const offline = await launch(true);
      const page = await firstPage(offline);
      const response = await page.goto('/officina');
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: 'Officina' })).toBeVisible();
      const card = page.getByRole('article').filter({ hasText: CHECKED_IN_CAR.plate });
      await expect(card).toBeVisible();

      await card.getByRole('link', { name: /il report$/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(CHECKED_IN_CAR.plate);
      await page
        .getByRole('navigation', { name: 'Sezioni del report' })
        .getByRole('button', { name: 'Foto principali' })
        .click();
      // Their signed links fail without network: what shows is the thumbnail kept on the device.
      await expectDrawnFromDevice(page, slots);

      await checkBothWidths(page, 'editor-senza-rete-foto');
      await offline.close();
    });
  } finally {
    await open?.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
