import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { DraftPhoto, ReportDraft, WorkshopBookings } from '@verificauto/shared/contracts/workshop';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetIdentity, keepIdentity } from '../../../lib/kept-identity';
import { INSPECTION_UUID, makeBooking, makeDraft } from '../testing/workshop-fixtures';
import { keepPhotosOf, readKeptThumbnail } from './kept-photos';
import { workshopDeviceData } from './unsent-work';
import { useKeepComingDrafts } from './use-keep-coming-drafts';

const RETURNED_UUID = '00000000-0000-4000-8000-000000000008';
const TODAY_PHOTO = '0c6f4d1e-2b7a-4e0c-9a55-5d2f1e3b4c01';
const RETURNED_PHOTO = '0c6f4d1e-2b7a-4e0c-9a55-5d2f1e3b4c02';
const SENT_PHOTO = '0c6f4d1e-2b7a-4e0c-9a55-5d2f1e3b4c03';

const photo = (id: string): DraftPhoto => ({
  id,
  src: `/api/photos/${id}/640.webp?exp=1&sig=a`,
  srcSet: `/api/photos/${id}/320.webp?exp=1&sig=a 320w, /api/photos/${id}/640.webp?exp=1&sig=a 640w`,
  width: 1600,
  height: 1200,
  alt: 'Foto',
  taken_at: '2026-11-30T08:10:00.000Z',
});

const LIST: WorkshopBookings = {
  workshop: { name: 'Officina Rossi', city: 'Bologna' },
  from: '2026-11-30',
  to: '2026-12-06',
  bookings: [makeBooking({ checked_in_at: '2026-11-30T07:56:00.000Z' })],
  to_complete: [
    makeBooking({ uuid: RETURNED_UUID, booked_at: '2026-11-24T09:00:00.000Z', draft_state: 'editing' }),
  ],
};
const DRAFTS: Record<string, ReportDraft> = {
  [INSPECTION_UUID]: makeDraft({ photos: { [TODAY_PHOTO]: photo(TODAY_PHOTO) } }),
  [RETURNED_UUID]: makeDraft({ uuid: RETURNED_UUID, photos: { [RETURNED_PHOTO]: photo(RETURNED_PHOTO) } }),
};

/** The drafts as JSON, the photos as WebP; `failing` drafts without a network. */
function stubServer(failing: readonly string[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      const uuid = path.match(/^\/api\/workshop\/inspections\/([\w-]+)\/draft$/)?.[1];
      if (uuid && failing.includes(uuid)) throw new TypeError('Failed to fetch');
      const draft = uuid ? DRAFTS[uuid] : undefined;
      if (draft)
        return new Response(JSON.stringify(draft), { headers: { 'content-type': 'application/json' } });
      return new Response(new Blob([path], { type: 'image/webp' }));
    }),
  );
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T08:00:00Z'));
  keepIdentity('tecnico@officina.test', 'technician');
  // A report sent last week: its photo was kept while it was being written.
  stubServer();
  await keepPhotosOf(makeDraft({ photos: { [SENT_PHOTO]: photo(SENT_PHOTO) } }));
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await workshopDeviceData.clear();
  forgetIdentity();
});

describe('useKeepComingDrafts and the photos (decision 068)', () => {
  it('keeps the thumbnails of the kept drafts’ photos, and drops the others after a full pass', async () => {
    renderHook(() => useKeepComingDrafts(LIST, true));

    await waitFor(async () => expect(await readKeptThumbnail(SENT_PHOTO)).toBeUndefined());
    expect(await readKeptThumbnail(TODAY_PHOTO)).toBeDefined();
    expect(await readKeptThumbnail(RETURNED_PHOTO)).toBeDefined();
  });

  it('drops nothing when a draft did not arrive: the pass does not know all the photos still needed', async () => {
    stubServer([RETURNED_UUID]);
    renderHook(() => useKeepComingDrafts(LIST, true));

    await waitFor(async () => expect(await readKeptThumbnail(TODAY_PHOTO)).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await readKeptThumbnail(SENT_PHOTO)).toBeDefined();
  });
});
