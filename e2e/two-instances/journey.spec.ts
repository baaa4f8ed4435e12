import { type APIResponse, expect, type Page, type Response, request, test } from '@playwright/test';
import { KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/checklist';
import {
  DEMO_PASSWORD,
  newPassword,
  registerActivatedAccountThroughApi,
  signInThroughApi,
  signInThroughForm,
  signOutButton,
  TECHNICIAN_EMAIL,
  uniqueEmail,
} from '../support/auth';
import { CARDS, checkoutForm, fillBuyerAndStatements, fillCard, PAID_TITLE } from '../support/checkout';
import { expectImageLoaded, GOLF, openAcceptedReport, REPORT_IDS, reportTitle } from '../support/report';
import { DESKTOP } from '../support/site';
import { CHECKED_IN_CAR, cameraPhoto } from '../support/workshop';
import { BASE_URL, UPSTREAMS_ENV } from './settings';

/** The two instances as nginx names them; the global setup started them. */
const INSTANCES = (process.env[UPSTREAMS_ENV] ?? '').split(',');

/** The instance that answered, from the header the tested nginx configuration adds. */
function servedBy(response: Response | APIResponse): string {
  const upstream = response.headers()['x-upstream'];
  expect(INSTANCES, `X-Upstream ${upstream} di ${response.url()}`).toContain(upstream);
  return upstream ?? '';
}

/** The instance other than `upstream`. */
function otherThan(upstream: string): string {
  const other = INSTANCES.find((instance) => instance !== upstream);
  if (!other) throw new Error(`nessuna istanza oltre a ${upstream}`);
  return other;
}

/**
 * Sends the same request until each instance has answered it (round-robin alternates them), checking
 * every answer; at most a few tries more than there are instances. Answers the instances that answered.
 */
async function onEveryInstance(
  send: () => Promise<APIResponse>,
  check: (response: APIResponse) => Promise<void>,
): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let attempt = 0; attempt < INSTANCES.length + 6 && seen.size < INSTANCES.length; attempt++) {
    const response = await send();
    await check(response);
    seen.add(servedBy(response));
  }
  expect([...seen].sort(), 'istanze che hanno risposto').toEqual([...INSTANCES].sort());
  return seen;
}

/** Every response the page receives, with the instance that answered it. */
function recordUpstreams(page: Page, served: Set<string>) {
  page.on('response', (response) => {
    const upstream = response.headers()['x-upstream'];
    if (upstream) served.add(upstream);
  });
}

/** The session cookies of a page, for a request context of their own. */
async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
}

/** After sign-out, the session the page had is refused by every instance, not only by the one that ended it. */
async function expectSessionEndedEverywhere(page: Page, cookies: string) {
  await signOutButton(page).click();
  await expect(signOutButton(page)).toHaveCount(0);
  const old = await request.newContext({
    baseURL: BASE_URL,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: { cookie: cookies },
  });
  await onEveryInstance(
    () => old.get('/auth/me'),
    async (response) => expect(response.status()).toBe(401),
  );
  await old.dispose();
}

test('due istanze dietro nginx: accesso, acquisto e report, foto dell’officina, uscita ovunque', async ({
  page,
  browser,
}) => {
  expect(INSTANCES).toHaveLength(2);
  const served = new Set<string>();
  await page.setViewportSize(DESKTOP);
  recordUpstreams(page, served);
  const email = uniqueEmail('due-istanze');
  const password = newPassword();

  let signInUpstream = '';
  await test.step('un acquirente nuovo accede dal modulo; la sessione vale su ogni istanza', async () => {
    await page.goto('/');
    await registerActivatedAccountThroughApi(page, email, password);
    await page.goto('/signin');
    const signedIn = page.waitForResponse((r) => r.url().endsWith('/auth/signin'));
    await signInThroughForm(page, email, password);
    signInUpstream = servedBy(await signedIn);
    await expect(page).toHaveURL('/profile');
    await onEveryInstance(
      () => page.request.get('/auth/me'),
      async (response) => expect(response.status()).toBe(200),
    );
  });

  let payUpstream = '';
  await test.step('compra il report della Golf con il checkout di prova', async () => {
    await page.goto(`/checkout/${REPORT_IDS.approved}`);
    await fillBuyerAndStatements(page, email);
    await fillCard(page, CARDS.pays);
    const paid = page.waitForResponse((r) => r.url().endsWith(`/api/checkout/${REPORT_IDS.approved}/pay`));
    await checkoutForm(page).payButton.click();
    payUpstream = servedBy(await paid);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: PAID_TITLE })).toBeVisible();
  });

  await test.step('legge il report; ogni istanza glielo dà intero, anche quella che non ha preso il pagamento', async () => {
    await openAcceptedReport(page);
    await expect(reportTitle(page)).toContainText(GOLF.name);
    const readBy = await onEveryInstance(
      () => page.request.get(`/api/report/${REPORT_IDS.approved}`),
      async (response) => {
        expect(response.status()).toBe(200);
        expect(((await response.json()) as { access: { role: string } }).access.role).toBe('buyer');
      },
    );
    // The session opened on one instance and the purchase taken by one are both known to the other.
    expect(readBy).toContain(otherThan(signInUpstream));
    expect(readBy).toContain(otherThan(payUpstream));
  });

  await test.step('esce: la sessione non vale più su nessuna istanza', async () => {
    await expectSessionEndedEverywhere(page, await cookieHeader(page));
  });

  const technician = await browser.newPage({ baseURL: BASE_URL, viewport: DESKTOP });
  recordUpstreams(technician, served);
  await test.step('il tecnico carica una foto dall’app dell’officina e la vede; ogni istanza la serve', async () => {
    await technician.goto('/');
    // The seeded car already at the workshop: the draft of a car not checked in refuses photos.
    const booking = CHECKED_IN_CAR;
    await signInThroughApi(technician, TECHNICIAN_EMAIL, DEMO_PASSWORD);
    await technician.goto(`/officina/ispezioni/${booking.uuid}`);
    await technician
      .getByRole('navigation', { name: 'Sezioni del report' })
      .getByRole('button', { name: 'Foto principali' })
      .click();
    const [slot] = KEY_PHOTO_SLOTS.exterior;
    if (!slot) throw new Error('nessuna foto principale nel catalogo');
    const uploaded = technician.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        r.url().includes(`/api/workshop/inspections/${booking.uuid}/photos`),
    );
    await technician
      .getByLabel(`Scatta la foto: ${slot.label}`, { exact: true })
      .setInputFiles(await cameraPhoto(`${slot.key}.jpg`, '#2cbbe2'));
    const upload = await uploaded;
    expect(upload.status()).toBe(200);
    const uploadUpstream = servedBy(upload);
    const { photo } = (await upload.json()) as { photo: { src: string } };
    await expectImageLoaded(technician.locator(`#slot-${slot.key} img`));

    let bytes: Buffer | undefined;
    const photoBy = await onEveryInstance(
      () => technician.request.get(photo.src),
      async (response) => {
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('image/webp');
        const body = await response.body();
        if (bytes) expect(body.equals(bytes)).toBe(true);
        bytes = body;
      },
    );
    // Uploaded through one instance, served by the other from the shared store.
    expect(photoBy).toContain(otherThan(uploadUpstream));

    await expectSessionEndedEverywhere(technician, await cookieHeader(technician));
  });

  // The pages' own traffic (pages, scripts, API calls) went to both instances too.
  expect([...served].sort()).toEqual([...INSTANCES].sort());
});
