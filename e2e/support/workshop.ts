import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { DraftChange } from '@verificauto/shared/contracts/workshop';
import { CATALOGUE_ITEMS } from '@verificauto/shared/domain/checklist';
import { REQUIRED_VEHICLE_FIELDS } from '@verificauto/shared/domain/report-completeness';
import { SITE_CONFIG_ELEMENT_ID } from '@verificauto/shared/legal/site-config';
import sharp from 'sharp';
import { xsrfToken } from './auth';
import { CARDS, ITALIAN_BUYER } from './checkout';

/** The demo technician's workshop (tools/demo/src/seed/demo-workshops.ts, the first one), in Milan. */
export const DEMO_WORKSHOP = { name: 'Autofficina Rossi & Figli', lat: 45.47964, lng: 9.22958 } as const;
/** The subject of the set-password e-mail of an account made by a booking (auth feature, account-emails.ts). */
export const PASSWORD_SETUP_SUBJECT = 'Imposta la password per l’Area riservata di Verificauto';

/** The demo back-office account (tools/demo/src/seed/demo-accounts.ts). */
export const BACKOFFICE_EMAIL = 'backoffice@verificauto.test';

/**
 * The demo seller's car at the demo workshop in the seed's hour, already checked in (decision 051): a car
 * booked for a run is at least 24 hours ahead and cannot be checked in, this one can be reported on.
 */
export const CHECKED_IN_CAR = { uuid: 'de000000-0000-4000-8000-00000000a004', plate: 'GK915RT' } as const;

/** The demo seller's next car at the demo workshop, due within the half hour of the seed, not checked in. */
export const ARRIVING_CAR = { uuid: 'de000000-0000-4000-8000-00000000a005', plate: 'GL208MN' } as const;

// Letters of Italian plates: I, O, Q and U are never used.
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';
const letter = () => PLATE_LETTERS[randomInt(PLATE_LETTERS.length)];

/** A plate no other run uses (ZZ… is far in the future of Italian plates). */
export function uniquePlate(): string {
  return `ZZ${String(randomInt(1000)).padStart(3, '0')}${letter()}${letter()}`;
}

/** The Regolamento version the server wrote into index.html, as the booking form sends it. */
export async function regulationVersion(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const json = html.match(
    new RegExp(`<script[^>]*id="${SITE_CONFIG_ELEMENT_ID}"[^>]*>([^<]*)</script>`),
  )?.[1];
  if (!json) throw new Error('index.html senza configurazione del sito');
  return (JSON.parse(json) as { regulationVersion: string }).regulationVersion;
}

/**
 * Books the demo technician's workshop through the API (the booking page has a journey of its own), as the
 * browser of `page`, with a new plate and a random slot of the last day offered, so that runs and other tests
 * do not compete for one. The slot is held until its fee is paid (decision 035).
 */
export async function holdDemoWorkshopSlot(
  page: Page,
  email: string,
  name = 'Giulia Bianchi',
): Promise<{ uuid: string; plate: string }> {
  const { request } = page;
  const found = await request.get(`/api/inspectors?lat=${DEMO_WORKSHOP.lat}&lng=${DEMO_WORKSHOP.lng}`);
  const workshop = ((await found.json()) as { uuid: string; name: string }[]).find(
    (w) => w.name === DEMO_WORKSHOP.name,
  );
  if (!workshop) throw new Error(`${DEMO_WORKSHOP.name} non trovata`);
  const { days } = (await (await request.get(`/api/inspectors/${workshop.uuid}/slots`)).json()) as {
    days: { slots: string[] }[];
  };
  const lastDay = days.at(-1)?.slots ?? [];
  const plate = uniquePlate();
  const booked = await request.post('/api/inspections', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
    data: {
      workshop_uuid: workshop.uuid,
      slot: lastDay[randomInt(lastDay.length)],
      name,
      email,
      phone: '+39 333 123 4567',
      plate,
      accept_regulation: true,
      regulation_version: await regulationVersion(request),
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const { inspection_uuid: uuid } = (await booked.json()) as { inspection_uuid: string };
  return { uuid, plate };
}

/**
 * A new seller (path B, docs/product.md#accounts: the account comes with the booking) books the demo
 * technician's workshop and pays its fee with the test card: an inspection of its own for every run and
 * retry, which leaves the demo seller's three as other tests expect them.
 */
export async function bookDemoWorkshop(page: Page, email: string): Promise<{ uuid: string; plate: string }> {
  const booking = await holdDemoWorkshopSlot(page, email);
  const paid = await page.request.post(`/api/inspections/${booking.uuid}/fee/pay`, {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
    data: {
      billing: ITALIAN_BILLING,
      card: TEST_CARD,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return booking;
}

type DraftItemChange = NonNullable<DraftChange['items']>[string];

/** The Italian payer of the checkout journeys as the payment APIs take it, and the test card that pays. */
export const ITALIAN_BILLING = {
  first_name: ITALIAN_BUYER.firstName,
  last_name: ITALIAN_BUYER.lastName,
  country: 'IT',
  tax_code: ITALIAN_BUYER.taxCode,
  address: {
    street: ITALIAN_BUYER.street,
    postal_code: ITALIAN_BUYER.postalCode,
    city: ITALIAN_BUYER.city,
    province: ITALIAN_BUYER.province,
  },
};
export const TEST_CARD = { number: CARDS.pays, expiry: '12/30', cvc: '123' };

/** Vehicle details of the car under inspection, every required field and a few more. */
export const CAR = { brand: 'Fiat', model: 'Panda', year: 2018, odometer: 64_200 } as const;

/**
 * Most of the report through the draft API, as the editor would save it: every item rated (one not checked,
 * with its reason, one with a repair estimate), the required vehicle fields. The verdict and the photos are
 * left to the page.
 */
export async function fillDraftThroughApi(page: Page, uuid: string, plate: string): Promise<void> {
  const items: Record<string, DraftItemChange> = Object.fromEntries(
    CATALOGUE_ITEMS.map((item, index) => [
      item.key,
      item.kind === 'text' ? { value: 'Nella norma per età e chilometraggio.' } : { value: 3 + (index % 3) },
    ]),
  );
  items.ext_tow_bar = { value: 0, not_checked_reason: 'not_applicable' };
  items.ext_body_paint = { value: 2, description: 'Graffio profondo sul paraurti posteriore.' };
  items.ext_bumpers = { value: 2, min_repair_cost: 150, max_repair_cost: 300 };
  const details = {
    ...CAR,
    plate_number: plate,
    vin: 'ZFA31200000123456',
    fuel_type: 'Benzina',
    transmission: 'Manuale',
  };
  expect(Object.keys(REQUIRED_VEHICLE_FIELDS).every((field) => field in details)).toBe(true);
  const saved = await page.request.patch(`/api/workshop/inspections/${uuid}/draft`, {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
    data: { details, items },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A real JPEG photo as the device camera would hand it to the page. */
export async function cameraPhoto(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
