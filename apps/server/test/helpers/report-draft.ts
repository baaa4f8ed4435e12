import { randomUUID } from 'node:crypto';
import {
  type DraftChange,
  type PhotoUploaded,
  PhotoUploadedSchema,
  type ReportDraft,
  ReportDraftSchema,
} from '@verificauto/shared/contracts/workshop';
import { CATALOGUE_ITEMS } from '@verificauto/shared/domain/checklist';
import { REQUIRED_KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/report-completeness';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Queryable } from '../../src/db/db';
import { createUser, type SignedIn, signIn } from './auth';
import { insertInspection, insertWorkshop } from './report-fixtures';
import type { TestContext } from './test-app';

let people = 0;

/** A workshop with a technician (signed in) and a seller's booked inspection there. */
export async function setUpWorkshop(ctx: TestContext, name = 'Officina Rossi') {
  const n = ++people;
  const workshopId = await insertWorkshop(ctx.db, name);
  const technician = await createUser(ctx.db, {
    email: `tecnico-${n}@officina.test`,
    name: `Tecnico ${n}`,
    role: 'technician',
    workshopId,
  });
  const seller = await createUser(ctx.db, { email: `venditore-${n}@esempio.test`, name: `Venditore ${n}` });
  const inspectionId = await bookInspection(ctx.db, workshopId, seller.id);
  return { workshopId, technician, seller, inspectionId, auth: await signIn(ctx.app, technician.email) };
}

let hours = 0;
/**
 * A booked inspection at the workshop, an hour before the previous one (the slot index is per hour), its
 * car checked in 5 minutes after the appointment (decision 051) unless `checkedIn` is false.
 */
export async function bookInspection(
  db: Queryable,
  workshopId: string,
  sellerId: string,
  status = 'booked',
  { checkedIn = true }: { checkedIn?: boolean } = {},
): Promise<string> {
  const bookedAt = Date.now() - ++hours * 3_600_000;
  const id = await insertInspection(db, {
    sellerId,
    workshopId,
    status,
    bookedAt: new Date(bookedAt).toISOString(),
  });
  if (checkedIn) {
    await db.query('UPDATE inspections SET checked_in_at = $2 WHERE id = $1', [
      id,
      new Date(bookedAt + 5 * 60_000),
    ]);
  }
  return id;
}

/** A small real JPEG; `exif` tags as sharp writes them, e.g. `{ IFD2: { DateTimeOriginal: … } }`. */
export const smallJpeg = (colour = '#224385', exif?: Record<string, Record<string, string>>) => {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).jpeg();
  return (exif ? image.withExif(exif) : image).toBuffer();
};

export interface UploadTarget {
  kind: 'key' | 'item' | 'imperfection';
  slot?: string;
  item_key?: string;
  client_key?: string;
  /** The capture time the device read from the file before resizing it. */
  taken_at?: string;
}

/** POST …/photos with the image as the body; a new upload key unless `target.client_key`. */
export function postPhoto(
  ctx: TestContext,
  auth: Pick<SignedIn, 'headers'>,
  uuid: string,
  target: UploadTarget,
  image: Buffer,
  contentType = 'image/jpeg',
) {
  const query = new URLSearchParams({ client_key: randomUUID(), ...target } as Record<string, string>);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/workshop/inspections/${uuid}/photos?${query}`,
    headers: { ...auth.headers, 'content-type': contentType },
    payload: image,
  });
}

export async function uploadPhoto(
  ctx: TestContext,
  auth: Pick<SignedIn, 'headers'>,
  uuid: string,
  target: UploadTarget,
  image?: Buffer,
): Promise<PhotoUploaded> {
  const res = await postPhoto(ctx, auth, uuid, target, image ?? (await smallJpeg()));
  expect(res.statusCode, res.body).toBe(200);
  return PhotoUploadedSchema.parse(res.json());
}

export const patchDraft = (
  ctx: TestContext,
  auth: Pick<SignedIn, 'headers'>,
  uuid: string,
  change: DraftChange | Record<string, unknown>,
) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/workshop/inspections/${uuid}/draft`,
    headers: auth.headers,
    payload: change,
  });

export const submitReport = (ctx: TestContext, auth: Pick<SignedIn, 'headers'>, uuid: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/workshop/inspections/${uuid}/submit`, headers: auth.headers });

/** Every catalogue item rated 4 (text items written), the required vehicle fields and the verdict. */
export function completeChange(): DraftChange {
  return {
    details: {
      brand: 'Fiat',
      model: 'Panda',
      year: 2019,
      plate_number: 'GA123BC',
      vin: 'ZFA31200000123456',
      odometer: 84_500,
      fuel_type: 'Benzina',
      transmission: 'Manuale',
    },
    verdict_overall: 'Auto in buone condizioni generali, tagliandata regolarmente.',
    items: Object.fromEntries(
      CATALOGUE_ITEMS.map((item) => [item.key, { value: item.kind === 'rating' ? 4 : 'Regolare' }]),
    ),
  };
}

/**
 * A draft the workshop can submit: the required key photos uploaded through the API, then every item,
 * the required vehicle fields and the verdict. Answers the draft.
 */
export async function fillCompleteDraft(
  ctx: TestContext,
  auth: Pick<SignedIn, 'headers'>,
  uuid: string,
): Promise<ReportDraft> {
  const image = await smallJpeg();
  for (const slot of REQUIRED_KEY_PHOTO_SLOTS)
    await uploadPhoto(ctx, auth, uuid, { kind: 'key', slot }, image);
  const res = await patchDraft(ctx, auth, uuid, completeChange());
  expect(res.statusCode, res.body).toBe(200);
  return ReportDraftSchema.parse(res.json());
}
